// The Android back key and Escape act like the on-screen Back: one screen back in the shell
// and out of a game to the menu. On the menu the back key stays unhandled, so Android
// closes the app as usual. Drives the real Main window (the QML modules are linked in as in
// the app) with key events; settings and autosaves go to a throw-away place.
#include <QKeyEvent>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>

class TestBackKey : public QObject {
    Q_OBJECT

  private:
    QQmlApplicationEngine* engine_ = nullptr;
    QQuickWindow* window_ = nullptr;

    int depth() const { return window_->property("screenDepth").toInt(); }
    // Sends a key press as the OS would; returns whether the app handled it.
    bool press(Qt::Key key) {
        QKeyEvent event(QEvent::KeyPress, key, Qt::NoModifier);
        QCoreApplication::sendEvent(window_, &event);
        QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier);
        QCoreApplication::sendEvent(window_, &release);
        return event.isAccepted();
    }
    bool call(const char* function, const QVariant& argument) {
        QVariant result;
        QMetaObject::invokeMethod(window_, function, Q_RETURN_ARG(QVariant, result),
                                  Q_ARG(QVariant, argument));
        return result.toBool();
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QQuickStyle::setStyle(QStringLiteral("Basic"));
        engine_ = new QQmlApplicationEngine(this);
        engine_->addImportPath(QStringLiteral("qrc:/"));
        engine_->setInitialProperties({{QStringLiteral("languageOverride"), QStringLiteral("en")},
                                       {QStringLiteral("reduceMotionOverride"), true}});
        engine_->load(QUrl(QStringLiteral("qrc:/FoodCourt/Shell/Main.qml")));
        QVERIFY(!engine_->rootObjects().isEmpty());
        window_ = qobject_cast<QQuickWindow*>(engine_->rootObjects().constFirst());
        QVERIFY(window_);
        window_->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window_));
    }

    void init() {
        QVERIFY(call("openScreen", QStringLiteral("menu")));
        QCOMPARE(depth(), 1);
    }

    void backKeyReturnsFromShellScreens_data() {
        QTest::addColumn<QString>("screen");
        QTest::addColumn<int>("key");
        for (const char* screen : {"settings", "about", "rules", "setup"}) {
            QTest::addRow("%s, back key", screen)
                << QString::fromLatin1(screen) << int(Qt::Key_Back);
            QTest::addRow("%s, Escape", screen)
                << QString::fromLatin1(screen) << int(Qt::Key_Escape);
        }
    }
    void backKeyReturnsFromShellScreens() {
        QFETCH(QString, screen);
        QFETCH(int, key);
        QVERIFY(call("openScreen", screen));
        QCOMPARE(depth(), 2);
        QVERIFY(press(Qt::Key(key)));
        QTRY_COMPARE_WITH_TIMEOUT(depth(), 1, 20000);
    }

    void backKeyLeavesAGame() {
        QVERIFY(call("selectStall", QStringLiteral("tindahan")));
        QVERIFY(call("openScreen", QStringLiteral("game")));
        // The game's screen loads (a while on a busy machine) and stays.
        QTRY_VERIFY_WITH_TIMEOUT(window_->property("activeGame").value<QObject*>() != nullptr,
                                 20000);
        QCOMPARE(depth(), 2);
        QVERIFY(press(Qt::Key_Back));
        QTRY_COMPARE_WITH_TIMEOUT(depth(), 1, 20000);
    }

    void backKeyOnTheMenuIsLeftToTheSystem() {
        QVERIFY(!press(Qt::Key_Back)); // Android then closes the app
        QCOMPARE(depth(), 1);
    }
};

QTEST_MAIN(TestBackKey)

#include "tst_backkey.moc"
