#include "cards.h"

namespace fc::kommegleich {

static_assert(firstCardOf(kKindCount) == kDeckSize, "the card table must hold 93 cards");

std::string cardToken(Card card) {
    const int kind = kindOf(card);
    return std::string(1, kKindLetters[kind]) + std::to_string(card - firstCardOf(kind) + 1);
}

std::optional<Card> parseCardToken(std::string_view token) {
    if (token.size() < 2 || token.size() > 3 || token[1] == '0')
        return std::nullopt;
    const std::string_view letters(kKindLetters, kKindCount);
    const std::size_t kind = letters.find(token[0]);
    if (kind == std::string_view::npos)
        return std::nullopt;
    int number = 0;
    for (char c : token.substr(1)) {
        if (c < '0' || c > '9')
            return std::nullopt;
        number = number * 10 + (c - '0');
    }
    if (number < 1 || number > kCardsPerKind[kind])
        return std::nullopt;
    return makeCard(static_cast<int>(kind), number);
}

} // namespace fc::kommegleich
