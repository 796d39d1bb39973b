// Qt Quick Test runner for quick/tst_*.qml. The app's QML modules are static libraries
// whose plugins register themselves through the `...plugin` targets linked in CMake (as in
// the app); their files live under qrc:/. Settings and autosaves go to a throw-away place
// so tests neither read nor change a player's real preferences. FoodCourt.Testing gives
// the tests FinishedMatch: a save of a match played to its end, and ManualClock to step a
// table's bots. Read-aloud speaks into a
// fake engine once a test calls speechLog.install(ReadAloud); it reads the lines as
// `speechLog.said`. ManualClock (FoodCourt.Testing, test_clock.h) steps a real-time table.
#include "finished_match.h"
#include "read_aloud.h"
#include "test_clock.h"

#include <QCoreApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQuickTest>

// What read-aloud said in a test: "<language code>: <text>" per line, and how often it
// was cut off.
class SpeechLog : public QObject {
    Q_OBJECT
    Q_PROPERTY(QStringList said MEMBER said NOTIFY changed)
    Q_PROPERTY(int stops MEMBER stops NOTIFY changed)

  public:
    QStringList said;
    int stops = 0;
    // Puts ReadAloud (the QML singleton) on a fake engine that writes here.
    Q_INVOKABLE void install(QObject* readAloud);
    void append(const QString& line) {
        said.append(line);
        emit changed();
    }
    void stopped() {
        ++stops;
        emit changed();
    }
    Q_INVOKABLE void clear() {
        said.clear();
        stops = 0;
        emit changed();
    }

  signals:
    void changed();
};

// A speech engine that writes into a SpeechLog.
class FakeSpeech : public SpeechEngine {
  public:
    explicit FakeSpeech(SpeechLog* log) : log_(log) {}
    bool hasVoiceFor(const QLocale& locale) override {
        return locale.language() != QLocale::Dutch; // a device with no Dutch voice
    }
    void say(const QString& text, const QLocale& locale) override {
        log_->append(QLocale::languageToCode(locale.language()) + QStringLiteral(": ") + text);
    }
    void stop() override { log_->stopped(); }

  private:
    SpeechLog* log_;
};

void SpeechLog::install(QObject* readAloud) {
    if (auto* target = qobject_cast<ReadAloud*>(readAloud))
        target->setEngine(std::make_unique<FakeSpeech>(this));
}

class QuickTestSetup : public QObject {
    Q_OBJECT

  public:
    QuickTestSetup() {
        // Before the application exists, so QSettings and QStandardPaths pick it up.
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home_.filePath("config")));
        qputenv("XDG_DATA_HOME", QFile::encodeName(home_.filePath("data")));
    }

  public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FoodCourtTests"));
        QQuickStyle::setStyle(QStringLiteral("Basic")); // as the app
        FinishedMatch::registerType();
        TestClock::registerType(); // ManualClock in FoodCourt.Testing
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        TestClock::registerType();
        engine->rootContext()->setContextProperty(QStringLiteral("speechLog"), &speech_);
    }

  private:
    QTemporaryDir home_;
    SpeechLog speech_;
};

QUICK_TEST_MAIN_WITH_SETUP(foodcourt_quick, QuickTestSetup)

#include "tst_quick_main.moc"
