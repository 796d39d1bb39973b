// foodcourt_kakilima_screenshot: renders the Kaki Lima screen offscreen to a PNG at a given
// size, after a seeded game has run for a while (the planner's moves), so layouts can be
// looked at without a device.
//
//   QT_QPA_PLATFORM=offscreen foodcourt_kakilima_screenshot --size 1080x2340 --out kl.png
//       [--seed 7] [--walker siti] [--plays 6] [--select] [--hint] [--finish] [--settle 1500]
//
// Without --walker the picker shows. --plays N: the start and N-1 walks, as the planner
// plays them. --select: the first playable card is chosen, so its reachable cards light up.
// --hint: the planner's hint is on show. --take: a card is walked to a stall whose orders
// are a choice, so the chooser shows (when the hand allows it). --finish: played to the end, the
// end sheet shows (with the par once the planner has played the deal).
#include "kakilima_table.h"

#include "kakilima/planner.h"

#include "../support/screenshot_support.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickView>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_KakiLimaPlugin)

namespace {

using fc::screenshot::waitFor;

QString setupJson(quint64 seed, const QString& walker) {
    const QString options =
        walker.isEmpty() ? QStringLiteral("{}") : QStringLiteral("{\"walker\":\"%1\"}").arg(walker);
    return QStringLiteral(
               "{\"players\":1,\"seed\":\"%1\",\"startSeat\":0,"
               "\"seats\":[{\"name\":\"Ana\",\"bot\":false,\"strength\":\"\"}],\"options\":%2}")
        .arg(seed)
        .arg(options);
}

// One planner move, applied straight to the match (the screen follows the table).
bool plannerMove(fc::kakilima_ui::KakiLimaTable& table, std::uint64_t seed) {
    if (table.over())
        return false;
    auto hint = fc::kakilima::hintFromView(table.match()->game().view(0), seed, {4, 4});
    return hint && table.apply(0, QString::fromStdString(hint->action)).isEmpty();
}

} // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    QCommandLineParser args;
    args.addHelpOption();
    args.addOptions({{"size", "Window size WxH.", "size", "1280x800"},
                     {"out", "PNG file to write.", "file", "kakilima.png"},
                     {"seed", "Game seed.", "seed", "7"},
                     {"walker", "Walker id (empty: the picker shows).", "id", ""},
                     {"plays", "Planner moves first (the start included).", "n", "0"},
                     {"select", "Select the first playable card."},
                     {"hint", "Show the planner's hint."},
                     {"take", "Show the choice of orders at a stall, if any card reaches one."},
                     {"finish", "Play to the end and show the end sheet."},
                     {"settle", "Milliseconds to let animations settle.", "ms", "1500"}});
    args.process(app);
    const QSize size = fc::screenshot::parseSize(args.value("size"));
    if (!size.isValid())
        return 2;

    QQuickView view;
    QQuickItem* screen =
        fc::screenshot::loadScreen(view, size, "qrc:/FoodCourt/KakiLima/KakiLimaScreen.qml");
    if (!screen)
        return 1;
    screen->setProperty("soundOn", false);
    screen->setProperty("reduceMotion", true);
    auto* table = screen->property("table").value<fc::kakilima_ui::KakiLimaTable*>();
    table->setAutosave(false);
    view.show();

    QVariant error;
    QMetaObject::invokeMethod(
        screen, "startNew", Q_RETURN_ARG(QVariant, error),
        Q_ARG(QVariant, setupJson(args.value("seed").toULongLong(), args.value("walker"))));
    if (!error.toString().isEmpty()) {
        std::fprintf(stderr, "startNew: %s\n", qPrintable(error.toString()));
        return 1;
    }
    const int plays = args.isSet("finish") ? 1000 : args.value("plays").toInt();
    for (int i = 0; i < plays && plannerMove(*table, 500 + std::uint64_t(i)); ++i) {
    }
    if (args.isSet("select")) {
        for (int row = 0; row < table->hand()->rowCount(); ++row) {
            if (table->tapCard(row).isEmpty())
                break;
        }
    }
    if (args.isSet("take")) {
        for (int row = 0; row < table->hand()->rowCount() && table->pendingEnd() < 0; ++row) {
            for (bool boosted : {false, true}) {
                if (!table->tapCard(row).isEmpty() || !table->setBoosted(boosted).isEmpty())
                    continue;
                for (int cell : fc::kakilima::kStallCells) {
                    if (table->map()
                            ->index(cell, 0)
                            .data(fc::kakilima_ui::MapModel::LitRole)
                            .toBool() &&
                        table->tapCell(cell).isEmpty() && table->pendingEnd() >= 0)
                        break;
                }
                if (table->pendingEnd() >= 0)
                    break;
                table->tapCard(row); // deselect
            }
        }
    }
    if (args.isSet("hint")) {
        table->requestHint();
        waitFor([&] { return !table->hintBusy(); }, 30000);
    }
    if (args.isSet("finish"))
        waitFor([&] { return !table->parBusy() && table->parScore() != table->kNoPar; }, 120000);
    waitFor([] { return false; }, args.value("settle").toInt());

    const QImage image = fc::screenshot::saveWindow(view, args.value("out"));
    if (image.isNull())
        return 1;
    std::printf("wrote %s (%dx%d)\n", qPrintable(args.value("out")), image.width(), image.height());
    return 0;
}
