// Kaki Lima's score: the parts of the rulebook's formula and its ranking bands.
#pragma once

#include <string_view>

namespace fc::kakilima {

struct Score {
    int delivered = 0;   // orders delivered
    int orders = 0;      // 10 per delivered order
    int tokens = 0;      // clearing tokens gained
    int tokenPoints = 0; // the highest covered scoreboard space (5 per token)
    int allTokens = 0;   // +10 with all ten tokens
    int steps = 0;       // the big numbers of the discard pile
    int total = 0;       // orders + tokenPoints + allTokens - steps
    bool operator==(const Score&) const = default;
};

Score makeScore(int delivered, int tokens, int steps);

// "Impossible" (100-130), "5-star review" (70-99), "Not bad lar" (40-69),
// "ok ok lo" (0-39), "Mak Cik Kiah starve liao" (below 0).
std::string_view rankingBand(int total);

} // namespace fc::kakilima
