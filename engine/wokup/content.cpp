#include "content.h"

#include <cstdio>

namespace fc::wokup {

namespace {

using I = Ingredient;

// Side pairs of one ingredient's five tokens: sides differ, each count 1-5 twice.
constexpr std::array<std::array<int, 2>, kTokensPerIngredient> kSidePairs{
    {{1, 3}, {2, 4}, {3, 5}, {4, 1}, {5, 2}}};

constexpr int bit(I ingredient) {
    return 1 << static_cast<int>(ingredient);
}
constexpr int kAllKinds = (1 << kIngredientCount) - 1;

Recipe tokenSet(I ingredient, int a, int b, int c) {
    Recipe r{Family::TokenSet};
    r.ingredient = ingredient;
    r.counts = {a, b, c};
    return r;
}
Recipe quantity(I ingredient, int atLeast) {
    Recipe r{Family::Quantity};
    r.ingredient = ingredient;
    r.amount = atLeast;
    return r;
}
Recipe variety(int mask, int kinds) {
    Recipe r{Family::Variety};
    r.ingredientMask = mask;
    r.amount = kinds;
    return r;
}
Recipe position(Place place, int tokens) {
    Recipe r{Family::Position};
    r.place = place;
    r.amount = tokens;
    return r;
}
Recipe equalPair(I a, I b) {
    Recipe r{Family::Equality};
    r.ingredient = a;
    r.other = b;
    return r;
}
Recipe equalAny(I a) {
    Recipe r{Family::Equality};
    r.ingredient = a;
    r.anyOther = true;
    return r;
}

// The 50 cards, family by family (the rulebook's six examples are among them).
const std::array<Recipe, kCardCount>& allRecipes() {
    static const std::array<Recipe, kCardCount> cards{
        // Token set: two cards per ingredient.
        tokenSet(I::Chili, 2, 3, 4),
        tokenSet(I::Chili, 1, 3, 5),
        tokenSet(I::Mushroom, 1, 2, 3),
        tokenSet(I::Mushroom, 3, 4, 5),
        tokenSet(I::Fish, 2, 3, 4),
        tokenSet(I::Fish, 1, 2, 5),
        tokenSet(I::Meat, 1, 4, 5),
        tokenSet(I::Meat, 2, 3, 5),
        tokenSet(I::Broccoli, 1, 2, 4),
        tokenSet(I::Broccoli, 2, 4, 5),
        // Quantity: at least 5 and at least 8 of each ingredient.
        quantity(I::Chili, 5),
        quantity(I::Mushroom, 5),
        quantity(I::Fish, 5),
        quantity(I::Meat, 5),
        quantity(I::Broccoli, 5),
        quantity(I::Chili, 8),
        quantity(I::Mushroom, 8),
        quantity(I::Fish, 8),
        quantity(I::Meat, 8),
        quantity(I::Broccoli, 8),
        // Variety: each set of four kinds (two of them twice) and all five kinds. Every card
        // names its kinds, as the rulebook's card does ("these 4 types of Ingredient").
        variety(kAllKinds & ~bit(I::Chili), 4),
        variety(kAllKinds & ~bit(I::Mushroom), 4),
        variety(kAllKinds & ~bit(I::Fish), 4),
        variety(kAllKinds & ~bit(I::Meat), 4),
        variety(kAllKinds & ~bit(I::Broccoli), 4),
        variety(kAllKinds, 5),
        variety(kAllKinds, 5),
        variety(kAllKinds, 5),
        variety(kAllKinds & ~bit(I::Meat), 4),
        variety(kAllKinds & ~bit(I::Chili), 4),
        // Position: tokens touching cards (the rulebook's card is 2), dividers, or nothing.
        position(Place::Card, 2),
        position(Place::Card, 2),
        position(Place::Card, 2),
        position(Place::Card, 3),
        position(Place::Card, 3),
        position(Place::Divider, 2),
        position(Place::Divider, 2),
        position(Place::Divider, 3),
        position(Place::Centre, 3),
        position(Place::Centre, 4),
        // Equality: five pairs (mushrooms and fish as in the rulebook), and each ingredient
        // against any other single one (fish as in the rulebook).
        equalPair(I::Mushroom, I::Fish),
        equalPair(I::Chili, I::Meat),
        equalPair(I::Broccoli, I::Chili),
        equalPair(I::Fish, I::Meat),
        equalPair(I::Mushroom, I::Broccoli),
        equalAny(I::Fish),
        equalAny(I::Chili),
        equalAny(I::Mushroom),
        equalAny(I::Meat),
        equalAny(I::Broccoli),
    };
    return cards;
}

} // namespace

const char* ingredientName(Ingredient ingredient) {
    static const char* const names[kIngredientCount] = {"chili", "mushroom", "fish", "meat",
                                                        "broccoli"};
    return names[static_cast<int>(ingredient)];
}

TokenFaces tokenFaces(int token) {
    return {static_cast<Ingredient>(token / kTokensPerIngredient),
            kSidePairs[static_cast<std::size_t>(token % kTokensPerIngredient)]};
}

std::string tokenName(int token) {
    char text[8];
    std::snprintf(text, sizeof text, "T%02d", token);
    return text;
}

const Recipe& recipe(int card) {
    return allRecipes()[static_cast<std::size_t>(card)];
}

std::string cardName(int card) {
    char text[8];
    std::snprintf(text, sizeof text, "R%02d", card);
    return text;
}

int parseCardName(const std::string& text) {
    if (text.size() != 3 || text[0] != 'R' || text[1] < '0' || text[1] > '9' || text[2] < '0' ||
        text[2] > '9')
        return -1;
    const int card = (text[1] - '0') * 10 + (text[2] - '0');
    return card < kCardCount ? card : -1;
}

std::string describeRecipe(int card) {
    const Recipe& r = recipe(card);
    const std::string name = ingredientName(r.ingredient);
    switch (r.family) {
    case Family::TokenSet:
        return name + " tokens showing " + std::to_string(r.counts[0]) + ", " +
               std::to_string(r.counts[1]) + " and " + std::to_string(r.counts[2]);
    case Family::Quantity:
        return "at least " + std::to_string(r.amount) + " " + name;
    case Family::Variety: {
        std::string kinds;
        for (int i = 0; i < kIngredientCount; ++i) {
            if (r.ingredientMask & (1 << i))
                kinds += std::string(kinds.empty() ? "" : ", ") +
                         ingredientName(static_cast<Ingredient>(i));
        }
        return kinds;
    }
    case Family::Position: {
        static const char* const places[] = {"touching a card", "touching a divider",
                                             "in the middle, touching nothing"};
        return std::to_string(r.amount) + " tokens " + places[static_cast<int>(r.place)];
    }
    case Family::Equality:
        return r.anyOther ? "as much " + name + " as one other ingredient"
                          : "as much " + name + " as " + ingredientName(r.other);
    }
    return {};
}

namespace {
constexpr std::array<const char*, kFamilyCount> kFamilyNames = {"tokenset", "quantity", "variety",
                                                                "position", "equality"};
} // namespace

const char* familyName(int family) {
    return family >= 0 && family < kFamilyCount ? kFamilyNames[static_cast<std::size_t>(family)]
                                                : "";
}

int parseFamilyName(const std::string& text) {
    for (int f = 0; f < kFamilyCount; ++f) {
        if (text == kFamilyNames[static_cast<std::size_t>(f)])
            return f;
    }
    return -1;
}

} // namespace fc::wokup
