#include "recipes.h"

#include <algorithm>
#include <bit>

namespace fc::wokup {

WokSummary summarize(const std::vector<TableToken>& table) {
    WokSummary wok;
    for (const TableToken& t : table) {
        if (!inWok(t.position))
            continue;
        const TokenFaces faces = tokenFaces(t.token);
        const int kind = static_cast<int>(faces.ingredient);
        const int shown = faces.counts[static_cast<std::size_t>(t.side)];
        wok.pictures[static_cast<std::size_t>(kind)] += shown;
        wok.shownCounts[static_cast<std::size_t>(kind)] |= 1 << shown;
        const bool stack = touchesAnyStack(t.position);
        const bool divider = touchesAnyDivider(t.position);
        wok.touchingStacks += stack;
        wok.touchingDividers += divider;
        wok.inCentre += !stack && !divider;
    }
    return wok;
}

bool isComplete(const Recipe& r, const WokSummary& wok) {
    const auto pictures = [&](Ingredient i) { return wok.pictures[static_cast<std::size_t>(i)]; };
    switch (r.family) {
    case Family::TokenSet: {
        const int shown = wok.shownCounts[static_cast<std::size_t>(r.ingredient)];
        return std::all_of(r.counts.begin(), r.counts.end(),
                           [&](int n) { return (shown >> n) & 1; });
    }
    case Family::Quantity:
        return pictures(r.ingredient) >= r.amount;
    case Family::Variety: {
        int present = 0;
        for (int i = 0; i < kIngredientCount; ++i)
            present |= (wok.pictures[static_cast<std::size_t>(i)] > 0) << i;
        return (present & r.ingredientMask) == r.ingredientMask &&
               std::popcount(static_cast<unsigned>(present)) >= r.amount;
    }
    case Family::Position:
        switch (r.place) {
        case Place::Card:
            return wok.touchingStacks >= r.amount;
        case Place::Divider:
            return wok.touchingDividers >= r.amount;
        case Place::Centre:
            return wok.inCentre >= r.amount;
        }
        return false;
    case Family::Equality: {
        const int mine = pictures(r.ingredient);
        if (mine == 0)
            return false;
        if (!r.anyOther)
            return pictures(r.other) == mine;
        for (int i = 0; i < kIngredientCount; ++i) {
            if (static_cast<Ingredient>(i) != r.ingredient &&
                wok.pictures[static_cast<std::size_t>(i)] == mine)
                return true;
        }
        return false;
    }
    }
    return false;
}

bool wokUpReady(const WokSummary& wok) {
    return std::any_of(wok.pictures.begin(), wok.pictures.end(),
                       [](int n) { return n >= kWokUpPictures; });
}

} // namespace fc::wokup
