// Kandar Klash!'s "What can I do?" for one cook: which kinds of action the round allows
// that cook now, and one step towards the customer's dish as the example: the next card of
// the solver's fewest-card table (laid in build order), a card to take back that this
// table does not use, or the claim once the dish shows. It reads only the dish, which all
// cooks see, and that cook's own table.
#pragma once

#include "kandarklash/action.h"
#include "kandarklash/kandarklash.h"

#include <optional>

namespace fc::kandarklash {

struct Hint {
    bool canPlace = false;    // lay a card down or move one
    bool canTakeBack = false; // a card is down
    bool canClaim = false;    // say "siap"
    bool canPlaceKetchup = false;
    // One step towards the dish (stamp 0: the table stamps it): Place, Take, Siap, or the
    // last cook's Ketchup (or Done at six ketchups). None: nothing to do, or no table of six
    // cards makes the dish.
    std::optional<Action> example;
};

// A cook building `dish` on `table`.
Hint buildingHint(const Pattern& dish, const Table& table);
// The cook at `seat` in the round as it stands: building until their claim, then nothing
// unless they are the last cook, who places the ketchup.
Hint hintFor(const State& state, Seat seat);

} // namespace fc::kandarklash
