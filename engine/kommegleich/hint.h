// Komme gleich!'s "What can I do?" for the seat to act: which kinds of step its turn
// allows now (draw, insert the drawn card, cover an order, move a card, discard, serve a
// run, end the turn) and the longest run of its hand that matches the orders, as the
// example to point at. It reads only that seat's own hand and the open row.
#pragma once

#include "kommegleich/kommegleich.h"
#include "kommegleich/move.h"

#include <optional>

namespace fc::kommegleich {

struct Hint {
    bool canDraw = false;
    bool canInsert = false;
    bool canCover = false;
    bool canMoveCard = false;
    bool canDiscard = false;
    bool canServe = false; // a run may be served now
    bool canEndTurn = false;
    // The longest run of the hand matching the row (a "serve A B R"), leftmost first: legal
    // now when canServe, otherwise the cards worth keeping together. None: no run of 3.
    std::optional<Move> longestRun;
};

// For the seat to act (state.toMove); nothing is legal once the game is over.
Hint hintFor(const State& state);

} // namespace fc::kommegleich
