// Recipe evaluation: what the tokens in the wok add up to, and which cards that completes.
// Only tokens in the wok count (geometry.h); tokens elsewhere on the table are ignored.
#pragma once

#include "content.h"
#include "geometry.h"

#include <array>
#include <vector>

namespace fc::wokup {

// A token lying on the table, face `side` up.
struct TableToken {
    int token = 0;
    int side = 0;
    Vec position;
};

// Everything a recipe looks at, gathered in one pass over the table.
struct WokSummary {
    std::array<int, kIngredientCount> pictures{};    // pictures of each ingredient in the wok
    std::array<int, kIngredientCount> shownCounts{}; // bit n: a token of it shows n pictures
    int touchingStacks = 0;
    int touchingDividers = 0;
    int inCentre = 0; // in the wok, touching no piece
};

WokSummary summarize(const std::vector<TableToken>& table);
bool isComplete(const Recipe& recipe, const WokSummary& wok);
// Wok'up! may be shouted: one ingredient shows at least kWokUpPictures pictures.
bool wokUpReady(const WokSummary& wok);

} // namespace fc::wokup
