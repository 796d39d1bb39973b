// Wok Up's "What can I do?": from what every player sees (the face-up recipe cards and the
// tokens at rest in the wok), which face-up cards are complete now and whether Wok'up!
// would be right. It reads nothing hidden (no pile, no face-down card), so any seat may
// be shown it.
#pragma once

#include "wokup/recipes.h"
#include "wokup/state.h"

#include <vector>

namespace fc::wokup {

struct Hint {
    std::vector<int> completeCards; // of the given face-up cards, in their order
    bool wokUp = false;             // one ingredient shows 10 pictures or more
};

Hint hintFor(const std::vector<int>& faceUpCards, const std::vector<TableToken>& table);
// The same for the table as it lies in `state` (its face-up cards, in stack order).
Hint hintFor(const State& state);

} // namespace fc::wokup
