// Komme gleich!: three seats (the stepper's +), two people and a bot. The people take the
// tablet behind the curtain and play every step of a turn with the finger: drag the draw
// pile (or the drawn card) into the hand, drag a card onto an order or the discard pile,
// move a card within the hand, ask for a hint and sweep the hinted run onto the orders,
// or end the turn. For three rounds, so that each seat has been the start player once.
#include "journeys.h"
#include "kommegleich_hand.h"
#include "shell_steps.h"

namespace {

QString tableState(Journey& journey) {
    QObject* table = journey.table();
    QString state = QStringLiteral("%1/%2/%3/%4/%5/%6/%7/%8|")
                        .arg(table->property("phase").toString())
                        .arg(table->property("seatToAct").toInt())
                        .arg(table->property("viewSeat").toInt())
                        .arg(table->property("handoffSeat").toInt())
                        .arg(table->property("drawnCard").toString())
                        .arg(table->property("drawPileCount").toInt())
                        .arg(table->property("discardCount").toInt())
                        .arg(table->property("round").toInt());
    for (const QString& prefix : {QStringLiteral("handCard_"), QStringLiteral("order_")}) {
        for (QQuickItem* card : journey.byNamePrefix(prefix))
            state += QString::number(card->property("kind").toInt());
        state += QLatin1Char('|');
    }
    return state;
}

int handCount(Journey& journey) {
    return journey.byNamePrefix(QStringLiteral("handCard_")).size();
}

} // namespace

void kommeGleichJourney(Journey& journey) {
    const QString game = QStringLiteral("kommegleich");
    startOnMenu(journey);
    openSetup(journey, game);
    visitRules(journey, game);
    journey.tap(journey.needButton(QStringLiteral("+")), QStringLiteral("+ (one more player)"));
    chooseSeat(journey, 2, QStringLiteral("Bot: Medium"));
    journey.shot(QStringLiteral("setup-two-people-and-a-bot"));
    startGame(journey);

    QObject* table = journey.table();
    QObject* screen = journey.gameScreen();
    int steps = 0, turns = 0, curtains = 0, loops = 0;
    QStringList phasesSeen;
    const int rounds = 3;
    while (table->property("round").toInt() <= rounds && !table->property("over").toBool()) {
        // Bounded in steps, not seconds: a loaded machine is slow, not stuck.
        if (++loops > 600)
            journey.fail(QStringLiteral("%1 rounds did not end within 600 steps").arg(rounds));
        if (passCurtain(journey, curtains < 2)) {
            if (curtains++ < 2)
                journey.shot(
                    QStringLiteral("hand-of-%1").arg(table->property("viewSeat").toInt() + 1));
            continue;
        }
        if (!table->property("myTurn").toBool()) {
            journey.waitFor(
                [&] {
                    return table->property("round").toInt() > rounds ||
                           table->property("over").toBool() || table->property("myTurn").toBool() ||
                           journey.byName(QStringLiteral("handoffCurtain"));
                },
                QStringLiteral("the bot's turn"), 30000);
            continue;
        }

        // As a person does: look once the cards have come to rest (a card just placed
        // still slides into its slot for a moment).
        journey.settle();
        if (!table->property("myTurn").toBool() || journey.byName(QStringLiteral("handoffCurtain")))
            continue;
        const QString phase = table->property("phase").toString();
        const QString before = tableState(journey);
        const int count = handCount(journey);
        QString move;
        if (phase == QLatin1String("draw")) {
            move = QStringLiteral("draw pile dragged into the hand");
            journey.drag(Journey::centreOf(journey.needName(QStringLiteral("drawPile"))),
                         handGap(journey, std::min(2, count)), move);
        } else if (phase == QLatin1String("insert")) {
            move = QStringLiteral("drawn card dragged into the hand");
            journey.drag(Journey::centreOf(journey.needName(QStringLiteral("newCard"))),
                         handGap(journey, std::min(2, count)), move);
        } else if (phase == QLatin1String("cover")) {
            move = QStringLiteral("hand card dragged onto an order");
            journey.drag(Journey::centreOf(handCard(journey, count - 1)),
                         Journey::centreOf(journey.needName(QStringLiteral("order_2"))), move);
        } else if (phase == QLatin1String("rearrange")) {
            if (turns % 2 == 0) {
                move = QStringLiteral("hand card moved within the hand");
                journey.drag(Journey::centreOf(handCard(journey, 0)), handGap(journey, 2), move);
            } else {
                move = QStringLiteral("draw pile tapped");
                journey.tap(journey.needName(QStringLiteral("drawPile")), move);
            }
        } else if (phase == QLatin1String("discard")) {
            move = QStringLiteral("hand card dragged onto the discard pile");
            journey.drag(Journey::centreOf(handCard(journey, count - 1)),
                         Journey::centreOf(journey.needName(QStringLiteral("discardPile"))), move);
        } else if (phase == QLatin1String("serve")) {
            journey.tap(journey.needName(QStringLiteral("hintButton")),
                        QStringLiteral("What can I do?"));
            journey.waitFor([&] { return screen->property("hintOpen").toBool(); },
                            QStringLiteral("the hint"), 10000);
            const QVariantMap hint = screen->property("hint").toMap(); // the run, if any
            journey.shot(QStringLiteral("hint-panel"));
            // "Got it": the panel goes, the run stays marked.
            journey.tap(journey.needName(QStringLiteral("hintCloseButton")),
                        QStringLiteral("Got it"));
            if (hint.isEmpty()) {
                journey.shot(QStringLiteral("no-run-to-serve"));
                move = QStringLiteral("End turn");
                journey.tap(journey.needName(QStringLiteral("endTurnButton")), move);
                ++turns;
            } else {
                journey.shot(QStringLiteral("hint"));
                const int first = hint.value(QStringLiteral("first")).toInt();
                const int last = hint.value(QStringLiteral("last")).toInt();
                const int rowSlot = hint.value(QStringLiteral("rowSlot")).toInt();
                move = sweepOntoOrders(journey, first, last, rowSlot);
            }
        } else {
            journey.fail(QStringLiteral("my turn in an unknown phase '%1'").arg(phase));
        }
        if (!phasesSeen.contains(phase))
            phasesSeen.append(phase);
        ++steps;
        // A step that lands changes the table; a refused one leaves it and says why.
        journey.waitFor([&] { return tableState(journey) != before; },
                        QStringLiteral("'%1' to land").arg(move), 15000);
        if (steps <= 8 || phase == QLatin1String("serve"))
            shotAfterMove(journey, QStringLiteral("after-%1").arg(phase));
    }
    journey.log(QStringLiteral("%1 rounds over after %2 steps by touch (phases: %3)")
                    .arg(rounds)
                    .arg(steps)
                    .arg(phasesSeen.join(QStringLiteral(", "))));
    // The next round runs until a person must act; then nothing comes up over the Menu
    // button.
    journey.waitFor(
        [&] {
            return table->property("myTurn").toBool() ||
                   journey.byName(QStringLiteral("handoffCurtain"));
        },
        QStringLiteral("round %1 to wait for a person").arg(rounds + 1), 30000);
    passCurtain(journey, true);
    journey.shot(QStringLiteral("round-%1-begins").arg(rounds + 1));
    leaveToMenu(journey, journey.needButton(QStringLiteral("Menu")), game, true);
}

const JourneyRegistration registered("kommegleich", kommeGleichJourney);
