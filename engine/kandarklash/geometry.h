// Where a card lies on a cook's grid: which card, turned how (quarter turns clockwise,
// front or back up) and the grid cell of its footprint's top-left corner; plus the
// footprint that results (2x3 or 3x2 spaces).
#pragma once

#include "content.h"

#include <array>

namespace fc::kandarklash {

// Each cook's table is a bounded square grid of ingredient spaces, x to the right, y down.
constexpr int kGridSize = 16;

struct Cell {
    int x = 0;
    int y = 0;
    bool operator==(const Cell&) const = default;
};

struct Placement {
    int card = 0;     // 1-6
    int rotation = 0; // quarter turns clockwise, 0-3
    bool back = false;
    int x = 0; // footprint's top-left cell
    int y = 0;
    bool operator==(const Placement&) const = default;
};

struct Footprint {
    int width = 0;
    int height = 0;
    std::array<Ingredient, kCardRows * kCardCols> cells{}; // row by row, width per row
    Ingredient at(int dx, int dy) const { return cells[dy * width + dx]; }
};

// The card's spaces as they lie: the back mirrors the front left to right, then the card
// is turned `rotation` quarter turns clockwise.
Footprint footprintOf(int card, int rotation, bool back);

bool insideGrid(const Placement& placement);
bool insideGrid(Cell cell);

} // namespace fc::kandarklash
