// MatchSession: a refused start or action returns its reason, sets lastError and changes
// nothing (no signals, same view, same seats to act); an accepted action is applied and
// announced. Played on the engine's test-only game.
#include "matchsession.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

namespace {

QVariantMap twoHumans() {
    return {{"players", 2},
            {"seed", 42},
            {"startSeat", 0},
            {"seats", QVariantList{QVariantMap{{"name", "Ana"}}, QVariantMap{{"name", "Ben"}}}}};
}

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
        badBot["seats"] = QVariantList{QVariantMap{{"name", "Ana"}},
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

    void pausedBotsWaitAndResumeWhenReleased() {
        MatchSession session;
        session.setAutosave(false);
        session.setBotDelayMs(0);
        session.setBotsPaused(true);
        QVariantMap bots = twoHumans();
        bots["seats"] = QVariantList{QVariantMap{{"name", "A"}, {"bot", true}, {"strength", "random"}},
                                     QVariantMap{{"name", "B"}, {"bot", true}, {"strength", "random"}}};
        QCOMPARE(session.start("testgame", bots), QString());
        QSignalSpy applied(&session, &MatchSession::actionApplied);
        QTest::qWait(200);
        QCOMPARE(applied.count(), 0); // nobody moves behind a score sheet
        session.setBotsPaused(false);
        QTRY_VERIFY(session.over()); // released, the bots play the game out
        QVERIFY(applied.count() > 0);
    }
};

QTEST_MAIN(TestMatchSession)
#include "tst_matchsession.moc"
