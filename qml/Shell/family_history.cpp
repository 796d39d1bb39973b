#include "family_history.h"

#include <QDir>
#include <QStandardPaths>
#include <algorithm>

using fc::history::HistoryStore;

namespace {

QString changeWord(HistoryStore::Change change) {
    switch (change) {
    case HistoryStore::Change::Done:
        return {};
    case HistoryStore::Change::NameEmpty:
        return QStringLiteral("empty");
    case HistoryStore::Change::NameTooLong:
        return QStringLiteral("long");
    case HistoryStore::Change::NameTaken:
        return QStringLiteral("taken");
    case HistoryStore::Change::NoSuchAvatar:
        return QStringLiteral("avatar");
    case HistoryStore::Change::NoSuchPlayer:
        return QStringLiteral("missing");
    case HistoryStore::Change::NotSaved:
        break;
    }
    return QStringLiteral("unsaved");
}

QVariantMap countsMap(const QMap<QString, int>& counts) {
    QVariantMap map;
    for (auto it = counts.begin(); it != counts.end(); ++it)
        map.insert(it.key(), it.value());
    return map;
}

} // namespace

FamilyHistory::FamilyHistory(QObject* parent)
    : FamilyHistory(HistoryStore::defaultPath(), parent) {}

FamilyHistory::FamilyHistory(const QString& databasePath, QObject* parent) : QObject(parent) {
    openStore(databasePath);
}

FamilyHistory::~FamilyHistory() = default;

void FamilyHistory::openStore(const QString& path) {
    store_ = std::make_unique<HistoryStore>(path);
    switch (store_->open()) {
    case HistoryStore::Opened::Ready:
        problem_.clear();
        break;
    case HistoryStore::Opened::SetAsideBroken:
        problem_ = QStringLiteral("broken");
        break;
    case HistoryStore::Opened::SetAsideNewer:
        problem_ = QStringLiteral("newer");
        break;
    case HistoryStore::Opened::Unavailable:
        problem_ = QStringLiteral("unavailable");
        break;
    }
    if (!problem_.isEmpty())
        qWarning("Family history %s: %s (%s)", qPrintable(problem_), qPrintable(path),
                 qPrintable(store_->error()));
    refreshLists();
}

void FamilyHistory::useDatabase(const QString& path) {
    openStore(path.isEmpty() ? HistoryStore::defaultPath() : path);
}

void FamilyHistory::reload() {
    refreshLists();
}

bool FamilyHistory::recordMatch(MatchSession* table) {
    if (!table || !table->active() || !table->over())
        return false;
    const QStringList names = table->seatNames();
    const QList<int> scores = table->scores();
    const QList<int> winners = table->winners();
    fc::history::FinishedGame game;
    game.gameId = table->gameId();
    game.finishedAt = QDateTime::currentDateTimeUtc();
    for (int seat = 0; seat < names.size(); ++seat)
        game.seats.append(
            {names[seat], table->isBot(seat), scores.value(seat), winners.contains(seat)});
    const bool saved = store_->record(game);
    refreshLists();
    return saved;
}

bool FamilyHistory::recordGame(const QString& gameId, const QVariantList& seats,
                               const QDateTime& finishedAt) {
    fc::history::FinishedGame game{gameId, finishedAt, {}};
    for (const QVariant& value : seats) {
        const QVariantMap seat = value.toMap();
        game.seats.append({seat.value("name").toString(), seat.value("bot").toBool(),
                           seat.value("score").toInt(), seat.value("winner").toBool()});
    }
    const bool saved = store_->record(game);
    refreshLists();
    return saved;
}

QString FamilyHistory::renamePlayer(qint64 playerId, const QString& name) {
    const QString result = changeWord(store_->renamePlayer(playerId, name));
    refreshLists();
    return result;
}

QString FamilyHistory::removePlayer(qint64 playerId) {
    const QString result = changeWord(store_->removePlayer(playerId));
    refreshLists();
    return result;
}

QString FamilyHistory::keepPlayer(const QString& name, const QString& avatar) {
    const QString result = changeWord(store_->keepPlayer(name, avatar));
    refreshLists();
    return result;
}

QString FamilyHistory::setAvatar(qint64 playerId, const QString& avatar) {
    const QString result = changeWord(store_->setAvatar(playerId, avatar));
    refreshLists();
    return result;
}

QString FamilyHistory::exportFolder() const {
    if (!exportFolder_.isEmpty())
        return exportFolder_;
    return QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .filePath(QStringLiteral("Food Court"));
}

