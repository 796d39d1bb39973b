// foodcourt_kommegleich_screenshot: renders the Komme gleich! screen offscreen to a PNG at a
// given size, at a chosen moment of a seeded game (seat 0 human, the others medium bots),
// so layouts can be looked at without a device.
//
//   QT_QPA_PLATFORM=offscreen foodcourt_kommegleich_screenshot --size 1280x800 --out t.png
//       [--seed 7] [--players 4] [--lang de]
//       [--stage start|insert|serve|hint|served|other|ranking|curtain]
//       [--settle 1500]
//
// start: the start player's first step. insert: a drawn card waits beside the hand.
// serve: after covering an order. hint: the same with the hint shown. served: seat 0's
// first turn played out (its run on show, if it served one). other: seat 0 as
// another player (round 2). ranking: the game played out, the final ranking.
// curtain: two humans, the hand-off curtain between them.
#include "kommegleich_table.h"

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
Q_IMPORT_QML_PLUGIN(FoodCourt_KommeGleichPlugin)

using fc::kommegleich_ui::KommeGleichTable;

using fc::screenshot::waitFor;

namespace {

// Seat 0's plain policy, one step: draw into the front, cover the first order, discard
// the last card, serve the longest run or end the turn.
void playStep(KommeGleichTable& table) {
    const QString phase = table.phase();
    if (phase == QLatin1String("draw") || phase == QLatin1String("rearrange"))
        table.draw();
    else if (phase == QLatin1String("insert"))
        table.insertDrawn(0);
    else if (phase == QLatin1String("cover"))
        table.cover(0, 0);
    else if (phase == QLatin1String("discard"))
        table.discard(5);
    else if (const QVariantMap run = table.bestRun(); !run.isEmpty())
        table.serve(run.value("first").toInt(), run.value("last").toInt(),
                    run.value("rowSlot").toInt());
    else
        table.finishTurn();
}

} // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    QCommandLineParser args;
    args.addHelpOption();
    args.addOptions({{"size", "Window size WxH.", "size", "1280x800"},
                     {"lang", "Language: en fr es de nl it.", "code", "en"},
                     {"out", "PNG file to write.", "file", "kommegleich.png"},
                     {"seed", "Game seed.", "seed", "7"},
                     {"players", "Players (2 to 6).", "n", "4"},
                     {"stage", "start, insert, serve, hint, served, other, ranking or curtain.",
                      "stage", "start"},
                     // Offscreen, animations advance per rendered frame: big windows need longer.
                     {"settle", "Milliseconds to let animations settle.", "ms", "1500"}});
    args.process(app);
    const QSize size = fc::screenshot::parseSize(args.value("size"));
    if (!size.isValid())
        return 2;
    QTranslator translator;
    if (!fc::screenshot::installTranslation(translator, args.value("lang")))
        return 2;
    const QString stage = args.value("stage");

    QQuickView view;
    QQuickItem* screen =
        fc::screenshot::loadScreen(view, size, "qrc:/FoodCourt/KommeGleich/KommeGleichScreen.qml");
    if (!screen)
        return 1;
    screen->setProperty("botDelayMs", 0);
    screen->setProperty("soundOn", false);
    auto* table = screen->property("table").value<KommeGleichTable*>();
    table->setAutosave(false);
    view.show();

    const int humans = stage == QLatin1String("curtain") ? 2 : 1;
    QVariant error;
    QMetaObject::invokeMethod(
        screen, "startNew", Q_RETURN_ARG(QVariant, error),
        Q_ARG(QVariant, fc::screenshot::setupJson(
                            args.value("seed").toULongLong(),
                            {"Anneliese", "Bruno", "Charlotte", "Dieter", "Elfriede", "Friedrich"},
                            std::clamp(args.value("players").toInt(), 2, 6), humans, "medium")));
    if (!error.toString().isEmpty()) {
        std::fprintf(stderr, "startNew: %s\n", qPrintable(error.toString()));
        return 1;
    }

    const auto myStep = [&] { return table->myTurn() || table->over(); };
    if (stage == QLatin1String("insert")) {
        table->draw();
    } else if (stage == QLatin1String("serve") || stage == QLatin1String("hint") ||
               stage == QLatin1String("served")) {
        for (int i = 0; i < (stage == QLatin1String("served") ? 4 : 3); ++i)
            playStep(*table);
        if (stage == QLatin1String("hint"))
            QMetaObject::invokeMethod(screen, "showHint");
    } else if (stage == QLatin1String("other")) {
        // Seat 0's start turn, then the bots, until seat 0 acts as another player.
        while (waitFor(myStep, 20000) && !table->over() &&
               table->phase() != QLatin1String("rearrange"))
            playStep(*table);
    } else if (stage == QLatin1String("ranking")) {
        while (waitFor(myStep, 20000) && !table->over())
            playStep(*table);
        waitFor([&] { return screen->property("showRanking").toBool(); }, 5000);
    } else if (stage == QLatin1String("curtain")) {
        // Seat 0 plays its start turn; the curtain then asks for seat 1.
        table->reveal();
        for (int i = 0; i < 4 && table->handoffSeat() < 0; ++i)
            playStep(*table);
    }
    waitFor([] { return false; }, args.value("settle").toInt());

    const QImage image = fc::screenshot::saveWindow(view, args.value("out"));
    if (image.isNull())
        return 1;
    std::printf("wrote %s (%dx%d)\n", qPrintable(args.value("out")), image.width(), image.height());
    return 0;
}
