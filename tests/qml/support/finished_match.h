// FinishedMatch: a test hook that hands a Qt Quick Test a save of a match played to its
// end, so a test reaches any game's end-of-game screen at once by resuming it:
//
//     const save = FinishedMatch.saveJson("wokup", 3, 5)   // "" when it could not
//     screen.resume(save)                                 // the table opens on the end
//     FinishedMatch.startSeat(screen.table)               // who starts the table's match
//
// Bots play the match (the engine's autoplay, seeded: the same match every time); the save
// then names people in every seat, so what follows (Play again) waits for them and nothing
// moves by itself. Registered by a test's setup as the singleton FinishedMatch of
// FoodCourt.Testing.
#pragma once

#include "core/autoplay.h"
#include "core/match.h"
#include "core/registry.h"
#include "core/save.h"
#include "gameregistry.h"
#include "matchsession.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqml.h>

#include <algorithm>

class FinishedMatch : public QObject {
    Q_OBJECT

  public:
    using QObject::QObject;

    static void registerType() {
        qmlRegisterSingletonType<FinishedMatch>(
            "FoodCourt.Testing", 1, 0, "FinishedMatch",
            [](QQmlEngine*, QJSEngine*) -> QObject* { return new FinishedMatch; });
    }

    // A finished match of `gameId` for `players`, seat 0 starting, as a save file's JSON;
    // the seats are named from `names` ("Player N" past its end).
    Q_INVOKABLE QString saveJson(const QString& gameId, int players, int seed,
                                 const QStringList& names = {}) const {
        const fc::Registry& registry = gameRegistry();
        const std::string id = gameId.toStdString();
        const fc::GameInfo* info = registry.find(id);
        if (!info || info->botStrengths.empty())
            return {};
        // Medium bots where a game has them: they finish a match quickly and surely.
        const auto medium =
            std::find(info->botStrengths.begin(), info->botStrengths.end(), "medium");
        const std::string strength =
            medium != info->botStrengths.end() ? *medium : info->botStrengths.front();
        fc::Setup setup;
        setup.players = players;
        setup.seed = static_cast<std::uint64_t>(seed);
        for (int seat = 0; seat < players; ++seat)
            setup.seats.push_back({seat < names.size() ? names.at(seat).toStdString()
                                                       : "Player " + std::to_string(seat + 1),
                                   true, strength});
        auto played = fc::autoplay(registry, id, setup);
        if (!played)
            return {};
        // The same moves with people in the seats.
        fc::Setup people = played.value().setup();
        for (fc::SeatConfig& seat : people.seats)
            seat = {seat.name, false, {}};
        auto match = fc::Match::start(registry, id, people);
        if (!match)
            return {};
        for (const fc::LoggedAction& step : played.value().log()) {
            if (!match.value().apply(step.seat, step.action))
                return {};
        }
        return QString::fromStdString(fc::saveMatch(match.value()));
    }

    // Who starts the table's current match (its setup's start seat); -1 without a match.
    Q_INVOKABLE int startSeat(QObject* table) const {
        const auto* session = qobject_cast<MatchSession*>(table);
        return session && session->match() ? session->match()->setup().startSeat : -1;
    }
};
