// Solver: the fewest ingredient cards that make a customer's dish on a cook's table,
// given the ketchup wild spaces already there, with one table that achieves it.
//
// Only the 3x3 window that will show the dish matters. Cards are chosen from the top
// of the stack down: a card may show a space only where no higher card lies, so each
// card must match the dish on the window spaces it newly covers. Iterative deepening
// over (spaces decided, cards used) with a memo of depths that failed proves the
// minimum. Without wild spaces the dish's rotation does not matter (every card turns),
// so one central window and one rotation suffice.
#pragma once

#include "table.h"

#include <vector>

namespace fc::kandarklash {

struct Solution {
    int cards = -1;               // -1: no table of six cards makes the dish
    std::vector<Placement> stack; // bottom to top
};

Solution solveDish(const Pattern& dish, const std::vector<Cell>& wilds = {});

} // namespace fc::kandarklash
