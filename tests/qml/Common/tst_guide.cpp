// The guided first game's sequencing (fc::guide, Qt-free) and its hold on a MatchSession
// (GuideRunner as the session's MatchGuide): what matches a step, what moves it on, what a
// wrong action does (nothing), what Leave does (the bots stop), and that a guided match
// never reaches the save slot.
#include "guide_runner.h"
#include "guide_sequence.h"
#include "matchsession.h"
#include "save_slots.h"

#include "core/realtime/bot_worker.h"
#include "core/realtime/clock.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using fc::guide::actionMatches;
using fc::guide::Sequence;
using fc::guide::Step;

namespace {

// Tindahan, seed 7 (the Tindahan guide's deal): the learner at seat 0 holds D10 and D1;
// seats 1 and 2 are bots.
QString tindahanSetup() {
    return QStringLiteral(R"({"players":3,"seed":"7","startSeat":0,"options":{},"seats":[)"
                          R"({"name":"You","bot":false,"strength":""},)"
                          R"({"name":"Bot Ana","bot":true,"strength":"medium"},)"
                          R"({"name":"Bot Ben","bot":true,"strength":"medium"}]})");
}

QVariantList story() {
    return {QVariantMap{{"target", "hand"}, {"text", "read"}},
            QVariantMap{{"target", "card_D10"}, {"text", "lead"}, {"waitFor", "play D10"}},
            QVariantMap{{"target", "trick"}, {"text", "watch"}, {"waitFor", "seller"}, {"by", 2}},
            QVariantMap{{"target", "player_0"}, {"text", "won"}}};
}

} // namespace

