// Real-window journeys: the app's Main window on the real xcb platform (under Xvfb when
// run by ctest), one test row per game, each played by touch from the menu through
// setup and rules to the table and back (see journeys.h). Screenshots of every step go to
// $FOODCOURT_JOURNEY_DIR/<game>/NN-step.png. Settings and autosaves go to a throw-away
// home made before the application starts.
#include "journey.h"
#include "journeys.h"

#include <QDir>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace {
std::map<QString, JourneyFunction>& registry() {
    static std::map<QString, JourneyFunction> all; // made on first use: registrations run first
    return all;
}
} // namespace

JourneyRegistration::JourneyRegistration(const char* gameId, JourneyFunction play) {
    registry().emplace(QString::fromLatin1(gameId), play);
}

const std::map<QString, JourneyFunction>& journeys() {
    return registry();
}

namespace {

// QML warnings (binding errors, type errors) seen during a journey: each is a bug.
QStringList qmlWarnings;
QtMessageHandler previousHandler = nullptr;

void recordMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    const bool fromQml = (context.file && QByteArray(context.file).startsWith("qrc:/")) ||
                         message.startsWith(QLatin1String("qrc:/"));
    if (type >= QtWarningMsg && fromQml)
        qmlWarnings.append(message);
    previousHandler(type, context, message);
}

} // namespace

class TestJourneys : public QObject {
    Q_OBJECT

  private:
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow* window_ = nullptr;

    void run(const QString& game, JourneyFunction journeyFunction) {
        const QString root = qEnvironmentVariable("FOODCOURT_JOURNEY_DIR",
                                                  QStringLiteral(FOODCOURT_JOURNEY_DEFAULT_DIR));
        Journey journey(window_, game, QDir(root).filePath(game));
        try {
            journeyFunction(journey);
        } catch (const JourneyFailure& failure) {
            journey.failureShot(QString::fromStdString(failure.what()));
            QFAIL(failure.what());
        }
        journey.log(QStringLiteral("journey done in %1 s; pictures in %2")
                        .arg(journey.elapsedMs() / 1000.0, 0, 'f', 1)
                        .arg(journey.outputDir()));
        QVERIFY2(qmlWarnings.isEmpty(),
                 qPrintable(QStringLiteral("QML warnings during the journey:\n  ") +
                            qmlWarnings.join(QStringLiteral("\n  "))));
    }

  private slots:
    void initTestCase() {
        // The point of these tests: the real windowing system, not the offscreen one.
        QCOMPARE(QGuiApplication::platformName(), QStringLiteral("xcb"));
        previousHandler = qInstallMessageHandler(recordMessages);
    }

    void init() {
        qmlWarnings.clear();
        engine_ = std::make_unique<QQmlApplicationEngine>();
        engine_->addImportPath(QStringLiteral("qrc:/"));
        engine_->setInitialProperties({{QStringLiteral("languageOverride"), QStringLiteral("en")}});
        engine_->load(QUrl(QStringLiteral("qrc:/FoodCourt/Shell/Main.qml")));
        QVERIFY(!engine_->rootObjects().isEmpty());
        window_ = qobject_cast<QQuickWindow*>(engine_->rootObjects().constFirst());
        QVERIFY(window_);
        window_->show();
        window_->requestActivate();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
    }

    void cleanup() {
        window_ = nullptr;
        engine_.reset();
    }

    // One row per game; ctest runs one each: `tst_journeys play:wokup`.
    void play_data() {
        QTest::addColumn<QString>("game");
        for (const auto& [game, journey] : journeys())
            QTest::newRow(qPrintable(game)) << game;
    }
    void play() {
        QFETCH(QString, game);
        run(game, journeys().at(game));
    }
};

int main(int argc, char* argv[]) {
    // A throw-away home for the settings and the autosave, before anything reads the paths.
    QTemporaryDir home;
    if (!home.isValid())
        qFatal("cannot make a temporary home for the journeys");
    for (const char* variable :
         {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        qputenv(variable, QFile::encodeName(home.filePath(QString::fromLatin1(variable))));

    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("FoodCourt"));
    QGuiApplication::setApplicationName(QStringLiteral("foodcourt"));
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    TestJourneys test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_journeys.moc"