void FamilyHistory::setExportFolder(const QString& folder) {
    if (exportFolder_ == folder)
        return;
    exportFolder_ = folder;
    emit changed();
}

QString FamilyHistory::exportJson() {
    // A name per minute sorts by date and does not overwrite an export of another day.
    const QString name = QStringLiteral("food-court-history-%1.json")
                             .arg(QDateTime::currentDateTime().toString("yyyy-MM-dd-HHmm"));
    const QString path = QDir(exportFolder()).filePath(name);
    return store_->exportTo(path) ? path : QString();
}

void FamilyHistory::setToday(const QDateTime& today) {
    if (today_ == today)
        return;
    today_ = today;
    refreshLists();
}

void FamilyHistory::refreshLists() {
    gameCount_ = store_->gameCount();
    gameIds_ = store_->gameIds();

    recentGames_.clear();
    for (const fc::history::RecordedGame& game : store_->recentGames(recentLimit)) {
        QVariantList seats;
        for (const fc::history::RecordedSeat& seat : game.seats)
            seats.append(QVariantMap{{"playerId", seat.player.id},
                                     {"name", seat.player.name},
                                     {"bot", seat.player.bot},
                                     {"former", seat.player.former},
                                     {"avatar", seat.player.avatar},
                                     {"score", seat.score},
                                     {"winner", seat.winner}});
        recentGames_.append(QVariantMap{
            {"gameId", game.gameId}, {"finishedAt", game.finishedAt}, {"seats", seats}});
    }

    players_.clear();
    for (const fc::history::PlayerRecord& record : store_->playerRecords())
        players_.append(QVariantMap{{"playerId", record.player.id},
                                    {"name", record.player.name},
                                    {"bot", record.player.bot},
                                    {"avatar", record.player.avatar},
                                    {"wins", record.wins},
                                    {"played", record.played},
                                    {"currentStreak", record.currentStreak},
                                    {"bestStreak", record.bestStreak},
                                    {"winsByGame", countsMap(record.winsByGame)},
                                    {"playedByGame", countsMap(record.playedByGame)}});

    QStringList problems;
    family_.clear();
    avatars_.clear();
    for (const fc::history::Player& player : store_->familyPlayers(&problems)) {
        family_.append(
            QVariantMap{{"playerId", player.id}, {"name", player.name}, {"avatar", player.avatar}});
        avatars_.insert(player.name, player.avatar);
    }
    // A damaged row is reported once, not on every refresh; it stays as it is in the file.
    for (const QString& problem : std::as_const(problems)) {
        if (!reportedProblems_.contains(problem)) {
            reportedProblems_.append(problem);
            qWarning("Family history: %s", qPrintable(problem));
        }
    }

    // The chart shows the players with the most wins in its weeks (a few, so the bars stay
    // wide enough to read on a phone).
    const QList<fc::history::WeekWins> weeks =
        store_->weeklyWins(chartWeeks, today_.isValid() ? today_ : QDateTime::currentDateTime());
    QMap<qint64, int> totals;
    for (const fc::history::WeekWins& week : weeks)
        for (auto it = week.winsByPlayer.begin(); it != week.winsByPlayer.end(); ++it)
            totals[it.key()] += it.value();
    QList<std::pair<qint64, QString>> shown;
    for (const QVariant& value : std::as_const(players_)) {
        const QVariantMap player = value.toMap();
        const qint64 id = player.value("playerId").toLongLong();
        if (totals.value(id) > 0)
            shown.append({id, player.value("name").toString()});
    }
    std::stable_sort(shown.begin(), shown.end(), [&](const auto& a, const auto& b) {
        return totals.value(a.first) > totals.value(b.first);
    });
    shown = shown.mid(0, chartPlayerLimit);
    chartPlayers_.clear();
    for (const auto& [id, name] : shown)
        chartPlayers_.append(QVariantMap{{"playerId", id}, {"name", name}});
    weeks_.clear();
    chartMax_ = 0;
    for (const fc::history::WeekWins& week : weeks) {
        QVariantList counts;
        for (const auto& player : shown) {
            const int count = week.winsByPlayer.value(player.first);
            chartMax_ = std::max(chartMax_, count);
            counts.append(count);
        }
        weeks_.append(QVariantMap{{"monday", week.monday.startOfDay().toMSecsSinceEpoch()},
                                  {"counts", counts}});
    }
    emit changed();
}
