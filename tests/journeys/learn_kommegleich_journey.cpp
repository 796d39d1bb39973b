// "Learn to play" at the Komme gleich! stall: the guided first game against one slow bot,
// walked by touch from the menu through the coach marks (the orders, the hand, the rule of
// serving on the orders, the draw pile tapped, the lobster dragged between the cheese and the
// baguette, the tartelettes dragged onto the salad, all five swept onto the orders for a tip), the
// coach mark checked to move on after each, then the bot's turn and Leave back to the menu.
#include "guide_steps.h"
#include "journeys.h"
#include "kommegleich_hand.h"
#include "shell_steps.h"

void learnKommeGleichJourney(Journey& journey) {
    startOnMenu(journey);
    QQuickItem* mark = openGuide(journey, QStringLiteral("kommegleich"));
    readStep(journey, mark); // the orders
    readStep(journey, mark); // the hand
    readStep(journey, mark); // serving runs, on the orders
    tapStep(journey, mark, QStringLiteral("drawPile"), QStringLiteral("the draw pile"));
    learnerStep(journey, mark, QStringLiteral("newCard"), [&](QQuickItem* card) {
        journey.drag(Journey::centreOf(card), handGap(journey, 1),
                     QStringLiteral("the lobster between the cheese and the baguette"));
    });
    learnerStep(journey, mark, QStringLiteral("handCard_5"), [&](QQuickItem* card) {
        journey.drag(Journey::centreOf(card),
                     Journey::centreOf(journey.needName(QStringLiteral("order_2"))),
                     QStringLiteral("the tartelettes onto the salad"));
    });
    learnerStep(journey, mark, QStringLiteral("hand"),
                [&](QQuickItem*) { sweepOntoOrders(journey, 0, 4, 0); });
    const qsizetype served =
        journey.tableValue("lastServe").toMap().value(QStringLiteral("kinds")).toList().size();
    if (served != 5)
        journey.fail(QStringLiteral("the sweep served %1 cards, not all five").arg(served));
    readStep(journey, mark); // the tip
    botStep(journey, mark, QStringLiteral("Bot Ana serves"));
    leaveGuide(journey, mark);
}

namespace {
const JourneyRegistration registered("learn_kommegleich", learnKommeGleichJourney);
}
