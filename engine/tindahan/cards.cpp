#include "cards.h"

namespace fc::tindahan {

std::string fruitLetter(int fruit) {
    return std::string(1, kFruitLetters[fruit]);
}

std::string cardToken(Card card) {
    return fruitLetter(fruitOf(card)) + std::to_string(valueOf(card));
}

std::optional<int> parseFruitLetter(std::string_view letter, int players) {
    if (letter.size() != 1)
        return std::nullopt;
    for (int fruit = 0; fruit < fruitsInPlay(players); ++fruit) {
        if (kFruitLetters[fruit] == letter[0])
            return fruit;
    }
    return std::nullopt;
}

std::optional<Card> parseCardToken(std::string_view token, int players) {
    if (token.size() < 2 || token.size() > 3)
        return std::nullopt;
    const std::optional<int> fruit = parseFruitLetter(token.substr(0, 1), players);
    if (!fruit)
        return std::nullopt;
    int value = 0;
    for (char c : token.substr(1)) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    // "D07" would name D7 too; only the canonical spelling is accepted.
    if (value < 1 || value > kValuesPerFruit || token[1] == '0')
        return std::nullopt;
    return makeCard(*fruit, value);
}

} // namespace fc::tindahan
