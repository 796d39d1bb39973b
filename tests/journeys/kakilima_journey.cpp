// Kaki Lima: MCO Mode, the solo game, played to its end: choose the walker, tap a lit
// card by their house to start, then turn after turn tap a playable Langkah card (and now
// and then its booster) and one of the map cards it lights up, picking up orders when
// asked, until every order is delivered or the Langkah cards run out.
#include "journeys.h"
#include "shell_steps.h"

#include <algorithm>
#include <cstdlib>

namespace {

QString tableState(Journey& journey) {
    QObject* table = journey.table();
    return QStringLiteral("%1/%2/%3/%4/%5/%6/%7")
        .arg(table->property("phase").toString())
        .arg(table->property("position").toInt())
        .arg(table->property("drawCount").toInt())
        .arg(table->property("selectedRow").toInt())
        .arg(table->property("pendingEnd").toInt())
        .arg(table->property("boosted").toBool())
        .arg(table->property("message").toString());
}

QList<QQuickItem*> litCells(Journey& journey) {
    return journey.findAll([](QQuickItem* item) {
        return item->objectName().startsWith(QLatin1String("cell_")) &&
               (item->property("lit").toBool() || item->property("start").toBool());
    });
}

QList<int> intList(const QVariant& value) {
    QList<int> list;
    for (const QVariant& v : value.toList())
        list.append(v.toInt());
    if (list.isEmpty() && value.canConvert<QList<int>>())
        list = value.value<QList<int>>();
    return list;
}

// The map card a person heads for, read off the map: with orders in the bag, a card by a
// house waiting for one of them; with room in the bag, a stall where orders wait. Of the
// lit cards, the one nearest such a card (any, when there is none).
QQuickItem* bestCell(Journey& journey, const QList<QQuickItem*>& lit, int turn) {
    const QList<int> bag = intList(journey.tableValue("bag"));
    const QList<QQuickItem*> map = journey.findAll([](QQuickItem* item) {
        return item->objectName().startsWith(QLatin1String("cell_")) &&
               item->property("cell").isValid();
    });
    QList<int> targets;
    for (QQuickItem* cell : map) {
        const QList<int> doorFor = intList(cell->property("doorFor"));
        const bool delivers = std::any_of(doorFor.cbegin(), doorFor.cend(),
                                          [&](int character) { return bag.contains(character); });
        const bool picksUp = bag.size() < 2 &&
                             cell->property("kind").toString() == QLatin1String("stall") &&
                             !intList(cell->property("waiting")).isEmpty();
        if (delivers || picksUp)
            targets.append(cell->property("cell").toInt());
    }
    if (targets.isEmpty())
        return lit.at(turn % lit.size());
    const auto distance = [&](QQuickItem* cell) {
        const int at = cell->property("cell").toInt();
        int best = 100;
        for (int target : targets)
            best = std::min(best, std::abs(at % 6 - target % 6) + std::abs(at / 6 - target / 6));
        return best;
    };
    return *std::min_element(lit.cbegin(), lit.cend(), [&](QQuickItem* a, QQuickItem* b) {
        return distance(a) < distance(b);
    });
}

} // namespace

