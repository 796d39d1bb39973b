// Tindahan: a look at the guided first game (Learn to play, left at its second coach
// mark), then two people and a bot. Each person takes the tablet behind the hand-off
// curtain, plays a legal card (tapped), places a seller and moves the trump token once
// when the table offers it, until the first round's score sheet shows.
#include "journeys.h"
#include "shell_steps.h"

namespace {

// A move landed: the table's turn, view or hand changed (or an overlay came up).
QString tableState(Journey& journey) {
    QObject* table = journey.table();
    return QStringLiteral("%1/%2/%3/%4/%5/%6")
        .arg(table->property("seatToAct").toInt())
        .arg(table->property("viewSeat").toInt())
        .arg(table->property("handoffSeat").toInt())
        .arg(journey.byNamePrefix(QStringLiteral("card_")).size())
        .arg(table->property("trumpFruit").toInt())
        .arg(table->property("ledFruit").toInt());
}

// Every card of the shown hand must be on screen: a person cannot play a card they do
// not see.
void checkHandShown(Journey& journey) {
    const QRectF window(0, 0, journey.window()->width(), journey.window()->height());
    for (QQuickItem* card : journey.byNamePrefix(QStringLiteral("card_"))) {
        const QRectF shown = card->mapRectToScene(QRectF(0, 0, card->width(), card->height()));
        if (!window.adjusted(-1, -1, 1, 1).contains(shown)) {
            QQuickItem* grid = journey.byName(QStringLiteral("hand"));
            journey.fail(QStringLiteral("the hand's %1 is drawn off screen at (%2, %3) (%4 cards; "
                                        "the hand is %5 wide, cells %6)")
                             .arg(card->objectName())
                             .arg(shown.x())
                             .arg(shown.y())
                             .arg(journey.byNamePrefix(QStringLiteral("card_")).size())
                             .arg(grid ? grid->width() : -1, 0, 'g', 17)
                             .arg(grid ? grid->property("cellWidth").toReal() : -1, 0, 'g', 17));
        }
    }
}

} // namespace

void tindahanJourney(Journey& journey) {
    const QString game = QStringLiteral("tindahan");
    startOnMenu(journey);
    learnToPlay(journey, game);
    openSetup(journey, game);
    visitRules(journey, game);
    chooseSeat(journey, 2, QStringLiteral("Bot: Medium"));
    journey.shot(QStringLiteral("setup-two-people-and-a-bot"));
    startGame(journey);

    QObject* table = journey.table();
    auto sheet = [&] { return journey.byName(QStringLiteral("scoreBreakdown")); };
    int moves = 0, curtains = 0;
    bool sellerPlaced = false, trumpMoved = false;
    int steps = 0; // bounded in steps, not seconds: a loaded machine is slow, not stuck
    while (!sheet()) {
        if (++steps > 400)
            journey.fail(QStringLiteral("the first round did not end within 400 steps"));
        if (passCurtain(journey, curtains < 2)) {
            if (curtains++ < 2)
                journey.shot(
                    QStringLiteral("hand-of-%1").arg(table->property("viewSeat").toInt() + 1));
            continue;
        }
        if (!table->property("myTurn").toBool()) {
            journey.waitFor(
                [&] {
                    return sheet() || table->property("myTurn").toBool() ||
                           journey.byName(QStringLiteral("handoffCurtain"));
                },
                QStringLiteral("the bot's move"), 30000);
            continue;
        }

        // As a person does: look once the cards have come to rest (a card just played
        // still fades out under the finger for a moment).
        journey.settle();
        if (!table->property("myTurn").toBool() || sheet())
            continue;
        checkHandShown(journey);
        const QString before = tableState(journey);
        QString step;
        if (!trumpMoved && moves >= 2 && table->property("canMoveTrump").toBool()) {
            journey.tap(journey.needName(QStringLiteral("moveTrumpButton")),
                        QStringLiteral("Move trump"));
            // The stalls that may take the token light up; tap the first of them.
            QQuickItem* stall =
                journey.need(QStringLiteral("a stall to move the trump to"), [](QQuickItem* item) {
                    return item->objectName().startsWith("stall_") &&
                           item->property("pickable").toBool();
                });
            journey.shot(QStringLiteral("picking-a-trump-stall"));
            journey.tap(stall, QStringLiteral("stall %1 for the trump").arg(stall->objectName()));
            trumpMoved = true;
            step = QStringLiteral("trump-moved");
        } else if (!sellerPlaced && moves >= 1 && table->property("canPlaceSeller").toBool()) {
            journey.tap(journey.needName(QStringLiteral("placeSellerButton")),
                        QStringLiteral("Place a seller"));
            sellerPlaced = true;
            step = QStringLiteral("seller-placed");
        } else {
            const QList<QQuickItem*> legal = journey.findAll([](QQuickItem* item) {
                return item->objectName().startsWith(QLatin1String("card_")) &&
                       item->property("legal").toBool();
            });
            if (legal.isEmpty())
                journey.fail(QStringLiteral("my turn, but no card in the hand is legal"));
            QQuickItem* card = legal.at(moves % legal.size());
            journey.tap(card, QStringLiteral("card %1").arg(card->objectName().mid(5)));
            if (moves < 2)
                step = QStringLiteral("card-played");
        }
        ++moves;
        // A move that lands changes the table; a refused one leaves it and says why.
        journey.waitFor([&] { return sheet() || tableState(journey) != before; },
                        QStringLiteral("the move to land"), 15000);
        if (!step.isEmpty() && !sheet())
            shotAfterMove(journey, step);
    }
    if (!sellerPlaced || !trumpMoved)
        journey.log(QStringLiteral("note: the round ended before a seller/trump move was offered"));
    journey.log(QStringLiteral("round 1 over after %1 moves by touch").arg(moves));
    journey.shot(QStringLiteral("round-1-scores"));

    journey.tap(journey.needName(QStringLiteral("continueButton")), QStringLiteral("Next round"));
    journey.waitFor([&] { return !sheet(); }, QStringLiteral("the score sheet to close"), 10000);
    // Round 2 runs until a person must act (the bot may lead first); then the table waits
    // for them, and nothing comes up over the Menu button.
    journey.waitFor(
        [&] {
            return table->property("myTurn").toBool() ||
                   journey.byName(QStringLiteral("handoffCurtain"));
        },
        QStringLiteral("round 2 to wait for a person"), 30000);
    passCurtain(journey, true);
    journey.shot(QStringLiteral("round-2-begins"));
    leaveToMenu(journey, journey.needButton(QStringLiteral("Menu")), game, true);
}

const JourneyRegistration registered("tindahan", tindahanJourney);
