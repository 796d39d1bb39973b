// "Learn to play" from the menu: Kaki Lima's guided first game (solo, no bots, a fixed
// deal), its first coach-marked actions done by touch on the ringed controls as the coach
// says (Next, the walker, the start card, the 3, the Kopitiam, the orders), the coach mark
// checked to move on after each, then Leave on the coach mark back to the menu.
#include "journeys.h"
#include "shell_steps.h"

namespace {

QQuickItem* coachPart(Journey& journey, QQuickItem* mark, const char* name) {
    QQuickItem* part = journey.findIn(
        mark, [&](QQuickItem* item) { return item->objectName() == QLatin1String(name); });
    if (!part)
        journey.fail(QStringLiteral("the coach mark has no %1").arg(QLatin1String(name)));
    return part;
}

// The step the coach mark shows (1-based) and its words.
int stepShown(QQuickItem* mark) {
    return mark->property("stepNumber").toInt();
}

// Taps what the coach mark's ring is round (the step's control, by its objectName) and
// waits for the coach mark to show the next step.
void doStep(Journey& journey, QQuickItem* mark, const QString& target, const QString& what) {
    const int step = stepShown(mark);
    const QString words = mark->property("text").toString();
    QQuickItem* control = journey.needName(target, 10000);
    QQuickItem* ring = journey.needName(QStringLiteral("coachRing"), 10000);
    // The ring is drawn round the control before the learner is asked to tap it.
    journey.waitFor(
        [&] {
            const QRectF ringBox =
                ring->mapRectToScene(QRectF(0, 0, ring->width(), ring->height()));
            return ringBox.contains(Journey::centreOf(control));
        },
        QStringLiteral("the ring round %1").arg(target), 10000);
    journey.shot(QStringLiteral("guide-step-%1").arg(step));
    journey.tap(control, what);
    journey.waitFor(
        [&] { return stepShown(mark) == step + 1; },
        QStringLiteral("the coach mark to move on from step %1 (%2)").arg(step).arg(words), 10000);
    if (mark->property("text").toString() == words)
        journey.fail(
            QStringLiteral("step %1 done but the coach mark still says: %2").arg(step).arg(words));
}

} // namespace

void learnJourney(Journey& journey) {
    const QString game = QStringLiteral("kakilima");
    startOnMenu(journey);
    QQuickItem* learn = journey.needName(QStringLiteral("learn_") + game);
    journey.scrollIntoView(learn, QStringLiteral("Kaki Lima's Learn to play"));
    journey.tap(learn, QStringLiteral("Learn to play on the Kaki Lima stall"));
    QQuickItem* mark = journey.needName(QStringLiteral("coachMark"));
    journey.waitFor([&] { return journey.table() && journey.tableValue("active").toBool(); },
                    QStringLiteral("the guided game"), 15000);
    if (stepShown(mark) != 1)
        journey.fail(QStringLiteral("the guide opens on step %1").arg(stepShown(mark)));
    journey.shot(QStringLiteral("guide-step-1"));

    // Step 1 explains: Next.
    journey.tap(coachPart(journey, mark, "coachNext"), QStringLiteral("Next on the coach mark"));
    journey.waitFor([&] { return stepShown(mark) == 2; },
                    QStringLiteral("the coach mark to show step 2"), 10000);
    // The learner's actions, each on the ringed control.
    doStep(journey, mark, QStringLiteral("walker_siti"), QStringLiteral("Siti, as the coach says"));
    doStep(journey, mark, QStringLiteral("cell_E2"), QStringLiteral("the lit start card E2"));
    doStep(journey, mark, QStringLiteral("handCard_3"), QStringLiteral("the Langkah 3"));
    doStep(journey, mark, QStringLiteral("cell_C3"), QStringLiteral("the Kopitiam stall C3"));
    doStep(journey, mark, QStringLiteral("take_0"), QStringLiteral("pick up both orders"));
    // The walk happened: Siti stands on the Kopitiam's card with two orders.
    const qsizetype carried = journey.tableValue("bag").value<QList<int>>().size();
    if (carried != 2)
        journey.fail(
            QStringLiteral("after the pick-up the bag holds %1 orders, not 2").arg(carried));
    journey.shot(QStringLiteral("guide-step-%1").arg(stepShown(mark)));

    journey.tap(coachPart(journey, mark, "coachLeave"), QStringLiteral("Leave on the coach mark"));
    startOnMenu(journey);
}

namespace {
const JourneyRegistration registered("learn", learnJourney);
}
