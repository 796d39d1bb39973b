// DishWindow: where on a cook's table the customer's dish shows, for the round's reveal:
// the 3x3 window and turn that match best, and the spaces that do not match there (none
// for a right dish). The engine judges the dish; this only finds what to outline.
#pragma once

#include "kandarklash/table.h"

#include <vector>

namespace fc::kandarklash_ui {

struct DishWindow {
    kandarklash::Cell corner; // top-left cell of the 3x3 window
    int turns = 0;            // quarter turns of the dish as it shows there
    std::vector<kandarklash::Cell> mismatches;
    bool found = false; // false: the table shows nothing at all
};

DishWindow bestDishWindow(const kandarklash::Grid& visible, const kandarklash::Pattern& dish);

} // namespace fc::kandarklash_ui
