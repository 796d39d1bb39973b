// Wok Up's content as data: five ingredients, 25 double-sided ingredient tokens and the
// 50 recipe cards in five families of ten (the families are the card backs, one stack each).
#pragma once

#include <array>
#include <string>

namespace fc::wokup {

enum class Ingredient : int { Chili, Mushroom, Fish, Meat, Broccoli };
constexpr int kIngredientCount = 5;
const char* ingredientName(Ingredient ingredient); // "chili", "mushroom", ...

// A token shows 1-5 identical ingredients on each side; its two sides differ, and across
// one ingredient's five tokens every count 1-5 appears on exactly two sides.
constexpr int kTokenCount = 25;
constexpr int kTokensPerIngredient = 5;
struct TokenFaces {
    Ingredient ingredient;
    std::array<int, 2> counts; // side 0, side 1
};
TokenFaces tokenFaces(int token);
std::string tokenName(int token); // "T07": opaque, says nothing about the faces

enum class Family : int { TokenSet, Quantity, Variety, Position, Equality };
constexpr int kFamilyCount = 5;
constexpr int kCardsPerFamily = 10;
constexpr int kCardCount = kFamilyCount * kCardsPerFamily;
// A family's name, which is also its stack's name in actions ("turn variety"): stack f
// holds family f, and the family shows on the card backs.
const char* familyName(int family);           // "tokenset", "quantity", ...
int parseFamilyName(const std::string& text); // -1 when not a family name

// What a recipe card asks of the wok. Which fields matter depends on the family:
// - TokenSet: tokens of `ingredient` showing each count in `counts` (a token per count);
// - Quantity: at least `amount` pictures of `ingredient`;
// - Variety: every ingredient in `ingredientMask` present and at least `amount` kinds;
// - Position: at least `amount` tokens touching `place`;
// - Equality: as many pictures of `ingredient` as of `other` (or of any other single
//   ingredient when `anyOther`), and that amount is not zero.
enum class Place : int { Card, Divider, Centre }; // Centre: in the wok, touching nothing
struct Recipe {
    Family family;
    Ingredient ingredient = Ingredient::Chili;
    Ingredient other = Ingredient::Chili;
    bool anyOther = false;
    std::array<int, 3> counts{};
    int amount = 0;
    int ingredientMask = 0;
    Place place = Place::Card;
};
const Recipe& recipe(int card);             // cards 0-49: family = card / 10
std::string cardName(int card);             // "R23"
int parseCardName(const std::string& text); // -1 when not a card name
// A plain-English statement of the card, for the rules screen, logs and tests.
std::string describeRecipe(int card);

// Wok'up! may be shouted when one ingredient shows at least this many pictures in the wok.
constexpr int kWokUpPictures = 10;

} // namespace fc::wokup
