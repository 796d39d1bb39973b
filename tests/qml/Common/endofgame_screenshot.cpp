// foodcourt_endofgame_screenshot: renders a game's end-of-game screen offscreen to a PNG: the
// game's screen resumes a match that bots played to its end (FinishedMatch), so the end
// screen of any game can be looked at without playing one through.
//
//   QT_QPA_PLATFORM=offscreen foodcourt_endofgame_screenshot --game wokup --players 4
//       --size 1280x800 --out end.png [--seed 11] [--lang de] [--celebrate]
//
// --size is in dp: with QT_SCALE_FACTOR=2.6, --size 415x900 pictures a 1080x2340 phone.
#include "../support/finished_match.h"
#include "../support/screenshot_support.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QTranslator>

#include <cstdio>

using fc::screenshot::waitFor;

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    QCommandLineParser args;
    args.addHelpOption();
    args.addOptions({{"game", "Game id (tindahan, kommegleich, ...).", "id", "tindahan"},
                     {"size", "Window size WxH in dp.", "size", "1280x800"},
                     {"out", "PNG file to write.", "file", "end.png"},
                     {"seed", "Game seed.", "seed", "11"},
                     {"players", "Players.", "n", "4"},
                     {"lang", "Language of the app's translations (en, fr, ...).", "code", "en"},
                     {"celebrate", "Motion on: the picture shows the confetti falling."}});
    args.process(app);
    const QSize size = fc::screenshot::parseSize(args.value("size"));
    if (!size.isValid())
        return 2;
    QTranslator translator;
    if (!fc::screenshot::installTranslation(translator, args.value("lang")))
        return 2;

    // The built games' modules, "id:Module,..." from the list of games (CMake).
    QHash<QString, QString> modules;
    for (const QString& pair : QStringLiteral(FOODCOURT_GAME_TABLES).split(QLatin1Char(','))) {
        const QStringList parts = pair.split(QLatin1Char(':'));
        if (parts.size() == 2)
            modules.insert(parts[0], parts[1]);
    }
    const QString game = args.value("game");
    if (!modules.contains(game)) {
        std::fprintf(stderr, "--game: unknown game '%s'\n", qPrintable(game));
        return 2;
    }
    const QString save =
        FinishedMatch().saveJson(game, args.value("players").toInt(), args.value("seed").toInt(),
                                 {"Mei", "Bao", "Anneliese", "Hiroshi", "Ananya", "Tomás"});
    if (save.isEmpty()) {
        std::fprintf(stderr, "no finished %s match\n", qPrintable(game));
        return 1;
    }

    QQuickView view;
    const QByteArray url =
        QStringLiteral("qrc:/FoodCourt/%1/%1Screen.qml").arg(modules.value(game)).toLatin1();
    QQuickItem* screen = fc::screenshot::loadScreen(view, size, url.constData());
    if (!screen)
        return 1;
    screen->setProperty("soundOn", false);
    // The picture shows the end, not the confetti, unless asked.
    const bool celebrate = args.isSet("celebrate");
    screen->setProperty("reduceMotion", !celebrate);
    if (auto* table = screen->property("table").value<QObject*>())
        table->setProperty("autosave", false);
    view.show();

    QVariant error;
    QMetaObject::invokeMethod(screen, "resume", Q_RETURN_ARG(QVariant, error),
                              Q_ARG(QVariant, save));
    if (!error.toString().isEmpty()) {
        std::fprintf(stderr, "resume: %s\n", qPrintable(error.toString()));
        return 1;
    }
    // Laid out, the par (Kaki Lima) on its way; or the confetti halfway down.
    waitFor([] { return false; }, celebrate ? 1300 : 1500);

    const QImage image = fc::screenshot::saveWindow(view, args.value("out"));
    if (image.isNull())
        return 1;
    std::printf("wrote %s (%dx%d)\n", qPrintable(args.value("out")), image.width(), image.height());
    return 0;
}
