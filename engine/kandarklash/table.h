// Table: one cook's grid — the ingredient cards played this round, bottom to top, and
// the ketchup wild spaces gained so far (under every card, never moved). The visible
// pattern follows from the stack order: the topmost card over a space shows.
#pragma once

#include "geometry.h"

#include "core/status.h"

#include <array>
#include <vector>

namespace fc::kandarklash {

using Grid = std::array<Ingredient, kGridSize * kGridSize>; // row by row

struct Table {
    std::vector<Placement> stack; // bottom to top
    std::vector<Cell> wilds;      // in the order gained

    bool onTable(int card) const;
    int unusedCards() const { return kCardCount - static_cast<int>(stack.size()); }

    // Whether `placement` may be made now (moving the card if it is already down): inside
    // the grid, and touching or overlapping another card or a wild space, unless no other
    // card is down.
    Status checkPlacement(const Placement& placement) const;
    // Puts the card down (lifting it first if it is already down) over every card, or
    // under every card. Call checkPlacement first.
    void place(const Placement& placement, bool over);
    void takeBack(int card);

    Grid visible() const;
};

// Whether the spaces of `placement` touch (share a side) or overlap any of `cells`.
bool touchesOrOverlaps(const Placement& placement, const std::vector<Cell>& cells);
// The grid cells a placement covers.
std::vector<Cell> cellsOf(const Placement& placement);

} // namespace fc::kandarklash
