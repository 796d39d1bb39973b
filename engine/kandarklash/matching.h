// Matching a cook's visible spaces against a customer's dish: some 3x3 window must equal
// the pattern turned 0-3 quarter turns (never mirrored); a wild space matches anything.
#pragma once

#include "table.h"

namespace fc::kandarklash {

// The pattern turned `quarterTurns` clockwise.
Pattern turned(const Pattern& pattern, int quarterTurns);
bool dishMatches(const Grid& visible, const Pattern& dish);

} // namespace fc::kandarklash
