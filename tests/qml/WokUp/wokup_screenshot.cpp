// foodcourt_wokup_screenshot: renders the Wok Up table offscreen to a PNG at a given size,
// after a seeded game has run until the wok holds a few tokens and claims are open, so the
// layout can be looked at without a device. Seat 0 is human (its throws are made for it
// when its short timeout runs out); the others are bots.
//
//   QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software foodcourt_wokup_screenshot
//       --size 2560x1600 --players 4 --out table.png [--seed 3] [--tokens 6] [--lang fr]
//       [--stage settling|claiming|result|countdown] [--hint]
// --hint: "What can I do?" asked once the stage is reached.
// The picture is taken once the table reaches the stage (with at least --tokens on the
// table for settling and claiming); the clock is then paused so it holds still.
#include "wokup_table.h"

#include "../support/screenshot_support.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_WokUpPlugin)

using fc::screenshot::waitFor;

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    QCommandLineParser args;
    args.addHelpOption();
    args.addOptions({{"size", "Window size WxH.", "size", "1280x800"},
                     {"out", "PNG file to write.", "file", "wokup.png"},
                     {"seed", "Game seed.", "seed", "3"},
                     {"players", "Players (2 to 6).", "n", "4"},
                     {"tokens", "Tokens on the table before the picture.", "n", "6"},
                     {"lang", "Language of the app's translations (en, fr, ...).", "code", "en"},
                     {"stage", "The table's stage to picture.", "stage", "settling"},
                     {"hint", "Ask \"What can I do?\" once the stage is reached."}});
    args.process(app);
    const QSize size = fc::screenshot::parseSize(args.value("size"));
    if (!size.isValid())
        return 2;
    QTranslator translator;
    if (translator.load(QStringLiteral(":/i18n/foodcourt_%1.qm").arg(args.value("lang"))))
        QCoreApplication::installTranslator(&translator);

    QQuickView view;
    QQuickItem* screen =
        fc::screenshot::loadScreen(view, size, "qrc:/FoodCourt/WokUp/WokUpScreen.qml");
    if (!screen)
        return 1;
    screen->setProperty("soundOn", false);
    auto* table = screen->property("table").value<fc::wokup_ui::WokUpTable*>();
    table->setAutosave(false);
    // A quick pace: the human's throws are made for it, nobody waits long.
    table->setProperty("countdownStepMs", 150);
    table->setProperty("throwTimeoutMs", 400);
    table->setProperty("claimTimeoutMs", 700);
    table->setProperty("resultMs", 400);
    view.show();

    QVariant error;
    QMetaObject::invokeMethod(
        screen, "startNew", Q_RETURN_ARG(QVariant, error),
        Q_ARG(QVariant, fc::screenshot::setupJson(
                            args.value("seed").toULongLong(),
                            {"Mei", "Bao", "Lin", "Hiroshi", "Ananya", "Tomás"},
                            std::clamp(args.value("players").toInt(), 2, 6), 1, "medium")));
    if (!error.toString().isEmpty()) {
        std::fprintf(stderr, "startNew: %s\n", qPrintable(error.toString()));
        return 1;
    }
    const int tokens = args.value("tokens").toInt();
    const QString stage = args.value("stage");
    const bool countTokens =
        stage == QLatin1String("settling") || stage == QLatin1String("claiming");
    const bool ready = waitFor(
        [&] {
            return table->stage() == stage &&
                   (!countTokens || table->tokens()->rowCount() >= tokens);
        },
        60000);
    if (!ready)
        std::fprintf(stderr, "the table did not reach %s in time; picturing it as it is\n",
                     qPrintable(stage));
    table->setPaused(true); // hold the picture still while the tokens finish sliding
    if (args.isSet("hint"))
        QMetaObject::invokeMethod(screen, "askHint", Q_ARG(int, -1));
    waitFor([] { return false; }, stage == QLatin1String("result") ? 350 : 1500);

    const QImage image = fc::screenshot::saveWindow(view, args.value("out"));
    if (image.isNull())
        return 1;
    std::printf("wrote %s (%dx%d), %d tokens, stage %s\n", qPrintable(args.value("out")),
                image.width(), image.height(), table->tokens()->rowCount(),
                qPrintable(table->stage()));
    return 0;
}
