// Tindahan's "What can I do?" for the seat to act: which kinds of move are legal now (play
// a card, place a seller, move the trump token) and one legal move to point at. That is the
// lowest card that takes the trick as it stands; when no card does, a seller on the led
// fruit's stall if the seat may place one and its sellers can still score there (a card
// given away only saves the point it would cost in hand), else the lowest card to give
// away. It reads only the acting seat's own hand and the open table.
#pragma once

#include "tindahan/move.h"
#include "tindahan/tindahan.h"

namespace fc::tindahan {

struct Hint {
    bool canPlayCard = false;
    bool canPlaceSeller = false;
    bool canMoveTrump = false;
    // A legal move to point at: a card to play, or a seller (it goes to the stall of the
    // fruit led, state.led).
    Move example;
};

// For the seat to act in a trick (phase Trick).
Hint hintFor(const State& state);

// Whether one more seller of `seat` at `fruit`'s stall can still count there: the seat is
// not already ahead by more than one (a further seller would add nothing) nor behind by
// more than two (out of reach this round).
bool sellerStillCounts(const State& state, int seat, int fruit);

} // namespace fc::tindahan
