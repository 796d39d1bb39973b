#include "geometry.h"

namespace fc::kandarklash {

Footprint footprintOf(int card, int rotation, bool back) {
    const CardFace& front = cardFront(card);
    Footprint f;
    f.width = kCardCols;
    f.height = kCardRows;
    for (int y = 0; y < kCardRows; ++y)
        for (int x = 0; x < kCardCols; ++x)
            f.cells[y * kCardCols + x] = front[y * kCardCols + (back ? kCardCols - 1 - x : x)];
    for (int turn = 0; turn < (rotation & 3); ++turn) {
        // A clockwise quarter turn: the new row r is the old column r read bottom to top.
        Footprint turned;
        turned.width = f.height;
        turned.height = f.width;
        for (int y = 0; y < turned.height; ++y)
            for (int x = 0; x < turned.width; ++x)
                turned.cells[y * turned.width + x] = f.at(y, f.height - 1 - x);
        f = turned;
    }
    return f;
}

bool insideGrid(const Placement& p) {
    const bool upright = (p.rotation & 1) == 0;
    const int width = upright ? kCardCols : kCardRows;
    const int height = upright ? kCardRows : kCardCols;
    return p.x >= 0 && p.y >= 0 && p.x + width <= kGridSize && p.y + height <= kGridSize;
}

bool insideGrid(Cell cell) {
    return cell.x >= 0 && cell.y >= 0 && cell.x < kGridSize && cell.y < kGridSize;
}

} // namespace fc::kandarklash
