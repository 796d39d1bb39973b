// The device services: insets read from text and placed on a window, the QML-facing
// Device singleton (simulated insets, keeping the screen on, haptic requests, following
// the app into the background), and MatchSession holding its bots and saving while the
// app is in the background. The OS calls themselves are no-ops on the desktop.
#include "device.h"
#include "devicebridge.h"
#include "matchsession.h"

#include <QFile>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class TestDevice : public QObject {
    Q_OBJECT

  private:
    // Qt sends this when the OS moves the app to the background and back; tests send it
    // themselves (the offscreen platform has no background).
    static void enterState(Qt::ApplicationState state) {
        emit qGuiApp->applicationStateChanged(state);
    }

    static QVariantMap twoSeatSetup(bool secondIsBot) {
        const QVariantList seats = {
            QVariantMap{{"name", "Ana"}, {"bot", false}, {"strength", ""}},
            QVariantMap{{"name", "Ben"}, {"bot", secondIsBot}, {"strength", "random"}}};
        return {{"players", 2},
                {"seed", "7"},
                {"startSeat", 1},
                {"seats", seats},
                {"options", QVariantMap()}};
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void parsesInsetsInCssOrder_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QMarginsF>("insets");
        QTest::newRow("notch on top") << "47,0,34,0" << true << QMarginsF(0, 47, 0, 34);
        QTest::newRow("landscape") << " 0 , 47,21,47" << true << QMarginsF(47, 0, 47, 21);
        QTest::newRow("fractions") << "1.5,2,3,4" << true << QMarginsF(4, 1.5, 2, 3);
        QTest::newRow("three values") << "1,2,3" << false << QMarginsF();
        QTest::newRow("negative") << "0,-1,0,0" << false << QMarginsF();
        QTest::newRow("absurd") << "0,0,9000,0" << false << QMarginsF();
        QTest::newRow("words") << "top,0,0,0" << false << QMarginsF();
        QTest::newRow("empty") << "" << false << QMarginsF();
    }
    void parsesInsetsInCssOrder() {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QMarginsF, insets);
        const QMarginsF untouched(9, 9, 9, 9);
        QMarginsF parsed = untouched;
        QCOMPARE(fc::device::parseInsets(text, &parsed), ok);
        QCOMPARE(parsed, ok ? insets : untouched);
    }

    void windowKeepsOnlyTheInsetsItCovers() {
        const QRectF screen(0, 0, 400, 800);
        const QMarginsF notch(0, 47, 0, 34);
        // A full-screen window meets the whole notch and home indicator.
        QCOMPARE(fc::device::windowSafeInsets(notch, screen, screen), notch);
        // A window laid out below a 24 dp status bar needs 23 dp more at the top.
        QCOMPARE(fc::device::windowSafeInsets(notch, QRectF(0, 24, 400, 776), screen),
                 QMarginsF(0, 23, 0, 34));
        // A small window in the middle is clear of both.
        QCOMPARE(fc::device::windowSafeInsets(notch, QRectF(50, 100, 300, 500), screen),
                 QMarginsF());
    }

    void suspendedMeansBackground() {
        QVERIFY(fc::device::isSuspended(Qt::ApplicationSuspended));
        QVERIFY(fc::device::isSuspended(Qt::ApplicationHidden));
        // A desktop window losing focus is not a phone going to the background.
        QVERIFY(!fc::device::isSuspended(Qt::ApplicationInactive));
        QVERIFY(!fc::device::isSuspended(Qt::ApplicationActive));
    }

    void deviceSimulatesAndClearsInsets() {
        DeviceBridge device;
        QCOMPARE(device.safeAreaTop(), 0.0); // a desktop screen has no notch
        QSignalSpy changed(&device, &DeviceBridge::safeAreaChanged);
        device.simulateSafeArea(47, 1, 34, 2);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(device.safeAreaTop(), 47.0);
        QCOMPARE(device.safeAreaRight(), 1.0);
        QCOMPARE(device.safeAreaBottom(), 34.0);
        QCOMPARE(device.safeAreaLeft(), 2.0);
        device.simulateSafeArea(47, 1, 34, 2); // unchanged: no signal
        QCOMPARE(changed.count(), 1);
        device.simulateSafeArea(-1, -1, -1, -1);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(device.safeAreaTop(), 0.0);
        QCOMPARE(device.safeAreaBottom(), 0.0);
    }

    void deviceReadsInsetsFromTheEnvironment() {
        qputenv("FOODCOURT_SAFE_AREA", "30,0,20,0");
        DeviceBridge device;
        qunsetenv("FOODCOURT_SAFE_AREA");
        QCOMPARE(device.safeAreaTop(), 30.0);
        QCOMPARE(device.safeAreaBottom(), 20.0);
        qputenv("FOODCOURT_SAFE_AREA", "nonsense");
        DeviceBridge ignoring;
        qunsetenv("FOODCOURT_SAFE_AREA");
        QCOMPARE(ignoring.safeAreaTop(), 0.0);
    }

    void keepAwakeAndHaptics() {
        DeviceBridge device;
        QSignalSpy kept(&device, &DeviceBridge::screenKeptOnChanged);
        QSignalSpy haptics(&device, &DeviceBridge::hapticPlayed);
        QVERIFY(!device.screenKeptOn());
        device.keepAwake(true);
        device.keepAwake(true);
        QVERIFY(device.screenKeptOn());
        QCOMPARE(kept.count(), 1);
        device.keepAwake(false);
        QVERIFY(!device.screenKeptOn());
        QCOMPARE(kept.count(), 2);
        device.tap();
        device.tapError();
        QCOMPARE(haptics.count(), 2);
        QCOMPARE(haptics.at(0).at(0).toString(), QStringLiteral("tap"));
        QCOMPARE(haptics.at(1).at(0).toString(), QStringLiteral("error"));
    }

    void deviceFollowsTheAppIntoTheBackground() {
        DeviceBridge device;
        QSignalSpy changed(&device, &DeviceBridge::suspendedChanged);
        enterState(Qt::ApplicationInactive);
        QVERIFY(!device.suspended());
        enterState(Qt::ApplicationSuspended);
        QVERIFY(device.suspended());
        enterState(Qt::ApplicationHidden);
        QVERIFY(device.suspended());
        QCOMPARE(changed.count(), 1);
        enterState(Qt::ApplicationActive);
        QVERIFY(!device.suspended());
        QCOMPARE(changed.count(), 2);
    }

    void sessionHoldsBotsAndSavesInTheBackground() {
        QFile::remove(MatchSession::autosavePath(QStringLiteral("testgame")));
        MatchSession session;
        session.setBotDelayMs(20);
        QSignalSpy applied(&session, &MatchSession::actionApplied);
        enterState(Qt::ApplicationActive);
        // The bot (seat 1) starts; before its delay ends the app goes to the background.
        QCOMPARE(session.start(QStringLiteral("testgame"), twoSeatSetup(true)), QString());
        QVERIFY(QFile::remove(
            MatchSession::autosavePath(QStringLiteral("testgame")))); // written at the start
        enterState(Qt::ApplicationSuspended);
        QVERIFY2(QFile::exists(MatchSession::autosavePath(QStringLiteral("testgame"))),
                 "saved when suspended");
        QVERIFY(!session.botThinking());
        QTest::qWait(200); // ten times the bot's delay: nothing may happen meanwhile
        QCOMPARE(applied.count(), 0);
        // Back in front, the bot plays on.
        enterState(Qt::ApplicationActive);
        QTRY_VERIFY_WITH_TIMEOUT(applied.count() > 0, 20000);
        QCOMPARE(applied.first().at(0).toInt(), 1);
    }
};

QTEST_MAIN(TestDevice)

#include "tst_device.moc"
