#include "dish_window.h"

#include "kandarklash/matching.h"

namespace fc::kandarklash_ui {

using namespace fc::kandarklash;

namespace {

Ingredient at(const Grid& grid, int x, int y) {
    return grid[static_cast<std::size_t>(y * kGridSize + x)];
}

bool windowTouchesFood(const Grid& grid, int x0, int y0) {
    for (int dy = 0; dy < 3; ++dy)
        for (int dx = 0; dx < 3; ++dx)
            if (at(grid, x0 + dx, y0 + dy) != kEmpty)
                return true;
    return false;
}

} // namespace

DishWindow bestDishWindow(const Grid& visible, const Pattern& dish) {
    DishWindow best;
    int bestMisses = 10;
    for (int turns = 0; turns < 4; ++turns) {
        const Pattern want = turned(dish, turns);
        for (int y0 = 0; y0 + 3 <= kGridSize; ++y0) {
            for (int x0 = 0; x0 + 3 <= kGridSize; ++x0) {
                if (!windowTouchesFood(visible, x0, y0))
                    continue;
                std::vector<Cell> misses;
                for (int i = 0; i < 9; ++i) {
                    const Cell c{x0 + i % 3, y0 + i / 3};
                    const Ingredient shown = at(visible, c.x, c.y);
                    if (shown != kWild && shown != want[static_cast<std::size_t>(i)])
                        misses.push_back(c);
                }
                if (static_cast<int>(misses.size()) < bestMisses) {
                    bestMisses = static_cast<int>(misses.size());
                    best = {{x0, y0}, turns, std::move(misses), true};
                }
            }
        }
    }
    return best;
}

} // namespace fc::kandarklash_ui
