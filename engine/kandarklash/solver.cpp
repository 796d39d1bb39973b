#include "solver.h"

#include "matching.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace fc::kandarklash {

namespace {

constexpr std::uint16_t kWindowMask = 0x1FF;

// One way a card can lie over the window: the spaces it covers and those where it
// shows something other than the dish.
struct Cover {
    Placement placement;
    std::uint16_t covered = 0;
    std::uint16_t wrong = 0;
};

// A search for one window position and one rotation of the dish.
class WindowSearch {
  public:
    WindowSearch(const Pattern& want, Cell corner, std::uint16_t wildMask)
        : wildMask_(wildMask), failedDepth_(512 * 64, -1) {
        for (int card = 1; card <= kCardCount; ++card)
            collectCovers(card, want, corner);
    }

    // A top-to-bottom list of at most `depth` placements, or false.
    bool solve(int depth, std::vector<Placement>& topDown) { return search(0, 0, depth, topDown); }

  private:
    void collectCovers(int card, const Pattern& want, Cell corner) {
        std::vector<Cover>& mine = covers_[card - 1];
        for (int rotation = 0; rotation < 4; ++rotation) {
            for (bool back : {false, true}) {
                const Footprint f = footprintOf(card, rotation, back);
                for (int y = corner.y - f.height + 1; y <= corner.y + 2; ++y) {
                    for (int x = corner.x - f.width + 1; x <= corner.x + 2; ++x) {
                        const Placement p{card, rotation, back, x, y};
                        if (!insideGrid(p))
                            continue;
                        Cover cover{p, 0, 0};
                        for (int dy = 0; dy < f.height; ++dy) {
                            for (int dx = 0; dx < f.width; ++dx) {
                                const int wx = x + dx - corner.x;
                                const int wy = y + dy - corner.y;
                                if (wx < 0 || wy < 0 || wx > 2 || wy > 2)
                                    continue;
                                const std::uint16_t bit = 1u << (wy * 3 + wx);
                                cover.covered |= bit;
                                if (f.at(dx, dy) != want[wy * 3 + wx])
                                    cover.wrong |= bit;
                            }
                        }
                        const bool seen =
                            std::any_of(mine.begin(), mine.end(), [&](const Cover& c) {
                                return c.covered == cover.covered && c.wrong == cover.wrong;
                            });
                        if (cover.covered && !seen)
                            mine.push_back(cover);
                    }
                }
            }
        }
    }

    bool search(std::uint16_t decided, unsigned used, int depth, std::vector<Placement>& topDown) {
        const std::uint16_t open = kWindowMask & ~decided & ~wildMask_;
        if (!open)
            return true;
        if (std::popcount(open) > depth * kCardRows * kCardCols)
            return false;
        std::int8_t& failed = failedDepth_[decided * 64 + used];
        if (failed >= depth)
            return false;
        for (int card = 0; card < kCardCount; ++card) {
            if (used & (1u << card))
                continue;
            for (const Cover& c : covers_[card]) {
                // The card must add a space, and show the dish wherever it is on top.
                if (!(c.covered & ~decided) || (c.wrong & ~decided))
                    continue;
                topDown.push_back(c.placement);
                if (search(decided | c.covered, used | (1u << card), depth - 1, topDown))
                    return true;
                topDown.pop_back();
            }
        }
        failed = static_cast<std::int8_t>(depth);
        return false;
    }

    std::uint16_t wildMask_;
    std::array<std::vector<Cover>, kCardCount> covers_;
    std::vector<std::int8_t> failedDepth_; // per (decided, used): the deepest search that failed
};

std::uint16_t wildsIn(const std::vector<Cell>& wilds, Cell corner) {
    std::uint16_t mask = 0;
    for (Cell w : wilds) {
        const int wx = w.x - corner.x;
        const int wy = w.y - corner.y;
        if (wx >= 0 && wy >= 0 && wx <= 2 && wy <= 2)
            mask |= 1u << (wy * 3 + wx);
    }
    return mask;
}

// Window corners worth trying: the centre, and every window holding a wild space.
std::vector<Cell> candidateCorners(const std::vector<Cell>& wilds) {
    std::vector<Cell> corners{{kGridSize / 2 - 1, kGridSize / 2 - 1}};
    for (Cell w : wilds) {
        for (int y = w.y - 2; y <= w.y; ++y) {
            for (int x = w.x - 2; x <= w.x; ++x) {
                const Cell c{x, y};
                if (insideGrid(c) && insideGrid(Cell{x + 2, y + 2}) &&
                    std::find(corners.begin(), corners.end(), c) == corners.end())
                    corners.push_back(c);
            }
        }
    }
    return corners;
}

} // namespace

Solution solveDish(const Pattern& dish, const std::vector<Cell>& wilds) {
    Solution best;
    int limit = kCardCount; // search only for tables better than the best so far
    for (Cell corner : candidateCorners(wilds)) {
        const std::uint16_t wildMask = wildsIn(wilds, corner);
        for (int quarterTurns = 0; quarterTurns < (wildMask ? 4 : 1); ++quarterTurns) {
            WindowSearch search(turned(dish, quarterTurns), corner, wildMask);
            for (int depth = 0; depth <= limit; ++depth) {
                std::vector<Placement> topDown;
                if (search.solve(depth, topDown)) {
                    best.cards = depth;
                    best.stack.assign(topDown.rbegin(), topDown.rend());
                    limit = depth - 1;
                    break;
                }
            }
        }
    }
    return best;
}

} // namespace fc::kandarklash
