#include "content.h"

namespace fc::kandarklash {

namespace {

// Short names for the tables below.
constexpr Ingredient R = 0; // rice
constexpr Ingredient C = 1; // fried chicken
constexpr Ingredient K = 2; // curry (kari)
constexpr Ingredient S = 3; // squid sambal
constexpr Ingredient O = 4; // okra
constexpr Ingredient E = 5; // egg

constexpr std::array<IngredientInfo, kIngredientCount> kIngredients{{
    {"rice", "rice", "#56B4E9", "mound"},
    {"chicken", "fried chicken", "#E69F00", "drumstick"},
    {"curry", "curry", "#D55E00", "drop"},
    {"sambal", "squid sambal", "#CC79A7", "squid"},
    {"okra", "okra", "#009E73", "pod"},
    {"egg", "egg", "#F0E442", "sun"},
}};

// Every card is asymmetric, so that its back (the mirror image) is a different card.
constexpr std::array<CardFace, kCardCount> kCards{{
    {R, C, K, /**/ S, O, E},
    {C, C, S, /**/ E, R, O},
    {K, O, O, /**/ R, S, C},
    {E, K, R, /**/ R, C, S},
    {S, E, C, /**/ O, K, K},
    {O, R, E, /**/ E, S, K},
}};

// The dishes, grouped by the fewest cards that make them without ketchup (the solver's
// figure, checked by a test): five of 2 cards, six of 3, five of 4, four of 5.
constexpr std::array<Pattern, kCustomerCount> kCustomers{{
    {K, S, E, /**/ O, R, E, /**/ S, C, C}, {E, C, E, /**/ K, C, R, /**/ R, S, O},
    {E, O, C, /**/ S, R, E, /**/ K, E, S}, {C, E, K, /**/ C, R, O, /**/ S, O, O},
    {E, E, O, /**/ O, S, R, /**/ S, K, E}, {E, K, R, /**/ C, C, S, /**/ E, C, K},
    {S, C, R, /**/ E, S, C, /**/ O, R, K}, {K, O, R, /**/ C, S, R, /**/ O, O, K},
    {C, E, S, /**/ K, K, E, /**/ K, C, O}, {S, R, E, /**/ O, C, K, /**/ C, S, R},
    {O, C, E, /**/ E, C, R, /**/ R, S, O}, {C, O, S, /**/ S, O, C, /**/ C, K, O},
    {O, C, C, /**/ O, K, S, /**/ O, E, R}, {O, K, K, /**/ K, O, E, /**/ K, R, S},
    {R, E, K, /**/ R, C, R, /**/ E, O, S}, {R, S, O, /**/ E, R, K, /**/ R, R, K},
    {O, O, O, /**/ O, R, O, /**/ O, E, R}, {C, E, E, /**/ S, R, E, /**/ S, C, K},
    {S, E, O, /**/ E, R, O, /**/ S, R, O}, {K, O, E, /**/ S, R, C, /**/ S, K, E},
}};

} // namespace

const std::array<IngredientInfo, kIngredientCount>& ingredients() {
    return kIngredients;
}

const CardFace& cardFront(int card) {
    return kCards[static_cast<std::size_t>(card - 1)];
}

const Pattern& customerPattern(int customer) {
    return kCustomers[static_cast<std::size_t>(customer)];
}

std::string customerToken(int customer) {
    const int number = customer + 1;
    return (number < 10 ? "C0" : "C") + std::to_string(number);
}

} // namespace fc::kandarklash
