// Tindahan's "What can I do?" for the seat to act: which kinds of move are legal now (play
// a card, place a seller, move the trump token) and one legal move to point at: the
// lowest card that takes the trick as it stands, else the lowest card to give away. It
// reads only the acting seat's own hand and the open table.
#pragma once

#include "tindahan/move.h"
#include "tindahan/tindahan.h"

namespace fc::tindahan {

struct Hint {
    bool canPlayCard = false;
    bool canPlaceSeller = false;
    bool canMoveTrump = false;
    Move example; // a legal card to play (every turn has one)
};

// For the seat to act in a trick (phase Trick).
Hint hintFor(const State& state);

} // namespace fc::tindahan
