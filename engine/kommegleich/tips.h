// Tip change: how a scoring player's tips are raised. Scoring for the k-th time, the player
// returns their tip cards to the supply and takes the fewest cards summing to exactly k
// (among equally few, the one with the higher cards), so small change stays available.
#pragma once

#include "cards.h"

#include <optional>

namespace fc::kommegleich {

int tipValue(const TipCounts& tips);
int tipCardCount(const TipCounts& tips);

// The cards taken from `pool` for a total of `value`, or nothing when it cannot pay.
std::optional<TipCounts> tipsWorth(int value, const TipCounts& pool);

} // namespace fc::kommegleich
