#include "matching.h"

namespace fc::kandarklash {

Pattern turned(const Pattern& pattern, int quarterTurns) {
    Pattern p = pattern;
    for (int turn = 0; turn < (quarterTurns & 3); ++turn) {
        Pattern next;
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 3; ++x)
                next[y * 3 + x] = p[(2 - x) * 3 + y];
        p = next;
    }
    return p;
}

namespace {

bool windowMatches(const Grid& visible, int left, int top, const Pattern& dish) {
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 3; ++x) {
            const Ingredient shown = visible[(top + y) * kGridSize + left + x];
            if (shown != kWild && shown != dish[y * 3 + x])
                return false;
        }
    }
    return true;
}

} // namespace

bool dishMatches(const Grid& visible, const Pattern& dish) {
    for (int quarterTurns = 0; quarterTurns < 4; ++quarterTurns) {
        const Pattern want = turned(dish, quarterTurns);
        for (int top = 0; top + 3 <= kGridSize; ++top)
            for (int left = 0; left + 3 <= kGridSize; ++left)
                if (windowMatches(visible, left, top, want))
                    return true;
    }
    return false;
}

} // namespace fc::kandarklash
