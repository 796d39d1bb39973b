// foodcourt_kandarklash_screenshot: renders the Kandar Klash! table offscreen to a PNG at a
// given size and player count, with the cooks' tables laid out from the solver so that
// the picture shows real dishes:
//
//   QT_QPA_PLATFORM=offscreen foodcourt_kandarklash_screenshot --size 1280x800 --players 4
//       --out table.png [--scene build|stop|countdown|signal] [--seed 5] [--bots 1] [--lang es]
//
// build: every cook has laid part of the dish (cook i its first i+1 cards), cook 0 has
//   called "Siap!" with the whole dish.
// stop: the round has stopped: cook 0 right, cook 1 wrong (one card short), and for 4
//   cooks cook 2 right too; the last cook is choosing where the ketchup goes.
// countdown: the next customer being counted in.
// signal: the start signal ("Cook!") as the customer turns over, held for the picture.
// opening: a new game as the screen opens it (startNew), with the note that a tablet plays
//   better where the cooks are cramped.
// --bots N: the last N seats are (hard) bots.
// --hint SEAT: that cook has asked "What can I do?" in their zone (build scene).
#include "kandarklash_table.h"

#include "../support/screenshot_support.h"

#include "kandarklash/build_plan.h"
#include "kandarklash/content.h"
#include "kandarklash/solver.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QStandardPaths>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_KandarKlashPlugin)

using fc::kandarklash_ui::KandarKlashTable;
namespace kk = fc::kandarklash;

using fc::screenshot::waitFor;

namespace {

// Lays the first `count` cards of the solver's table for this round's dish.
void lay(KandarKlashTable& table, int seat, int count) {
    const int customer = table.customer().mid(1).toInt() - 1;
    const kk::Solution solution = kk::solveDish(kk::customerPattern(customer));
    const auto order = kk::buildOrder(solution.stack, {}).value_or(std::vector<kk::Action>{});
    for (int i = 0; i < count && i < static_cast<int>(order.size()); ++i) {
        kk::Action a = order[static_cast<std::size_t>(i)];
        a.stamp = table.roundTimeMs();
        const QString error = table.apply(seat, QString::fromStdString(kk::formatAction(a)));
        if (!error.isEmpty())
            std::fprintf(stderr, "seat %d: %s\n", seat, qPrintable(error));
    }
}

int cardsNeeded(KandarKlashTable& table) {
    const int customer = table.customer().mid(1).toInt() - 1;
    return kk::solveDish(kk::customerPattern(customer)).cards;
}

} // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // never touch the player's autosave
    QCommandLineParser args;
    args.addHelpOption();
    args.addOptions({{"size", "Window size WxH.", "size", "1280x800"},
                     {"players", "Cooks, 2-4.", "n", "4"},
                     {"bots", "How many of the last seats are bots.", "n", "0"},
                     {"scene", "build, stop, countdown, signal or opening.", "scene", "build"},
                     {"seed", "Match seed.", "seed", "5"},
                     {"hint", "The cook who asked \"What can I do?\".", "seat", "-1"},
                     {"out", "PNG file to write.", "file", "kandarklash.png"},
                     {"lang", "Language of the app's translations (en, fr, ...).", "code", "en"}});
    args.process(app);
    QTranslator translator;
    if (!fc::screenshot::installTranslation(translator, args.value("lang")))
        return 2;
    const QSize size = fc::screenshot::parseSize(args.value("size"));
    if (!size.isValid())
        return 2;
    const int players = args.value("players").toInt();
    const QString scene = args.value("scene");

    QQuickView view;
    QQuickItem* screen =
        fc::screenshot::loadScreen(view, size, "qrc:/FoodCourt/KandarKlash/KandarKlashScreen.qml");
    if (!screen)
        return 1;
    screen->setProperty("soundOn", false);
    view.show();
    auto* table = screen->property("table").value<KandarKlashTable*>();
    table->setAutosave(false);
    const bool opening = scene == QLatin1String("opening");
    table->setCountdownMs(scene == QLatin1String("countdown") || opening ? 600000 : 30);
    table->setRevealMs(600000);
    const bool signal = scene == QLatin1String("signal");
    if (signal) // the word shows for a moment in play; held here until the picture is taken
        table->setSignalHoldMs(600000);
    const QString setup = fc::screenshot::setupJson(args.value("seed").toULongLong(),
                                                    {"Aisyah", "Bala", "Chen", "Devi"}, players,
                                                    players - args.value("bots").toInt(), "hard");
    QVariant error;
    if (opening)
        QMetaObject::invokeMethod(screen, "startNew", Q_RETURN_ARG(QVariant, error),
                                  Q_ARG(QVariant, setup));
    else
        error = table->startFromSetupJson(setup);
    if (!error.toString().isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error.toString()));
        return 1;
    }
    if (signal) {
        waitFor([&] { return table->stage() == KandarKlashTable::Stage::Cooking; }, 2000);
    } else if (scene != QLatin1String("countdown") && !opening) {
        waitFor([&] { return table->stage() == KandarKlashTable::Stage::Cooking; }, 2000);
        const int needed = cardsNeeded(*table);
        const int humans = players - args.value("bots").toInt();
        if (scene == QLatin1String("build")) {
            for (int seat = 0; seat < humans; ++seat)
                lay(*table, seat, seat == 0 ? needed : seat + 1);
            table->claim(0, 0);
        } else {
            lay(*table, 0, needed);
            lay(*table, 1, needed - 1);
            if (players == 4)
                lay(*table, 2, needed);
            for (int seat = 0; seat < players - 1; ++seat)
                table->claim(seat, 0);
            waitFor([&] { return table->stage() == KandarKlashTable::Stage::Ketchup; }, 2000);
        }
    }
    if (const int asking = args.value("hint").toInt(); asking >= 0)
        QMetaObject::invokeMethod(screen, "askHint", Q_ARG(int, asking));
    waitFor([] { return false; }, 1200); // animations settle
    if (fc::screenshot::saveWindow(view, args.value("out")).isNull())
        return 1;
    std::printf("%s\n", qPrintable(args.value("out")));
    return 0;
}
