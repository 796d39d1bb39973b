// Whose hand a pass-and-play table shows: the rule the turn-based tables share so that
// hidden information stays hidden with one tablet passed around.
#pragma once

#include "matchsession.h"

struct ShownSeat {
    int view = -1;    // the seat whose hand is on screen (-1: none)
    int handoff = -1; // a human to act whose hand waits behind the curtain (-1: none)
};

// With one human (or none) among bots, their hand stays on screen: nobody else may look.
// With two humans or more, the shown hand (`shown`) hides as soon as its turn ends, also
// while a bot plays, and the next human to act is asked to hold the curtain first.
ShownSeat nextShownSeat(const MatchSession& session, int shown);
