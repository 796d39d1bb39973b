#include "guide_steps.h"

#include "shell_steps.h"

namespace {

// Waits for the coach mark to move on from `step` and checks its words changed with it.
void waitForNextStep(Journey& journey, QQuickItem* mark, int step, const QString& words,
                     const QString& what, int timeoutMs) {
    journey.waitFor([&] { return stepShown(mark) == step + 1; },
                    QStringLiteral("the coach mark to move on from step %1 (%2: %3)")
                        .arg(step)
                        .arg(what, words),
                    timeoutMs);
    if (mark->property("text").toString() == words)
        journey.fail(
            QStringLiteral("step %1 done but the coach mark still says: %2").arg(step).arg(words));
}

} // namespace

QQuickItem* coachPart(Journey& journey, QQuickItem* mark, const char* name) {
    QQuickItem* part = journey.findIn(
        mark, [&](QQuickItem* item) { return item->objectName() == QLatin1String(name); });
    if (!part)
        journey.fail(QStringLiteral("the coach mark has no %1").arg(QLatin1String(name)));
    return part;
}

int stepShown(QQuickItem* mark) {
    return mark->property("stepNumber").toInt();
}

void readStep(Journey& journey, QQuickItem* mark) {
    const int step = stepShown(mark);
    const QString words = mark->property("text").toString();
    journey.tap(coachPart(journey, mark, "coachNext"),
                QStringLiteral("Next on the coach mark of step %1").arg(step));
    waitForNextStep(journey, mark, step, words, QStringLiteral("Next"), 10000);
}

void learnerStep(Journey& journey, QQuickItem* mark, const QString& target,
                 const std::function<void(QQuickItem* control)>& act) {
    const int step = stepShown(mark);
    const QString words = mark->property("text").toString();
    // A turn-based table says whose turn it is: the slow bots may still be playing up to
    // the learner (a solo table has no turns).
    if (journey.tableValue("myTurn").isValid())
        journey.waitFor([&] { return journey.tableValue("myTurn").toBool(); },
                        QStringLiteral("the learner's turn for step %1").arg(step), 30000);
    QQuickItem* control = journey.needName(target, 10000);
    QQuickItem* ring = journey.needName(QStringLiteral("coachRing"), 10000);
    // The ring is drawn round the control before the learner is asked to touch it.
    journey.waitFor(
        [&] {
            const QRectF ringBox =
                ring->mapRectToScene(QRectF(0, 0, ring->width(), ring->height()));
            return ringBox.contains(Journey::centreOf(control));
        },
        QStringLiteral("the ring round %1").arg(target), 10000);
    journey.shot(QStringLiteral("guide-step-%1").arg(step));
    act(control);
    waitForNextStep(journey, mark, step, words, target, 10000);
}

void tapStep(Journey& journey, QQuickItem* mark, const QString& target, const QString& what) {
    learnerStep(journey, mark, target, [&](QQuickItem* control) { journey.tap(control, what); });
}

void botStep(Journey& journey, QQuickItem* mark, const QString& what) {
    const int step = stepShown(mark);
    // Bounded by the guide's own pace: a few bot moves at its slow delay.
    waitForNextStep(journey, mark, step, mark->property("text").toString(), what, 30000);
    journey.shot(QStringLiteral("guide-step-%1-after-the-bots").arg(step));
}

void leaveGuide(Journey& journey, QQuickItem* mark) {
    journey.tap(coachPart(journey, mark, "coachLeave"), QStringLiteral("Leave on the coach mark"));
    startOnMenu(journey);
}
