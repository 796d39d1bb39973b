// "Learn to play" from the menu: Kaki Lima's guided first game (solo, no bots, a fixed
// deal), its first coach-marked actions done by touch on the ringed controls as the coach
// says (Next, the walker, the start card, the 3, the Kopitiam, the orders), the coach mark
// checked to move on after each, then Leave on the coach mark back to the menu.
#include "guide_steps.h"
#include "journeys.h"
#include "shell_steps.h"

void learnJourney(Journey& journey) {
    startOnMenu(journey);
    QQuickItem* mark = openGuide(journey, QStringLiteral("kakilima"));
    readStep(journey, mark);
    // The learner's actions, each on the ringed control.
    tapStep(journey, mark, QStringLiteral("walker_siti"),
            QStringLiteral("Siti, as the coach says"));
    tapStep(journey, mark, QStringLiteral("cell_E2"), QStringLiteral("the lit start card E2"));
    tapStep(journey, mark, QStringLiteral("handCard_3"), QStringLiteral("the Langkah 3"));
    tapStep(journey, mark, QStringLiteral("cell_C3"), QStringLiteral("the Kopitiam stall C3"));
    tapStep(journey, mark, QStringLiteral("take_0"), QStringLiteral("pick up both orders"));
    // The walk happened: Siti stands on the Kopitiam's card with two orders.
    const qsizetype carried = journey.tableValue("bag").value<QList<int>>().size();
    if (carried != 2)
        journey.fail(
            QStringLiteral("after the pick-up the bag holds %1 orders, not 2").arg(carried));
    journey.shot(QStringLiteral("guide-step-%1").arg(stepShown(mark)));
    leaveGuide(journey, mark);
}

namespace {
const JourneyRegistration registered("learn", learnJourney);
}
