// Baseline for the start-up benchmark: an ApplicationWindow with one Button, built like
// the app (same build type, static QML module). Prints the time from main() to its
// first frame, in the same format as `foodcourt --first-frame`, then exits.
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(FoodCourt_BenchMinimalPlugin)

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QGuiApplication app(argc, argv);
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/FoodCourt/BenchMinimal/Main.qml")));
    auto* window = engine.rootObjects().isEmpty()
                       ? nullptr
                       : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window) {
        QTextStream(stderr) << "minimal window: Main.qml did not load\n";
        return 1;
    }
    QObject::connect(
        window, &QQuickWindow::frameSwapped, &app,
        [&] {
            QTextStream(stdout) << "first-frame-ms: " << sinceStart.elapsed() << '\n';
            // Leave through the event loop so teardown is the same as the app's.
            QTimer::singleShot(0, &app, &QCoreApplication::quit);
        },
        Qt::SingleShotConnection);
    return app.exec();
}
