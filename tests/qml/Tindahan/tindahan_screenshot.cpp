// foodcourt_tindahan_screenshot: renders the Tindahan screen offscreen to a PNG at a given size,
// after a seeded game (3 players by default: one human, two bots) has run for a while, so
// layouts can be looked at without a device.
//
//   QT_QPA_PLATFORM=offscreen foodcourt_tindahan_screenshot --size 1280x800 --out table.png
//       [--seed 7] [--plays 3] [--players 3] [--humans 1] [--finish-round | --finish-game]
//       [--pick-trump] [--settle 2500] [--lang de]
//
// --plays N: the human plays its first legal card N times (the bots answer in between).
// --finish-round: keep playing until the round's score screen shows.
// --finish-game: play every round and show the final ranking.
// --pick-trump: show the leader choosing a stall for the trump token.
// --humans 2: seats 0 and 1 are human (pass-and-play: the curtain shows between them, with
//   its recap of what happened since that player's turn).
// --take-back: end just after the human's next card, in its take-back grace (humans 2).
// --hint: end with "What can I do?" asked: its panel open, its card marked.
#include "tindahan_table.h"

#include "../support/screenshot_support.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_TindahanPlugin)

using fc::screenshot::waitFor;

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    QCommandLineParser args;
    args.addHelpOption();
    args.addOptions({{"size", "Window size WxH.", "size", "1280x800"},
                     {"lang", "Language: en fr es de nl it.", "code", "en"},
                     {"out", "PNG file to write.", "file", "tindahan.png"},
                     {"seed", "Game seed.", "seed", "7"},
                     {"plays", "Cards the human plays first.", "n", "2"},
                     {"players", "Players (3 to 5).", "n", "3"},
                     {"humans", "Human seats (1 or 2).", "n", "1"},
                     {"finish-round", "Play on until the round's scores show."},
                     {"finish-game", "Play every round, to the final ranking."},
                     {"pick-trump", "End in the leader's \"Move trump\" mode, if leading."},
                     {"take-back", "End in the take-back grace after one more card."},
                     {"hint", "End with \"What can I do?\" asked (on the human's turn)."},
                     // Offscreen, animations advance per rendered frame: big windows need longer.
                     {"settle", "Milliseconds to let animations settle.", "ms", "2500"}});
    args.process(app);
    const QSize size = fc::screenshot::parseSize(args.value("size"));
    if (!size.isValid())
        return 2;
    QTranslator translator;
    if (!fc::screenshot::installTranslation(translator, args.value("lang")))
        return 2;

    QQuickView view;
    QQuickItem* screen =
        fc::screenshot::loadScreen(view, size, "qrc:/FoodCourt/Tindahan/TindahanScreen.qml");
    if (!screen)
        return 1;
    screen->setProperty("botDelayMs", 0);
    screen->setProperty("soundOn", false);
    auto* table = screen->property("table").value<fc::tindahan_ui::TindahanTable*>();
    table->setAutosave(false);
    view.show();

    QVariant error;
    QMetaObject::invokeMethod(
        screen, "startNew", Q_RETURN_ARG(QVariant, error),
        Q_ARG(QVariant,
              fc::screenshot::setupJson(args.value("seed").toULongLong(),
                                        {"Ana", "Bayani", "Carmela", "Dado", "Esperanza"},
                                        std::clamp(args.value("players").toInt(), 3, 5),
                                        std::clamp(args.value("humans").toInt(), 1, 2), "medium")));
    if (!error.toString().isEmpty()) {
        std::fprintf(stderr, "startNew: %s\n", qPrintable(error.toString()));
        return 1;
    }

    // The human plays its first legal card; pass-and-play curtains are opened at once.
    auto playOnce = [&] {
        if (!waitFor([&] { return table->myTurn() || table->handoffSeat() >= 0 || table->over(); },
                     20000))
            return false;
        if (table->handoffSeat() >= 0)
            table->reveal();
        for (const QString& action : table->legalActions(table->viewSeat())) {
            if (action.startsWith(QLatin1String("play "))) {
                const bool played = table->playCard(action.mid(5)).isEmpty();
                if (table->takeBackOpen() && !args.isSet("take-back"))
                    table->passOn(); // the card stands: on to the next player
                return played;
            }
        }
        return false;
    };
    if (args.isSet("take-back"))
        table->setGraceMs(3600 * 1000); // the grace stays on screen however slow the run
    const int plays = args.value("plays").toInt();
    for (int i = 0; i < plays; ++i) {
        playOnce();
        if (table->takeBackOpen() && i + 1 < plays)
            table->passOn();
    }
    if (args.isSet("finish-round")) {
        while (screen->property("shownRound").toInt() < 0 && playOnce()) {
        }
    }
    if (args.isSet("finish-game")) {
        // Through every round: each score sheet is closed with its own button as it shows
        // (bots wait while it is up), the last one opening the final ranking.
        const auto sheetShown = [&] { return screen->property("shownRound").toInt() >= 0; };
        for (;;) {
            waitFor(
                [&] {
                    return table->myTurn() || table->handoffSeat() >= 0 || table->over() ||
                           sheetShown();
                },
                20000);
            if (sheetShown()) {
                auto* next = screen->findChild<QObject*>(QStringLiteral("continueButton"));
                QMetaObject::invokeMethod(next, "clicked");
                continue;
            }
            if (table->over() || !playOnce())
                break;
        }
    }
    // Let the bots answer, then the animations settle.
    waitFor(
        [&] {
            return table->myTurn() || table->handoffSeat() >= 0 || table->over() ||
                   table->takeBackOpen() || screen->property("shownRound").toInt() >= 0;
        },
        20000);
    if (args.isSet("pick-trump") && table->canMoveTrump())
        screen->setProperty("pickingTrump", true);
    if (args.isSet("hint"))
        QMetaObject::invokeMethod(screen, "askHint", Q_ARG(int, -1));
    waitFor([] { return false; }, args.value("settle").toInt());

    const QImage image = fc::screenshot::saveWindow(view, args.value("out"));
    if (image.isNull())
        return 1;
    std::printf("wrote %s (%dx%d)\n", qPrintable(args.value("out")), image.width(), image.height());
    return 0;
}
