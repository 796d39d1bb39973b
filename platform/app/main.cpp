// Food Court: the app's entry point. Parses the flags, starts the QML shell, and serves
// the headless tools (--screenshot with its layout audit, --audit of every view at every
// device size, --first-frame timing).
#include "auditrunner.h"
#include "autoplayrunner.h"
#include "commandline.h"
#include "screenshotrunner.h"

#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QUrl>
#include <cmath>
#include <cstdio>

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    const ParsedOptions parsed = parseCommandLine(arguments);
    if (!parsed.options) {
        std::fprintf(parsed.exitCode ? stderr : stdout, "%s\n", qPrintable(parsed.message));
        return parsed.exitCode;
    }
    const AppOptions& options = *parsed.options;

    // Both must be decided before the application object exists.
    if (options.headless() && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // The audit waits for thousands of frames, each asked for with update(): without Qt's
    // 5 ms pause before each (room to gather a live window's input) a run waits seconds less.
    if (options.audit && qEnvironmentVariableIsEmpty("QT_QPA_UPDATE_IDLE_TIME"))
        qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
    const double scale = options.effectiveScale();
    if (scale != 1.0)
        qputenv("QT_SCALE_FACTOR", QByteArray::number(scale));
    // Headless tools open games (--screen game, --audit) but must neither overwrite the
    // player's autosave nor change their settings: they get a throw-away home.
    QTemporaryDir toolHome;
    if (options.headless()) {
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(toolHome.filePath(QStringLiteral("config"))));
        qputenv("XDG_DATA_HOME", QFile::encodeName(toolHome.filePath(QStringLiteral("data"))));
    }

    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("FoodCourt"));
    QGuiApplication::setApplicationName(QStringLiteral("foodcourt"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Food Court"));
    QGuiApplication::setApplicationVersion(QStringLiteral(FOODCOURT_VERSION));
    QQuickStyle::setStyle(QStringLiteral("Basic"));

    QQmlApplicationEngine engine;
    // Our QML modules live under qrc:/FoodCourt/...; Qt 6.4 does not search qrc:/ itself.
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties({
        {QStringLiteral("languageOverride"), options.language},
        {QStringLiteral("startScreen"), options.screen},
        {QStringLiteral("startStall"), options.stall},
        {QStringLiteral("reduceMotionOverride"), options.headless()},
    });
    engine.load(QUrl(QStringLiteral("qrc:/FoodCourt/Shell/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window)
        return 1;
    // Rounded up, so a screenshot covers the requested pixels and is cropped to them.
    if (options.size.isValid())
        window->resize(int(std::ceil(options.size.width() / scale - 1e-6)),
                       int(std::ceil(options.size.height() / scale - 1e-6)));

    if (options.firstFrame) {
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [&sinceStart] {
                std::printf("first-frame-ms: %lld\n", static_cast<long long>(sinceStart.elapsed()));
                std::fflush(stdout);
                QCoreApplication::exit(0);
            },
            Qt::SingleShotConnection);
    } else if (!options.screenshot.isEmpty()) {
        new ScreenshotRunner(window, options.screenshot, options.size, &app);
    } else if (options.audit) {
        new AuditRunner(window,
                        {options.auditShots, options.auditAllowed, options.auditOnly,
                         options.auditOcr,
                         options.language.isEmpty() ? QStringLiteral("en") : options.language},
                        &app);
    } else if (options.autoplay) {
        new AutoplayRunner(window, options.stall, options.autoplaySeed, &app);
    }
    return app.exec();
}
