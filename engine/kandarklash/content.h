// Kandar Klash! content as data: the six ingredients, the six ingredient cards every cook
// holds (2x3 spaces, the back the mirror image of the front) and the twenty customer
// cards (3x3 dish patterns, a ketchup card on the back).
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace fc::kandarklash {

using Ingredient = int;
constexpr int kIngredientCount = 6;
constexpr Ingredient kWild = 6;   // an uncovered ketchup space: matches any ingredient
constexpr Ingredient kEmpty = -1; // no card and no ketchup

constexpr int kCardCount = 6; // ingredient cards per cook, numbered 1-6
constexpr int kCardRows = 2;
constexpr int kCardCols = 3;
constexpr int kCustomerCount = 20;
constexpr int kCustomersRemoved = 8; // put back in the box at setup: 12 rounds
constexpr int kMaxKetchups = 6;

struct IngredientInfo {
    std::string_view token;  // used in views and the notation ("rice")
    std::string_view name;   // English name, for logs
    std::string_view colour; // Okabe-Ito, colour-blind safe
    std::string_view shape;  // the icon that tells it apart without colour
};

using CardFace = std::array<Ingredient, kCardRows * kCardCols>; // front, row by row
using Pattern = std::array<Ingredient, 9>;                      // 3x3, row by row

const std::array<IngredientInfo, kIngredientCount>& ingredients();
// The front of ingredient card `card` (1-6).
const CardFace& cardFront(int card);
// The dish of customer `customer` (0-19), as printed (rotation 0).
const Pattern& customerPattern(int customer);
// "C01" ... "C20": the customer's id in views and saves.
std::string customerToken(int customer);

} // namespace fc::kandarklash
