// foodcourt_crash_driver: plays one match through MatchSession (the app's match holder,
// which autosaves after every accepted action) with bots in every seat and no delay, and
// prints the log as it grows, for tst_crash_resume to kill at random moments.
//
//   foodcourt_crash_driver --game ID --players N --seed S   start a new match
//   foodcourt_crash_driver --resume --game ID               continue the game's autosave
//   --bot-delay MS: the bots' pause before each action (default 0), so a kill can land
//   in the middle of a game that bots would otherwise finish in a blink
//
// Output: "log <index> <seat> <action>" for every entry of the log (on resume, the entries
// already in the save first), each printed only after the action's autosave was written;
// "over" at the end. Autosaves go where the app puts them (XDG_DATA_HOME decides).
#include "gameregistry.h"
#include "matchsession.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

namespace {

void printEntry(std::size_t index, int seat, const std::string& action) {
    std::printf("log %zu %d %s\n", index, seat, action.c_str());
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    app.setOrganizationName(QStringLiteral("FoodCourtCrashTest"));
    app.setApplicationName(QStringLiteral("foodcourt"));
    QCommandLineParser parser;
    parser.addOptions({{"game", "game id", "id"},
                       {"players", "player count", "n"},
                       {"seed", "seed", "s"},
                       {"resume", "continue the autosave"},
                       {"bot-delay", "milliseconds before each bot action", "ms", "0"}});
    parser.process(app);

    MatchSession session;
    session.setBotDelayMs(parser.value("bot-delay").toInt());
    std::size_t printed = 0;
    auto printNew = [&] {
        const fc::Match* match = session.match();
        for (; match && printed < match->log().size(); ++printed)
            printEntry(printed, match->log()[printed].seat, match->log()[printed].action);
        if (match && match->game().isOver()) {
            std::printf("over\n");
            std::fflush(stdout);
            app.quit();
        }
    };
    // Queued: the slot runs after apply() has returned, i.e. after the autosave is written.
    QObject::connect(&session, &MatchSession::actionApplied, &app, printNew, Qt::QueuedConnection);

    QString problem;
    if (parser.isSet("resume")) {
        problem = session.resume(parser.value("game"));
    } else {
        const int players = parser.value("players").toInt();
        // The quickest bot the game has, as the app's --autoplay plays.
        const fc::GameInfo* info = gameRegistry().find(parser.value("game").toStdString());
        const QString strength =
            info ? QString::fromStdString(fc::quickestStrength(*info)) : QStringLiteral("random");
        QVariantList seats;
        for (int i = 0; i < players; ++i)
            seats.append(QVariantMap{{"name", QStringLiteral("Bot %1").arg(i + 1)},
                                     {"bot", true},
                                     {"strength", strength}});
        problem = session.start(parser.value("game"), {{"players", players},
                                                       {"seed", parser.value("seed").toULongLong()},
                                                       {"startSeat", 0},
                                                       {"seats", seats}});
    }
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "crash_driver: %s\n", qPrintable(problem));
        return 1;
    }
    QTimer::singleShot(0, &app, printNew);
    return app.exec();
}
