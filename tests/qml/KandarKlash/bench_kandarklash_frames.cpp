// foodcourt_bench_kandarklash_frames: how long the UI takes per frame on the Kandar Klash!
// table (4 cooks, 1280x800, offscreen software rendering) while four fingers drag four
// cards in four zones at once, against the same table idle. Each frame: (the fingers'
// moves delivered,) a scene update, sync and render, until the frame is swapped. Prints
// median, 95th percentile and worst frame; never fails on speed.
//
//   QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software foodcourt_bench_kandarklash_frames [frames]
#include "kandarklash_table.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QLineF>
#include <QPointingDevice>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QStandardPaths>
#include <QTest>
#include <QtMath>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <cstdio>
#include <vector>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_KandarKlashPlugin)

using fc::kandarklash_ui::KandarKlashTable;

namespace {

const char* kSetup = R"({"players":4,"seed":"9","startSeat":0,"options":{},"seats":[
    {"name":"A","bot":false,"strength":""},{"name":"B","bot":false,"strength":""},
    {"name":"C","bot":false,"strength":""},{"name":"D","bot":false,"strength":""}]})";

// Requests a frame and waits until it has been swapped; returns the time it took (ms).
double frame(QQuickView& view) {
    QElapsedTimer timer;
    timer.start();
    bool swapped = false;
    const auto connection =
        QObject::connect(&view, &QQuickWindow::frameSwapped, [&] { swapped = true; });
    view.update();
    while (!swapped)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
    QObject::disconnect(connection);
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// Delegates are found through the visual tree: their QObject parent is not the item
// they are shown in.
QQuickItem* findItem(QQuickItem* root, const QString& name) {
    if (root->objectName() == name)
        return root;
    for (QQuickItem* child : root->childItems()) {
        if (QQuickItem* found = findItem(child, name))
            return found;
    }
    return nullptr;
}

void report(const char* name, std::vector<double> times) {
    std::sort(times.begin(), times.end());
    const auto at = [&](double q) {
        return times[static_cast<std::size_t>(q * (times.size() - 1))];
    };
    std::printf("%-28s frames %4zu  median %6.2f ms  p95 %6.2f ms  worst %6.2f ms\n", name,
                times.size(), at(0.5), at(0.95), times.back());
}

} // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int frames = argc > 1 ? std::max(10, std::atoi(argv[1])) : 300;

    QQuickView view;
    view.engine()->addImportPath(QStringLiteral("qrc:/"));
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.resize(1280, 800);
    view.setSource(QUrl(QStringLiteral("qrc:/FoodCourt/KandarKlash/KandarKlashScreen.qml")));
    view.rootObject()->setProperty("soundOn", false);
    view.show();
    auto* table = view.rootObject()->property("table").value<KandarKlashTable*>();
    table->setAutosave(false);
    table->setCountdownMs(30);
    if (const QString error = table->startFromSetupJson(QString::fromUtf8(kSetup));
        !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    QElapsedTimer wait;
    wait.start();
    while (table->stage() != KandarKlashTable::Stage::Cooking && wait.elapsed() < 2000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    for (int i = 0; i < 20; ++i)
        frame(view); // warm up

    std::vector<double> idle;
    for (int i = 0; i < frames; ++i)
        idle.push_back(frame(view));

    // One finger on card 1 of each zone; the four circle over their mats together.
    QPointingDevice* device = QTest::createTouchDevice();
    std::vector<QPointF> starts;
    std::vector<QQuickItem*> cards;
    for (int seat = 0; seat < 4; ++seat) {
        QQuickItem* zone = findItem(view.rootObject(), QStringLiteral("zone%1").arg(seat));
        QQuickItem* card = zone ? findItem(zone, QStringLiteral("card%1").arg(seat + 1)) : nullptr;
        if (!card) {
            std::fprintf(stderr, "no card in zone %d\n", seat);
            return 1;
        }
        starts.push_back(card->mapToScene(QPointF(card->width() / 2, card->height() / 2)));
        cards.push_back(card);
    }
    auto press = QTest::touchEvent(&view, device);
    for (int i = 0; i < 4; ++i)
        press.press(i, starts[i].toPoint(), &view);
    press.commit();
    std::vector<double> dragging;
    for (int f = 0; f < frames; ++f) {
        const double angle = f * 0.15;
        auto move = QTest::touchEvent(&view, device);
        for (int i = 0; i < 4; ++i) {
            const QPointF p = starts[i] + QPointF(40 + 30 * qCos(angle), 30 * qSin(angle));
            move.move(i, p.toPoint(), &view);
        }
        QElapsedTimer timer;
        timer.start();
        move.commit();
        frame(view);
        dragging.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    // The figures count only if the fingers really carried their cards.
    int carried = 0;
    for (int i = 0; i < 4; ++i) {
        const QPointF now =
            cards[i]->mapToScene(QPointF(cards[i]->width() / 2, cards[i]->height() / 2));
        carried += QLineF(now, starts[i]).length() > 10 ? 1 : 0;
    }
    auto release = QTest::touchEvent(&view, device);
    for (int i = 0; i < 4; ++i)
        release.release(i, starts[i].toPoint(), &view);
    release.commit();

    std::printf("Kandar Klash! UI frame time, 4 cooks, 1280x800, offscreen (%s backend)\n",
                qgetenv("QT_QUICK_BACKEND").isEmpty() ? "default"
                                                      : qgetenv("QT_QUICK_BACKEND").constData());
    report("idle table", idle);
    report("four fingers dragging", dragging);
    std::printf("cards carried by their fingers: %d of 4\n", carried);
    return 0;
}
