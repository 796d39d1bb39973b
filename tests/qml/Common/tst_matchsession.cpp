// MatchSession: a refused start or action returns its reason, sets lastError and changes
// nothing (no signals, same view, same seats to act); an accepted action is applied and
// announced. Played on the engine's test-only game. A setup goes from QML's map to the
// engine's fc::Setup and back whole, its game-specific options included. Undo is one
// policy for every game: a human's step the engine calls reversible, while that player's
// hand is still on show.
#include "matchsession.h"
#include "setupconversion.h"

#include "core/autoplay.h"
#include "core/match.h"
#include "core/realtime/bot_worker.h"
#include "core/save.h"
#include "gameregistry.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>
#include <algorithm>

namespace {

QVariantMap twoHumans() {
    return {{"players", 2},
            {"seed", 42},
            {"startSeat", 0},
            {"seats", QVariantList{QVariantMap{{"name", "Ana"}}, QVariantMap{{"name", "Ben"}}}}};
}

QVariantMap twoBots() {
    QVariantMap setup = twoHumans();
    setup["seats"] =
        QVariantList{QVariantMap{{"name", "A"}, {"bot", true}, {"strength", "random"}},
                     QVariantMap{{"name", "B"}, {"bot", true}, {"strength", "random"}}};
    return setup;
}

QVariantMap botsOnly(int players, const QString& strength, int seed) {
    QVariantList seats;
    for (int i = 0; i < players; ++i)
        seats.append(
            QVariantMap{{"name", QString("Bot %1").arg(i)}, {"bot", true}, {"strength", strength}});
    return {{"players", players}, {"seed", seed}, {"startSeat", 0}, {"seats", seats}};
}

// Lets the session's bots play until the match ends or `moves` more actions were applied:
// each waits its delay on the manual clock, then thinks on its thread.
void playBots(MatchSession& session, fc::realtime::ManualClock& clock, int moves) {
    QSignalSpy applied(&session, &MatchSession::actionApplied);
    for (int done = 0; done < moves && !session.over(); ++done) {
        QVERIFY2(clock.msToNext().has_value(), "a bot is waiting to move");
        clock.advanceToNext();
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), done + 1, 20000);
    }
}

// The shell's setup JSON: one seat per name, "Name:strength" for a bot.
QString setupText(int players, int seed, int startSeat, const QStringList& names) {
    QStringList seats;
    for (const QString& name : names) {
        const QStringList parts = name.split(':');
        seats << QStringLiteral(R"({"name":"%1","bot":%2,"strength":"%3"})")
                     .arg(parts.value(0), parts.size() > 1 ? "true" : "false", parts.value(1));
    }
    return QStringLiteral(R"({"players":%1,"seed":"%2","startSeat":%3,"seats":[%4],"options":{}})")
        .arg(players)
        .arg(seed)
        .arg(startSeat)
        .arg(seats.join(','));
}

std::vector<fc::LoggedAction> cliGame(const QString& gameId, const QVariantMap& setupMap) {
    auto setup = setupFromVariant(setupMap);
    if (!setup)
        return {};
    auto played = fc::autoplay(gameRegistry(), gameId.toStdString(), setup.value());
    return played ? played->log() : std::vector<fc::LoggedAction>{};
}

// A worker whose bots answer only when the test says: the moment a bot's answer arrives
// is the test's to choose.
class HeldBotWorker final : public fc::realtime::BotWorker {
  public:
    void run(std::function<void()> job, std::function<void()> deliver) override {
        held_.push_back({std::move(job), std::move(deliver)});
    }
    std::size_t waiting() const { return held_.size(); }
    void answerAll() {
        auto held = std::exchange(held_, {});
        for (auto& [job, deliver] : held) {
            job();
            deliver();
        }
    }

  private:
    std::vector<std::pair<std::function<void()>, std::function<void()>>> held_;
};

} // namespace

