// The shell's part of every journey: from the menu to a stall's setup, a look at the
// rules, the seats, the start, and at the end back to the menu. All by touch.
#pragma once

#include "journey.h"

// The stall's card on the menu (its title is the game's title).
QQuickItem* stallCard(Journey& journey, const QString& gameId);
QString stallTitle(Journey& journey, const QString& gameId);

// On the menu: taps the stall's Play (scrolling to it) and waits for its setup screen
// (saying "Not now" when the stall's first visit offers its guided first game).
void openSetup(Journey& journey, const QString& gameId);
// On the menu: taps the stall's "Learn to play" (scrolling to it) and waits for the guided
// game on its first step (guide_steps.h walks it on). Returns the coach mark.
QQuickItem* openGuide(Journey& journey, const QString& gameId);
// On the menu: opens the stall's guided first game, looks at the first two coach marks,
// and leaves the guide from its coach mark. Ends on the menu.
void learnToPlay(Journey& journey, const QString& gameId);
// On the setup screen: opens the stall's rules, scrolls them, and goes Back. Ends on the
// setup screen again (see the note in shell_steps.cpp when Back lands on the menu).
void visitRules(Journey& journey, const QString& gameId);
// On the setup screen: makes seat `seat` (0-based) a bot of `strength` ("Medium", ...) or
// a human ("Human"), by tapping its choice.
void chooseSeat(Journey& journey, int seat, const QString& choice);
// On the setup screen: taps "Start game" and waits for the table.
void startGame(Journey& journey);
// Taps `leave` (the table's way out) and waits for the menu; then checks the menu offers
// to resume the game when `expectResume`.
void leaveToMenu(Journey& journey, QQuickItem* leave, const QString& gameId, bool expectResume);
// The menu as the journey starts: the first screenshot.
void startOnMenu(Journey& journey);

// A screenshot of `step` that says so when the hand-off curtain came up over it (the move
// handed the tablet on): "<step>-then-pass-to-<name>".
void shotAfterMove(Journey& journey, const QString& step);

// Holds the hand-off curtain's button until the curtain opens; true when there was one.
bool passCurtain(Journey& journey, bool screenshot);