void kakiLimaJourney(Journey& journey) {
    const QString game = QStringLiteral("kakilima");
    startOnMenu(journey);
    openSetup(journey, game);
    visitRules(journey, game);
    startGame(journey);

    QObject* table = journey.table();
    auto over = [&] {
        const QString phase = table->property("phase").toString();
        return phase == QLatin1String("won") || phase == QLatin1String("lost");
    };
    auto walking = [&] {
        QQuickItem* board = journey.byName(QStringLiteral("board"));
        return board && board->property("walking").toBool();
    };

    // Who walks: the first character offered.
    QQuickItem* walker = journey.need(QStringLiteral("a walker to choose"), [](QQuickItem* item) {
        return item->objectName().startsWith(QLatin1String("walker_")) &&
               item->property("characterId").isValid();
    });
    journey.tap(walker, QStringLiteral("walker %1").arg(walker->property("name").toString()));
    journey.waitFor([&] { return table->property("phase").toString() == QLatin1String("start"); },
                    QStringLiteral("the start cards to light up"), 10000);
    journey.shot(QStringLiteral("choose-a-start"));
    QList<QQuickItem*> starts = litCells(journey);
    if (starts.isEmpty())
        journey.fail(QStringLiteral("no start card lit by the walker's house"));
    journey.tap(starts.constFirst(),
                QStringLiteral("start card %1").arg(starts.constFirst()->objectName()));
    journey.waitFor([&] { return table->property("position").toInt() >= 0; },
                    QStringLiteral("the walker on the map"), 10000);
    journey.shot(QStringLiteral("walker-on-the-map"));

    int turns = 0, taps = 0;
    QList<int> deadCards; // rows whose card reaches nothing this turn
    int deadAtDraw = -1;
    bool boostedOnce = false, hintShown = false;
    int steps = 0; // bounded in steps, not seconds: a loaded machine is slow, not stuck
    while (!over()) {
        if (++steps > 500)
            journey.fail(QStringLiteral("the game did not end within 500 steps"));
        if (QQuickItem* chooser = journey.byName(QStringLiteral("takeChooser"))) {
            journey.shot(QStringLiteral("which-orders"));
            const QString before = tableState(journey);
            journey.tap(journey.findIn(chooser,
                                       [](QQuickItem* item) {
                                           return item->objectName() == QLatin1String("take_0");
                                       }),
                        QStringLiteral("the first pick-up choice"));
            ++taps;
            journey.waitFor([&] { return tableState(journey) != before; },
                            QStringLiteral("the orders to be taken"), 10000);
            continue;
        }
        if (walking()) {
            journey.waitFor([&] { return !walking(); }, QStringLiteral("the walk"), 20000);
            continue;
        }
        if (table->property("drawCount").toInt() != deadAtDraw) {
            deadCards.clear();
            deadAtDraw = table->property("drawCount").toInt();
        }
        if (!hintShown && turns == 2) {
            // Ask the planner once, as a stuck player would, and read its advice.
            journey.tap(journey.needName(QStringLiteral("hintButton")),
                        QStringLiteral("What can I do?"));
            journey.waitFor([&] { return !table->property("hintText").toString().isEmpty(); },
                            QStringLiteral("the planner's hint"), 30000);
            journey.shot(QStringLiteral("hint"));
            // "Got it": the panel goes, the planner's marks stay on the map and the hand.
            journey.tap(journey.needName(QStringLiteral("hintCloseButton")),
                        QStringLiteral("Got it"));
            hintShown = true;
        }

        const int selected = table->property("selectedRow").toInt();
        if (selected < 0) {
            const QList<QQuickItem*> playable = journey.findAll([&](QQuickItem* item) {
                return item->objectName().startsWith(QLatin1String("handCard_")) &&
                       item->property("playable").toBool() &&
                       !deadCards.contains(item->property("index").toInt());
            });
            if (playable.isEmpty())
                journey.fail(QStringLiteral("no Langkah card can walk anywhere, but the game "
                                            "is not over"));
            QQuickItem* card = playable.at(turns % playable.size());
            const QString before = tableState(journey);
            journey.tap(card, QStringLiteral("Langkah card %1 (%2 steps)")
                                  .arg(card->property("index").toInt())
                                  .arg(card->property("number").toInt()));
            ++taps;
            journey.waitFor([&] { return tableState(journey) != before; },
                            QStringLiteral("the card to be chosen"), 10000);
            continue;
        }
        if (!boostedOnce && table->property("canBoost").toBool()) {
            const QString before = tableState(journey);
            journey.tap(journey.needName(QStringLiteral("boostButton")), QStringLiteral("Boost"));
            ++taps;
            journey.waitFor([&] { return tableState(journey) != before; },
                            QStringLiteral("the boost"), 10000);
            boostedOnce = true;
            journey.shot(QStringLiteral("boosted"));
            continue;
        }
        const QList<QQuickItem*> cells = litCells(journey);
        if (cells.isEmpty()) {
            // This card reaches no card: put it back and try another.
            deadCards.append(selected);
            const QString before = tableState(journey);
            journey.tap(journey.needName(QStringLiteral("handCard_%1").arg(selected)),
                        QStringLiteral("the card back (it reaches nothing)"));
            ++taps;
            journey.waitFor([&] { return tableState(journey) != before; },
                            QStringLiteral("the card to be put back"), 10000);
            continue;
        }
        if (turns < 2)
            journey.shot(QStringLiteral("cards-lit"));
        QQuickItem* cell = bestCell(journey, cells, turns);
        const QString before = tableState(journey);
        journey.tap(cell, QStringLiteral("map card %1").arg(cell->objectName().mid(5)));
        ++taps;
        ++turns;
        journey.waitFor([&] { return tableState(journey) != before || walking(); },
                        QStringLiteral("the walk to begin"), 10000);
        if (turns <= 3 || turns % 5 == 0) {
            journey.waitFor([&] { return !walking(); }, QStringLiteral("the walk"), 20000);
            journey.shot(QStringLiteral("turn-%1").arg(turns));
        }
    }
    journey.log(QStringLiteral("game over (%1) after %2 turns and %3 taps")
                    .arg(table->property("phase").toString())
                    .arg(turns)
                    .arg(taps));
    QQuickItem* sheet = journey.needName(QStringLiteral("endSheet"), 20000);
    journey.shot(QStringLiteral("end-%1").arg(table->property("phase").toString()));
    QQuickItem* done = journey.findIn(sheet, [](QQuickItem* item) {
        return item->objectName() == QLatin1String("endMenuButton");
    });
    leaveToMenu(journey, done, game, false);
}

const JourneyRegistration registered("kakilima", kakiLimaJourney);
