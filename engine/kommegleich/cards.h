// Komme gleich!'s content: the 93 menu cards (five dishes and the wild baguettes) and the
// 11 tip cards, as one table each, with the compact encodings the rules and the search use
// (a card is one byte; every card has its own id so that views can be checked for leaks).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fc::kommegleich {

// The kinds of menu card. The five dishes are what the row orders; a baguette is wild.
enum Kind : std::uint8_t { Cheese, Lobster, Tartelettes, Salad, Soup, Baguette };

constexpr int kKindCount = 6;
// The menu cards: 16 of each dish and 13 baguettes.
constexpr std::array<int, kKindCount> kCardsPerKind = {16, 16, 16, 16, 16, 13};
constexpr int kDeckSize = 93;

// The tip cards: five worth 1, three worth 2, three worth 3 (11 cards, 20 points).
constexpr int kMaxTipValue = 3;
using TipCounts = std::array<std::uint8_t, kMaxTipValue + 1>; // [value] -> cards; [0] unused
constexpr TipCounts kTipCards = {0, 5, 3, 3};

constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 6;
constexpr int kHandSize = 5;
constexpr int kRowSize = 5;
constexpr int kMinRun = 3;
constexpr int kCashInAt = 10; // face-down cards that are cashed in for a tip

// Notation letters (cheese, lobster, tartelettes, salad, sOup, baguette) and names.
constexpr char kKindLetters[kKindCount + 1] = "CLTSOB";
constexpr std::array<std::string_view, kKindCount> kKindNames = {"cheese", "lobster", "tartelettes",
                                                                 "salad",  "soup",    "baguette"};

// Card ids: the kinds in table order, each kind's cards numbered from 1 ("L7" is lobster 7).
using Card = std::uint8_t;
constexpr Card kNoCard = 0xff;

constexpr int firstCardOf(int kind) {
    int first = 0;
    for (int k = 0; k < kind; ++k)
        first += kCardsPerKind[static_cast<std::size_t>(k)];
    return first;
}

namespace detail {
constexpr std::array<Kind, kDeckSize> kindTable() {
    std::array<Kind, kDeckSize> table{};
    for (int kind = 0; kind < kKindCount; ++kind) {
        for (int i = 0; i < kCardsPerKind[static_cast<std::size_t>(kind)]; ++i)
            table[static_cast<std::size_t>(firstCardOf(kind) + i)] = static_cast<Kind>(kind);
    }
    return table;
}
constexpr std::array<Kind, kDeckSize> kKindOfCard = kindTable();
} // namespace detail

constexpr Kind kindOf(Card card) {
    return detail::kKindOfCard[card];
}
constexpr Card makeCard(int kind, int number) {
    return static_cast<Card>(firstCardOf(kind) + number - 1);
}

// A hand card serves a row card when both are the same dish, or either is a baguette.
constexpr bool serves(Card handCard, Card rowCard) {
    const Kind a = kindOf(handCard), b = kindOf(rowCard);
    return a == b || a == Baguette || b == Baguette;
}

// "L7": kind letter and number within the kind.
std::string cardToken(Card card);
std::optional<Card> parseCardToken(std::string_view token);

} // namespace fc::kommegleich