class TestMatchSession : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void refusedStartKeepsNoMatch() {
        MatchSession session;
        session.setAutosave(false);
        QSignalSpy matchChanged(&session, &MatchSession::matchChanged);
        const QString reason = session.start("pizza", twoHumans());
        QVERIFY(!reason.isEmpty());
        QCOMPARE(session.lastError(), reason);
        QVERIFY(!session.active());
        QCOMPARE(matchChanged.count(), 0);

        QVariantMap tooMany = twoHumans();
        tooMany["players"] = 9;
        QVERIFY(!session.start("testgame", tooMany).isEmpty());
        QVERIFY(!session.active());
    }

    void refusedStartKeepsTheCurrentMatch() {
        MatchSession session;
        session.setAutosave(false);
        QCOMPARE(session.start("testgame", twoHumans()), QString());
        const QVariant view = session.view(-1);
        QVariantMap badBot = twoHumans();
        badBot["seats"] =
            QVariantList{QVariantMap{{"name", "Ana"}},
                         QVariantMap{{"name", "Bot"}, {"bot", true}, {"strength", "godlike"}}};
        QVERIFY(!session.start("testgame", badBot).isEmpty());
        QVERIFY(session.active());
        QCOMPARE(session.seatNames(), QStringList({"Ana", "Ben"}));
        QCOMPARE(session.view(-1), view);
    }

    void applyWithoutAMatchIsRefused() {
        MatchSession session;
        const QString reason = session.apply(0, "play c1");
        QVERIFY(!reason.isEmpty());
        QCOMPARE(session.lastError(), reason);
    }

    void refusedActionChangesNothing_data() {
        QTest::addColumn<bool>("seatToAct");
        QTest::addColumn<QString>("action");
        QTest::newRow("gibberish") << true << "dance";
        QTest::newRow("card not held") << true << "play c999";
        QTest::newRow("empty") << true << "";
        QTest::newRow("not this seat's turn") << false << "";
    }

    void refusedActionChangesNothing() {
        QFETCH(bool, seatToAct);
        QFETCH(QString, action);
        MatchSession session;
        session.setAutosave(false);
        QCOMPARE(session.start("testgame", twoHumans()), QString());
        const QList<int> toAct = session.seatsToAct();
        QVERIFY(!toAct.isEmpty());
        const int actor = toAct.first();
        const int seat = seatToAct ? actor : 1 - actor;
        if (!seatToAct) // a move that would be legal for the seat whose turn it is
            action = session.legalActions(actor).value(0);
        const QVariant publicView = session.view(-1);
        const QVariant seatView = session.view(seat);
        QSignalSpy stateChanged(&session, &MatchSession::stateChanged);
        QSignalSpy applied(&session, &MatchSession::actionApplied);

        const QString reason = session.apply(seat, action);
        QVERIFY2(!reason.isEmpty(), qPrintable(action));
        QCOMPARE(session.lastError(), reason);
        QCOMPARE(stateChanged.count(), 0);
        QCOMPARE(applied.count(), 0);
        QCOMPARE(session.seatsToAct(), toAct);
        QCOMPARE(session.view(-1), publicView);
        QCOMPARE(session.view(seat), seatView);
    }

    void legalActionIsAppliedAndClearsTheError() {
        MatchSession session;
        session.setAutosave(false);
        QCOMPARE(session.start("testgame", twoHumans()), QString());
        const int actor = session.seatsToAct().first();
        QVERIFY(!session.apply(actor, "dance").isEmpty());
        const QString move = session.legalActions(actor).value(0);
        QVERIFY(!move.isEmpty());
        const QVariant before = session.view(-1);
        QSignalSpy applied(&session, &MatchSession::actionApplied);
        QCOMPARE(session.apply(actor, move), QString());
        QCOMPARE(session.lastError(), QString());
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), move);
        QVERIFY(session.view(-1) != before);
    }

    void setupRoundTripsWithItsOptions() {
        fc::Setup setup;
        setup.players = 2;
        setup.seed = 18446744073709551615u; // beyond what a double holds exactly
        setup.startSeat = 1;
        setup.seats = {{"Ana", false, ""}, {"Bot", true, "hard"}};
        setup.options = {{"handicap", {0, 2}}, {"variant", "short"}, {"extra", {{"on", true}}}};

        const QVariantMap map = setupToVariant(setup);
        QCOMPARE(map.value("options").toMap().value("handicap").toList(), QVariantList({0, 2}));
        const auto back = setupFromVariant(map);
        QVERIFY2(back, back.message().c_str());
        QCOMPARE(back->players, setup.players);
        QCOMPARE(back->seed, setup.seed);
        QCOMPARE(back->startSeat, setup.startSeat);
        QCOMPARE(back->seats.size(), setup.seats.size());
        QCOMPARE(back->seats[1].name, "Bot");
        QVERIFY(back->seats[1].bot);
        QCOMPARE(back->seats[1].strength, "hard");
        QVERIFY(back->options == setup.options);
    }

    void startKeepsTheSetupsOptions() {
        MatchSession session;
        session.setAutosave(false);
        QVariantMap withOptions = twoHumans();
        withOptions["options"] = QVariantMap{{"handicap", QVariantList{1, 0}}};
        QCOMPARE(session.start("testgame", withOptions), QString());
        const boost::json::object& options = session.match()->setup().options;
        QVERIFY(options.contains("handicap"));
        QCOMPARE(options.at("handicap").as_array().at(0).as_int64(), 1);

        QCOMPARE(session.start("testgame", twoHumans()), QString()); // no options: none
        QVERIFY(session.match()->setup().options.empty());
    }

    void setupJsonTextIsReadOrRefusedInWords() {
        const auto broken = setupFromJsonText("{\"players\": 2,");
        QVERIFY(!broken);
        QVERIFY(broken.message().find("not valid JSON") != std::string::npos);
        const auto setup = setupFromJsonText(
            R"({"players":2,"seed":"9","startSeat":1,"seats":[],"options":{"handicap":[1,0]}})");
        QVERIFY2(setup, setup.message().c_str());
        QCOMPARE(setup->players, 2);
        QCOMPARE(setup->startSeat, 1);
        QVERIFY(setup->options.contains("handicap"));
    }

    // --- The table contract, on a session that plays the test game.

    void aTableStartsFromTheSetupJsonAndResumesItsOwnSaves() {
        MatchSession table("testgame");
        table.setAutosave(false);
        const QString setup = setupText(2, 9, 1, {"Ana", "Ben"});
        QCOMPARE(table.startFromSetupJson(setup), QString());
        QCOMPARE(table.gameId(), QStringLiteral("testgame"));
        QCOMPARE(table.seatNames(), (QStringList{"Ana", "Ben"}));
        QCOMPARE(table.match()->setup().startSeat, 1);
        const int seat = table.seatsToAct().value(0);
        QCOMPARE(table.apply(seat, table.legalActions(seat).value(0)), QString());
        const std::string save = fc::saveMatch(*table.match());

        MatchSession resumed("testgame");
        resumed.setAutosave(false);
        QCOMPARE(resumed.resumeFromSaveJson(QString::fromStdString(save)), QString());
        QVERIFY(resumed.match()->log() == table.match()->log());
        QCOMPARE(fc::saveMatch(*resumed.match()), save);
    }

    void aTableRefusesBrokenInputAndOtherGamesSavesChangingNothing() {
        MatchSession table("testgame");
        table.setAutosave(false);
        QVERIFY(!table.rematch().isEmpty()); // nothing to play again yet
        QCOMPARE(table.startFromSetupJson(setupText(2, 3, 0, {"A", "B"})), QString());
        const std::string before = fc::saveMatch(*table.match());
        QSignalSpy matchChanged(&table, &MatchSession::matchChanged);

        QVERIFY(!table.startFromSetupJson("{\"players\": 2,").isEmpty());
        QVERIFY(!table.startFromSetupJson(setupText(9, 1, 0, {})).isEmpty());
        QVERIFY(!table.resumeFromSaveJson("not a save").isEmpty());
        // A save of another game is named as such, with this table's game.
        MatchSession other("tindahan");
        other.setAutosave(false);
        QCOMPARE(other.startFromSetupJson(setupText(3, 1, 0, {"A", "B", "C"})), QString());
        const QString refused =
            table.resumeFromSaveJson(QString::fromStdString(fc::saveMatch(*other.match())));
        QVERIFY2(refused.contains(QLatin1String("is not a game of")), qPrintable(refused));
        QCOMPARE(table.lastError(), refused);

        QCOMPARE(matchChanged.count(), 0);
        QCOMPARE(fc::saveMatch(*table.match()), before);
        // A session of no game of its own starts nothing by itself.
        MatchSession anyGame;
        QVERIFY(!anyGame.startFromSetupJson(setupText(2, 1, 0, {"A", "B"})).isEmpty());
        QVERIFY(!anyGame.active());
    }

    // Play again with the same people: the same seats, a new deal, the next seat starting,
    // a fresh log; the autosave holds the new match.
    void rematchKeepsTheSeatsAndPassesTheStart() {
        MatchSession table("testgame");
        table.setAutosave(true);
        QCOMPARE(table.startFromSetupJson(setupText(3, 5, 2, {"Ana", "Ben:random", "Cy"})),
                 QString());
        const fc::Setup first = table.match()->setup();
        const int seat = table.seatsToAct().value(0);
        QCOMPARE(table.apply(seat, table.legalActions(seat).value(0)), QString());

        QSignalSpy matchChanged(&table, &MatchSession::matchChanged);
        QCOMPARE(table.rematch(), QString());
        QCOMPARE(matchChanged.count(), 1);
        const fc::Setup& next = table.match()->setup();
        QCOMPARE(next.startSeat, 0);
        QVERIFY(next.seed != first.seed);
        QCOMPARE(table.seatNames(), (QStringList{"Ana", "Ben", "Cy"}));
        QVERIFY(table.isBot(1) && !table.isBot(0) && !table.isBot(2));
        QVERIFY(table.match()->log().empty());
        QVERIFY(!table.over());

        const auto saved = MatchSession::readAutosave(QStringLiteral("testgame"));
        QVERIFY2(saved, saved.message().c_str());
        QCOMPARE(saved->setup().seed, next.seed);
        QVERIFY(saved->log().empty());
        QCOMPARE(table.rematch(), QString());
        QCOMPARE(table.match()->setup().startSeat, 1);
    }

    void optionsThatAreNoMapAreRefused() {
        QVariantMap bad = twoHumans();
        bad["options"] = QVariantList{1, 2};
        const auto setup = setupFromVariant(bad);
        QVERIFY(!setup);
        QVERIFY(setup.message().find("options") != std::string::npos);
    }

    // --- Undo: one policy for every game, the engine saying which steps reveal nothing.

    // A human's step is taken back while the bots wait their turn (the only human's hand
    // stays on show); the match is then exactly as it was before the step.
    void undoTakesBackAHumansStepInTheirTurn() {
        fc::realtime::ManualClock clock; // the bots wait until the test moves it
        fc::realtime::InlineBotWorker inlineBots;
        MatchSession table("tindahan");
        table.setAutosave(false);
        table.setClock(&clock);
        table.setBotWorker(&inlineBots);
        QVERIFY(!table.canUndo()); // no match
        QVERIFY(!table.undo().isEmpty());
        QCOMPARE(table.startFromSetupJson(setupText(3, 5, 0, {"Ana", "Ben:random", "Cy:random"})),
                 QString());
        QVERIFY(!table.canUndo()); // nothing played
        const std::string before = fc::saveMatch(*table.match());
        QSignalSpy state(&table, &MatchSession::stateChanged); // canUndo's notification
        QCOMPARE(table.apply(0, table.legalActions(0).value(0)), QString());
        QCOMPARE(state.count(), 1);
        QVERIFY(table.canUndo());
        QCOMPARE(table.undo(), QString());
        QCOMPARE(fc::saveMatch(*table.match()), before);
        QVERIFY(!table.canUndo());
        QCOMPARE(table.lastError(), QString());

        // Once a bot has answered, the human's step stands: the bot's is the last one.
        QCOMPARE(table.apply(0, table.legalActions(0).value(0)), QString());
        QVERIFY(clock.advanceToNext());
        QCOMPARE(table.match()->log().size(), std::size_t(2));
        QCOMPARE(table.match()->log().back().seat, 1);
        QVERIFY(!table.canUndo());
        const QString refused = table.undo();
        QVERIFY(!refused.isEmpty());
        QCOMPARE(table.lastError(), refused);
        QCOMPARE(table.match()->log().size(), std::size_t(2));
        table.setBotWorker(nullptr); // back to the pool before the inline worker goes
    }

    // With two humans a hand hides when its turn passes: no undo across the hand-off. Within
    // a turn the engine decides: a drawn card was seen, its placing reveals nothing.
    void undoNeverCrossesAHandOffNorTakesBackAReveal() {
        MatchSession table("kommegleich");
        table.setAutosave(false);
        QCOMPARE(table.startFromSetupJson(setupText(2, 3, 0, {"Ana", "Ben"})), QString());
        QCOMPARE(table.apply(0, "draw"), QString());
        QVERIFY(!table.canUndo()); // the draw showed Ana a card
        QCOMPARE(table.apply(0, "insert 0"), QString());
        QVERIFY(table.canUndo()); // still Ana's turn, nothing new seen
        QCOMPARE(table.undo(), QString());
        QCOMPARE(table.match()->log().size(), std::size_t(1));
        QVERIFY(!table.canUndo()); // the draw before it stays
        QCOMPARE(table.apply(0, "insert 0"), QString());
        QCOMPARE(table.apply(0, "cover 0 0"), QString());
        QVERIFY(table.canUndo());
        QCOMPARE(table.apply(0, "done"), QString());
        QCOMPARE(table.seatsToAct(), QList<int>{1});
        QVERIFY(!table.canUndo()); // Ben holds the tablet now
        QCOMPARE(table.apply(1, "move 0 3"), QString());
        QVERIFY(table.canUndo()); // Ben's own step, in his turn
    }

    // A game that keeps the engine's default (the test game, the real-time ones) takes
    // nothing back.
    void aGameWithoutReversibleStepsHasNoUndo() {
        MatchSession table("testgame");
        table.setAutosave(false);
        QCOMPARE(table.startFromSetupJson(setupText(2, 9, 0, {"Ana", "Ben"})), QString());
        QCOMPARE(table.apply(0, table.legalActions(0).value(0)), QString());
        QVERIFY(!table.canUndo());
        QVERIFY(!table.undo().isEmpty());
        QCOMPARE(table.match()->log().size(), std::size_t(1));
    }

    // The bots' delay runs on the session's clock, like everything else timed in it: a
    // test steps it, the app runs it in real time.
    void botsWaitTheirDelayOnTheSessionsClock() {
        fc::realtime::ManualClock clock;
        MatchSession session;
        session.setAutosave(false);
        session.setClock(&clock);
        QCOMPARE(session.botDelayMs(), 800); // the app's pace
        QCOMPARE(session.start("testgame", twoBots()), QString());
        QSignalSpy applied(&session, &MatchSession::actionApplied);
        // Announced when a bot starts and when it finishes thinking (botThinking() itself
        // may already read false by then: the thread can finish before the test looks).
        QSignalSpy thinking(&session, &MatchSession::botThinkingChanged);
        QCOMPARE(clock.msToNext().value_or(-1), fc::realtime::Ms{800});
        clock.advance(799);
        QCOMPARE(thinking.count(), 0);
        clock.advance(1);
        QCOMPARE(thinking.count(), 1);                        // it thinks on a thread ...
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 20000); // ... and its move comes back
        // The next bot waits its own delay from that move, on the same clock.
        QCOMPARE(clock.msToNext().value_or(-1), fc::realtime::Ms{800});
        thinking.clear();
        clock.advance(799);
        QCOMPARE(thinking.count(), 0);
        QCOMPARE(applied.count(), 1);
    }

    // Turn-based bots think on the session's worker, as real-time tables' bots do: with an
    // inline one, a bot's move is in the moment its delay ends, no event loop involved.
    void turnBasedBotsThinkOnTheSessionsWorker() {
        fc::realtime::ManualClock clock;
        fc::realtime::InlineBotWorker inlineBots;
        MatchSession session;
        session.setAutosave(false);
        session.setClock(&clock);
        session.setBotWorker(&inlineBots);
        QCOMPARE(session.start("testgame", twoBots()), QString());
        QSignalSpy applied(&session, &MatchSession::actionApplied);
        clock.advance(799);
        QCOMPARE(applied.count(), 0);
        clock.advance(1);
        QCOMPARE(applied.count(), 1);
        QVERIFY(!session.botThinking());
        for (int step = 0; step < 10'000 && !session.over(); ++step)
            QVERIFY(clock.advanceToNext());
        QVERIFY(session.over());
        session.setBotWorker(nullptr); // back to the pool before the inline worker goes
    }

    // An answer that comes back after its match was replaced is dropped, and the new
    // match's bots are not held up by it.
    void aLateAnswerOfAReplacedMatchIsDroppedAndTheNewBotsGoOn() {
        fc::realtime::ManualClock clock;
        HeldBotWorker held;
        MatchSession session;
        session.setAutosave(false);
        session.setClock(&clock);
        session.setBotWorker(&held);
        QCOMPARE(session.start("testgame", twoBots()), QString());
        clock.advance(800);
        QCOMPARE(held.waiting(), std::size_t{1});
        QVERIFY(session.botThinking());
        QCOMPARE(session.start("testgame", twoBots()), QString()); // a new match meanwhile
        QSignalSpy applied(&session, &MatchSession::actionApplied);
        held.answerAll(); // the old match's bot answers late
        QCOMPARE(applied.count(), 0);
        QVERIFY(session.match()->log().empty());
        QVERIFY(!session.botThinking());
        clock.advance(800); // the new match's first bot
        QCOMPARE(held.waiting(), std::size_t{1});
        held.answerAll();
        QCOMPARE(applied.count(), 1);
        session.setBotWorker(nullptr);
    }

    void aWaitingBotMovesToAnotherClockWithTheTimeItHadLeft() {
        fc::realtime::ManualClock first;
        fc::realtime::ManualClock second(5000);
        MatchSession session;
        session.setAutosave(false);
        session.setClock(&first);
        QCOMPARE(session.start("testgame", twoBots()), QString());
        first.advance(300);
        session.setClock(&second);
        QCOMPARE(first.pending(), std::size_t{0});
        QCOMPARE(second.msToNext().value_or(-1), fc::realtime::Ms{500});
        session.setClock(nullptr); // back to real time; the ManualClocks may go
        QCOMPARE(second.pending(), std::size_t{0});
    }

    void pausedBotsWaitAndResumeWhenReleased() {
        fc::realtime::ManualClock clock;
        MatchSession session;
        session.setAutosave(false);
        session.setClock(&clock);
        session.setBotDelayMs(0);
        session.setBotsPaused(true);
        QCOMPARE(session.start("testgame", twoBots()), QString());
        QSignalSpy applied(&session, &MatchSession::actionApplied);
        // Bots with no delay would have moved by now; nobody moves behind a score sheet.
        QCOMPARE(clock.pending(), std::size_t{0});
        clock.advance(60'000);
        QCOMPARE(applied.count(), 0);
        QVERIFY(!session.botThinking());
        session.setBotsPaused(false);
        // Released, the bots play the game out: each move waits its (zero) delay on the
        // clock, then the bot's thinking on its thread.
        for (int moves = 0; !session.over(); ++moves) {
            QVERIFY2(moves < 10'000, "the test game ends");
            QCOMPARE(clock.msToNext().value_or(-1), fc::realtime::Ms{0});
            clock.advance(0);
            QTRY_COMPARE_WITH_TIMEOUT(applied.count(), moves + 1, 20000);
        }
        QVERIFY(applied.count() > 0);
        QCOMPARE(clock.pending(), std::size_t{0});
    }

    // One seed, one game: the app's bots (on their threads, after their delays) play move for
    // move what `foodcourt-cli demo` plays with the same setup (fc::autoplay), and a match
    // resumed from its autosave halfway plays on as if nobody had paused it.
    void aSeedPlaysTheSameGameInTheAppAndTheCli_data() {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QVariantMap>("setup");
        // Every registered game that waits for its bots (not real-time), with one seat more
        // than its fewest and its second bot strength.
        for (const fc::GameInfo& game : gameRegistry().all()) {
            if (game.timing == fc::Timing::RealTime || game.botStrengths.size() < 2)
                continue;
            const int players = std::min(game.maxPlayers, game.minPlayers + 1);
            const QString strength = QString::fromStdString(game.botStrengths[1]);
            QTest::newRow(game.id.c_str())
                << QString::fromStdString(game.id) << botsOnly(players, strength, 7);
        }
    }
    void aSeedPlaysTheSameGameInTheAppAndTheCli() {
        QFETCH(QString, gameId);
        QFETCH(QVariantMap, setup);
        const std::vector<fc::LoggedAction> cli = cliGame(gameId, setup);
        QVERIFY(cli.size() > 4);
        QFile::remove(MatchSession::autosavePath(gameId));

        fc::realtime::ManualClock clock;
        auto first = std::make_unique<MatchSession>();
        first->setClock(&clock);
        QCOMPARE(first->start(gameId, setup), QString());
        playBots(*first, clock, static_cast<int>(cli.size() / 2));
        const std::size_t half = first->match()->log().size();
        QCOMPARE(half, cli.size() / 2);
        first.reset(); // as if the app were closed mid-game

        MatchSession resumed;
        resumed.setClock(&clock);
        QCOMPARE(resumed.resume(gameId), QString());
        QCOMPARE(resumed.match()->log().size(), half);
        playBots(resumed, clock, static_cast<int>(cli.size()));
        QVERIFY(resumed.over());
        const std::vector<fc::LoggedAction>& app = resumed.match()->log();
        QCOMPARE(app.size(), cli.size());
        for (std::size_t i = 0; i < app.size(); ++i) {
            QCOMPARE(app[i].seat, cli[i].seat);
            QCOMPARE(QString::fromStdString(app[i].action), QString::fromStdString(cli[i].action));
        }
        QFile::remove(MatchSession::autosavePath(gameId));
    }

    void closingCancelsAWaitingBot() {
        fc::realtime::ManualClock clock;
        MatchSession session;
        session.setAutosave(false);
        session.setClock(&clock);
        QCOMPARE(session.start("testgame", twoBots()), QString());
        QCOMPARE(clock.pending(), std::size_t{1});
        session.close();
        QCOMPARE(clock.pending(), std::size_t{0});
        clock.advance(10'000);
        QVERIFY(!session.botThinking());
    }
};

QTEST_MAIN(TestMatchSession)
#include "tst_matchsession.moc"
