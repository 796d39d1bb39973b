#include "auditfamily.h"

#include "core/autoplay.h"
#include "core/save.h"
#include "family_history.h"
#include "gameregistry.h"

#include <QDateTime>
#include <QQmlEngine>
#include <algorithm>
#include <array>

namespace {

struct Member {
    const char* name;
    const char* avatar;
};

// Names of several lengths and scripts' worth of letters, so the screens carry real text.
constexpr std::array<Member, 5> kFamily = {{{"Mum", "owl"},
                                            {"Lea", "mango"},
                                            {"Dad", "bear"},
                                            {"Sami", "frog"},
                                            {"Grandpa Joachim", "onigiri"}}};

// The "today" of the chart: a fixed Wednesday, so the weeks shown never change.
const QDateTime kToday(QDate(2026, 11, 25), QTime(12, 0));

FamilyHistory* familyHistory(QQmlEngine* engine) {
    const int typeId = qmlTypeId("FoodCourt.Shell", 1, 0, "FamilyHistory");
    return typeId < 0 ? nullptr : engine->singletonInstance<FamilyHistory*>(typeId);
}

} // namespace

bool seedAuditFamily(QQmlEngine* engine) {
    FamilyHistory* history = engine ? familyHistory(engine) : nullptr;
    if (!history)
        return false;
    history->setToday(kToday);
    bool ok = true;
    for (const Member& member : kFamily)
        ok = history->keepPlayer(member.name, member.avatar).isEmpty() && ok;
    // Four weeks of evenings: each game's table in turn, three or four at the table (now and
    // then a bot), the winner moving around the family by a fixed rule.
    const QStringList games = {"tindahan", "kommegleich", "kandarklash", "wokup", "kakilima"};
    for (int day = 0; day < 28; day += (day % 3 == 0 ? 1 : 2)) {
        const QString gameId = games[day % games.size()];
        const fc::GameInfo* info = gameRegistry().find(gameId.toStdString());
        if (!info)
            continue;
        const int players = std::clamp(3 + day % 2, info->minPlayers, info->maxPlayers);
        const int winner = (day * 7 + 3) % players;
        QVariantList seats;
        for (int seat = 0; seat < players; ++seat) {
            const bool bot = seat == players - 1 && day % 4 == 1;
            const Member& member = kFamily[static_cast<std::size_t>((day + seat) % 4)];
            seats.append(QVariantMap{{"name", bot ? QStringLiteral("Robo") : member.name},
                                     {"bot", bot},
                                     {"score", (seat * 5 + day) % 17 + (seat == winner ? 20 : 0)},
                                     {"winner", seat == winner}});
        }
        const QDateTime at = kToday.addDays(day - 27).addSecs(-3600 * (day % 5));
        ok = history->recordGame(gameId, seats, at) && ok;
    }
    history->reload();
    return ok;
}

QString finishedMatchSave(const QString& gameId) {
    const fc::Registry& registry = gameRegistry();
    const fc::GameInfo* info = registry.find(gameId.toStdString());
    if (!info || info->botStrengths.empty())
        return {};
    const auto medium = std::find(info->botStrengths.begin(), info->botStrengths.end(), "medium");
    const std::string strength =
        medium != info->botStrengths.end() ? *medium : info->botStrengths.front();
    fc::Setup setup;
    setup.players = std::clamp(4, info->minPlayers, info->maxPlayers);
    setup.seed = 11;
    for (int seat = 0; seat < setup.players; ++seat)
        setup.seats.push_back({kFamily[static_cast<std::size_t>(seat)].name, true, strength});
    auto played = fc::autoplay(registry, gameId.toStdString(), setup);
    if (!played)
        return {};
    // The same moves with the family in the seats: the end screen waits for them.
    fc::Setup people = played.value().setup();
    for (fc::SeatConfig& seat : people.seats)
        seat = {seat.name, false, {}};
    auto match = fc::Match::start(registry, gameId.toStdString(), people);
    if (!match)
        return {};
    for (const fc::LoggedAction& step : played.value().log()) {
        if (!match.value().apply(step.seat, step.action))
            return {};
    }
    return QString::fromStdString(fc::saveMatch(match.value()));
}
