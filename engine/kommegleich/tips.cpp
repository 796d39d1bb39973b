#include "tips.h"

namespace fc::kommegleich {

int tipValue(const TipCounts& tips) {
    int value = 0;
    for (int v = 1; v <= kMaxTipValue; ++v)
        value += v * tips[static_cast<std::size_t>(v)];
    return value;
}

int tipCardCount(const TipCounts& tips) {
    int count = 0;
    for (int v = 1; v <= kMaxTipValue; ++v)
        count += tips[static_cast<std::size_t>(v)];
    return count;
}

std::optional<TipCounts> tipsWorth(int value, const TipCounts& pool) {
    std::optional<TipCounts> best;
    // Threes first, then twos: the first combination found with the fewest cards is the
    // one with the highest cards.
    for (int threes = pool[3]; threes >= 0; --threes) {
        for (int twos = pool[2]; twos >= 0; --twos) {
            const int ones = value - 3 * threes - 2 * twos;
            if (ones < 0 || ones > pool[1])
                continue;
            const TipCounts take = {0, static_cast<std::uint8_t>(ones),
                                    static_cast<std::uint8_t>(twos),
                                    static_cast<std::uint8_t>(threes)};
            if (!best || tipCardCount(take) < tipCardCount(*best))
                best = take;
        }
    }
    return best;
}

} // namespace fc::kommegleich