class TestGuide : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void patternsMatchTheActionsWords_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("action");
        QTest::addColumn<bool>("matches");
        QTest::newRow("kind") << "play"
                              << "play D7" << true;
        QTest::newRow("exact") << "play D7"
                               << "play D7" << true;
        QTest::newRow("other card") << "play D7"
                                    << "play D1" << false;
        QTest::newRow("other kind") << "play"
                                    << "seller" << false;
        QTest::newRow("kind is the first word") << "D7"
                                                << "play D7" << false;
        QTest::newRow("words in order") << "walk to C3"
                                        << "walk 3 to C3 take kiah+raju" << true;
        QTest::newRow("words out of order") << "walk C3 to"
                                            << "walk 3 to C3" << false;
        QTest::newRow("a word, not a prefix") << "walk to C"
                                              << "walk 3 to C3" << false;
        QTest::newRow("alternatives") << "play | seller"
                                      << "seller" << true;
        QTest::newRow("real-time stamp skipped") << "siap"
                                                 << "@1520 siap" << true;
        QTest::newRow("empty pattern") << ""
                                       << "play D7" << false;
        QTest::newRow("empty action") << "play"
                                      << "" << false;
    }
    void patternsMatchTheActionsWords() {
        QFETCH(QString, pattern);
        QFETCH(QString, action);
        QFETCH(bool, matches);
        QCOMPARE(actionMatches(pattern.toStdString(), action.toStdString()), matches);
    }

    // Each kind of step moves on only its own way; nothing else moves it.
    void eachStepMovesOnItsOwnWay() {
        Sequence sequence({{Step::Read, "", fc::guide::kLearner},
                           {Step::Action, "play D10", fc::guide::kLearner},
                           {Step::Action, "seller", 2},
                           {Step::Condition, "", fc::guide::kLearner}},
                          0);
        QVERIFY(sequence.holdsBots()); // the learner reads
        QVERIFY(!sequence.conditionMet());
        QVERIFY(!sequence.actionApplied(0, "play D10"));
        QVERIFY(!sequence.admits(0, "play D10"));
        QVERIFY(sequence.next());
        QCOMPARE(sequence.index(), 1);

        QVERIFY(!sequence.holdsBots());
        QVERIFY(!sequence.next()); // an action step needs its action
        QVERIFY(!sequence.admits(0, "play D1"));
        QVERIFY(sequence.admits(0, "play D10"));
        QVERIFY(!sequence.admits(1, "play D10")); // another seat
        QVERIFY(!sequence.actionApplied(0, "play D1"));
        QVERIFY(!sequence.actionApplied(1, "play D10"));
        QCOMPARE(sequence.index(), 1);
        QVERIFY(sequence.actionApplied(0, "play D10"));

        QVERIFY(!sequence.admits(0, "seller")); // a bot's step admits no learner action
        QVERIFY(!sequence.actionApplied(1, "seller"));
        QVERIFY(sequence.actionApplied(2, "seller"));

        QVERIFY(!sequence.next());
        QVERIFY(sequence.conditionMet());
        QVERIFY(sequence.finished());
        QVERIFY(sequence.holdsBots());
        QVERIFY(!sequence.next());
        QVERIFY(!sequence.admits(0, "play D1"));
    }

    void leavingStopsEverything() {
        Sequence sequence({{Step::Action, "play", fc::guide::kLearner}}, 0);
        QVERIFY(!sequence.holdsBots());
        sequence.leave();
        QVERIFY(sequence.holdsBots());
        QVERIFY(!sequence.admits(0, "play D1"));
        QVERIFY(!sequence.actionApplied(0, "play D1"));
        QCOMPARE(sequence.index(), 0);
    }

    // A Condition step lets through what it allows, from the learner only, while it waits
    // for its state; a step may hold the bots while the learner acts (a real-time game's
    // first customer, where a bot would otherwise finish first).
    void conditionsAllowAndStepsHoldTheBots() {
        Sequence sequence({{Step::Condition, "", fc::guide::kLearner, "place | take", true},
                           {Step::Condition, "", fc::guide::kLearner},
                           {Step::Action, "siap", fc::guide::kLearner, "", true},
                           {Step::Action, "ketchup", 1}},
                          0);
        QVERIFY(sequence.holdsBots());
        QVERIFY(sequence.admits(0, "@900 place 1 r1 back at 6,7 under"));
        QVERIFY(sequence.admits(0, "@950 take 1"));
        QVERIFY(!sequence.admits(0, "@990 siap"));
        QVERIFY(!sequence.admits(1, "@990 place 1 r0 front at 7,7 over"));        // not the learner
        QVERIFY(!sequence.actionApplied(0, "@900 place 1 r1 back at 6,7 under")); // still waits
        QCOMPARE(sequence.index(), 0);
        QVERIFY(sequence.conditionMet());

        QVERIFY(!sequence.holdsBots()); // a Condition that does not hold them
        QVERIFY(!sequence.admits(0, "@1000 place 1 r0 front at 7,7 over")); // allows nothing
        QVERIFY(sequence.conditionMet());

        QVERIFY(sequence.holdsBots()); // an Action that holds them
        QVERIFY(sequence.admits(0, "@1200 siap"));
        QVERIFY(sequence.actionApplied(0, "@1200 siap"));
        QVERIFY(!sequence.holdsBots()); // the bot's own step
        QVERIFY(sequence.actionApplied(1, "@4100 ketchup at 7,8"));
        QVERIFY(sequence.finished());
    }

    // On a real table: the learner's wrong action is refused and changes nothing, the right
    // one moves the guide on, the bots play only when the guide lets them, Leave stops
    // them, and the stall's save slot is never written.
    void aGuideSteersItsSession() {
        fc::saves::remove(QStringLiteral("tindahan"));
        fc::realtime::ManualClock clock;
        fc::realtime::InlineBotWorker inlineBots;
        MatchSession table(QStringLiteral("tindahan"));
        table.setClock(&clock);
        table.setBotWorker(&inlineBots);
        GuideRunner runner;
        runner.setSteps(story());
        runner.setSession(&table);
        QCOMPARE(table.startFromSetupJson(tindahanSetup()), QString());
        QVERIFY(table.guided());
        QCOMPARE(runner.stepKind(), QStringLiteral("read"));

        // Reading: nothing moves, not even the learner's own card.
        QVERIFY(!table.apply(0, QStringLiteral("play D10")).isEmpty());
        QCOMPARE(table.match()->log().size(), std::size_t(0));
        QVERIFY(!runner.conditionMet());
        QVERIFY(runner.next());

        // The wrong card is refused with the guide's reason; the step stays.
        QSignalSpy moved(&runner, &GuideRunner::stepChanged);
        const QString refusal = table.apply(0, QStringLiteral("play D1"));
        QVERIFY(!refusal.isEmpty());
        QCOMPARE(table.lastError(), refusal);
        QCOMPARE(table.match()->log().size(), std::size_t(0));
        QCOMPARE(runner.stepIndex(), 1);
        QCOMPARE(moved.count(), 0);
        QVERIFY(!table.canUndo());

        QCOMPARE(table.apply(0, QStringLiteral("play D10")), QString());
        QCOMPARE(runner.stepIndex(), 2);
        QVERIFY(!table.canUndo()); // a guide's step is never taken back

        // The bots' step: they play on the clock until Bot Ben places his seller.
        for (int i = 0; i < 4 && runner.stepIndex() == 2; ++i) {
            QVERIFY(clock.msToNext().has_value());
            clock.advanceToNext();
        }
        QCOMPARE(runner.stepIndex(), 3);
        QCOMPARE(table.match()->log().size(), std::size_t(3));
        QVERIFY(!clock.msToNext().has_value()); // reading again: no bot waits

        // Leaving: the bots stop for good.
        QVERIFY(runner.next()); // finished: the bots hold
        QVERIFY(runner.finished());
        runner.leave();
        QVERIFY(runner.left());
        clock.advance(60000);
        QCOMPARE(table.match()->log().size(), std::size_t(3));
        QVERIFY(!table.apply(0, table.legalActions(0).value(0)).isEmpty());

        // Nothing of it went to the save slot.
        QVERIFY(!QFile::exists(fc::saves::pathFor(QStringLiteral("tindahan"))));

        // Unsteered, the table takes any move again, but the guide's match is still never
        // saved (the guide may go before its table, as when the screen closes).
        runner.setSession(nullptr);
        QVERIFY(!table.guided());
        QCOMPARE(table.apply(0, table.legalActions(0).value(0)), QString());
        QVERIFY(!QFile::exists(fc::saves::pathFor(QStringLiteral("tindahan"))));
        // A new match without a guide is an ordinary one, saved.
        QCOMPARE(table.startFromSetupJson(tindahanSetup()), QString());
        QCOMPARE(table.apply(0, QStringLiteral("play D1")), QString());
        QVERIFY(QFile::exists(fc::saves::pathFor(QStringLiteral("tindahan"))));
        fc::saves::remove(QStringLiteral("tindahan"));
    }

    // Leave in the middle of the bots' turn: the one waiting its delay never plays.
    void leavingHoldsAWaitingBot() {
        fc::realtime::ManualClock clock;
        fc::realtime::InlineBotWorker inlineBots;
        MatchSession table(QStringLiteral("tindahan"));
        table.setClock(&clock);
        table.setBotWorker(&inlineBots);
        GuideRunner runner;
        runner.setSteps(story());
        runner.setSession(&table);
        QCOMPARE(table.startFromSetupJson(tindahanSetup()), QString());
        QVERIFY(runner.next());
        QCOMPARE(table.apply(0, QStringLiteral("play D10")), QString());
        QVERIFY(clock.msToNext().has_value()); // Bot Ana waits her delay
        runner.leave();
        QVERIFY(!clock.msToNext().has_value());
        clock.advance(60000);
        QCOMPARE(table.match()->log().size(), std::size_t(1));
    }

    // A language change hands the same steps over again: the learner keeps their place.
    void retranslatedStepsKeepThePlace() {
        GuideRunner runner;
        runner.setSteps(story());
        QVERIFY(runner.next());
        QCOMPARE(runner.stepIndex(), 1);
        QVariantList again = story();
        QVariantMap first = again[1].toMap();
        first["text"] = "mener";
        again[1] = first;
        runner.setSteps(again);
        QCOMPARE(runner.stepIndex(), 1);
        QCOMPARE(runner.step().value("text").toString(), QStringLiteral("mener"));
        runner.setSteps(again.mid(0, 2)); // other steps: from the start
        QCOMPARE(runner.stepIndex(), 0);
    }
};

QTEST_MAIN(TestGuide)
#include "tst_guide.moc"
