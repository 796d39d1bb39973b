// A guided first game ("Learn to play") walked by touch, one coach mark at a time: the
// shared steps of the journey_learn_* journeys. The coach mark is read only through its
// objectNames (coachRing, coachNext, coachLeave) and its stepNumber and text, and a step
// is done when the mark shows the next step number: the bots play on the real clock, so
// the journey waits on that number, never on a time.
#pragma once

#include "journey.h"

#include <functional>

// The part of the coach mark named `name` (coachNext, coachLeave ...); fails when missing.
QQuickItem* coachPart(Journey& journey, QQuickItem* mark, const char* name);
// The step the coach mark shows, 1-based.
int stepShown(QQuickItem* mark);

// A step that explains: taps Next and waits for the next step.
void readStep(Journey& journey, QQuickItem* mark);
// The learner's step on the control named `target`: waits for the learner's turn and the
// ring round the control, takes a screenshot, lets `act` touch it (a tap, a drag) and
// waits for the coach mark to show the next step with other words.
void learnerStep(Journey& journey, QQuickItem* mark, const QString& target,
                 const std::function<void(QQuickItem* control)>& act);
// The same with a tap on the ringed control.
void tapStep(Journey& journey, QQuickItem* mark, const QString& target, const QString& what);
// A step the bots do: waits (on the step number) until they have.
void botStep(Journey& journey, QQuickItem* mark, const QString& what);
// Leave on the coach mark, back on the menu.
void leaveGuide(Journey& journey, QQuickItem* mark);
