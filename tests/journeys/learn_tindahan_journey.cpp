// "Learn to play" at the Tindahan stall: the guided first game with two slow bots, walked
// by touch from the menu through the coach marks (the hand, the trump token, the 10 of
// durians led, the bots' trick, Move trump, the durians stall, the bots' lead, the 1 of
// durians followed), the coach mark checked to move on after each, then Leave back to the
// menu (the guide's last steps wait on more slow bot moves: the journey stays short).
#include "guide_steps.h"
#include "journeys.h"
#include "shell_steps.h"

void learnTindahanJourney(Journey& journey) {
    startOnMenu(journey);
    QQuickItem* mark = openGuide(journey, QStringLiteral("tindahan"));
    readStep(journey, mark); // the hand
    readStep(journey, mark); // the trump token
    tapStep(journey, mark, QStringLiteral("card_D10"), QStringLiteral("the 10 of durians"));
    botStep(journey, mark, QStringLiteral("the bots finish the trick"));
    readStep(journey, mark); // the trick taken
    tapStep(journey, mark, QStringLiteral("moveTrumpButton"), QStringLiteral("Move trump"));
    tapStep(journey, mark, QStringLiteral("stall_1"), QStringLiteral("the durians stall"));
    if (journey.tableValue("trumpFruit").toInt() != 1)
        journey.fail(QStringLiteral("the trump token did not move to the durians"));
    botStep(journey, mark, QStringLiteral("Bot Ana leads, Bot Ben places a seller"));
    tapStep(journey, mark, QStringLiteral("card_D1"), QStringLiteral("the 1 of durians"));
    leaveGuide(journey, mark);
}

namespace {
const JourneyRegistration registered("learn_tindahan", learnTindahanJourney);
}
