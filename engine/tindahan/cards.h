// Tindahan's cards and fruits: the content table and the compact encodings the rules and
// the search use (a card is one byte, a set of cards is one 64-bit mask).
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fc::tindahan {

// Fruits in the order they join the game: 3 players use the first three, 4 the first
// four, 5 all of them (bananas are always used).
enum Fruit : std::uint8_t { Bananas, Durians, Mangosteens, Rambutans, Pineapples };

constexpr int kFruitCount = 5;
constexpr int kValuesPerFruit = 10;
constexpr int kMinPlayers = 3;
constexpr int kMaxPlayers = 5;
constexpr int kHandSize = 10;
constexpr int kSellersPerPlayer = 9;

// The notation letters (actions, views) and the names used in messages, by fruit.
constexpr char kFruitLetters[kFruitCount + 1] = "BDMRP";
constexpr std::string_view kFruitNames[kFruitCount] = {"bananas", "durians", "mangosteens",
                                                       "rambutans", "pineapples"};

constexpr int fruitsInPlay(int players) { return players; }

// card = fruit * 10 + value - 1, so that within a fruit a higher bit is a higher card.
using Card = std::uint8_t;
constexpr Card kNoCard = 0xff;
constexpr Card makeCard(int fruit, int value) {
    return static_cast<Card>(fruit * kValuesPerFruit + value - 1);
}
constexpr int fruitOf(Card card) { return card / kValuesPerFruit; }
constexpr int valueOf(Card card) { return card % kValuesPerFruit + 1; }

// A set of cards: bit `card` is set when the card is in the set.
using CardSet = std::uint64_t;
constexpr CardSet cardBit(Card card) { return CardSet{1} << card; }
constexpr CardSet fruitCards(int fruit) { return CardSet{0x3ff} << (fruit * kValuesPerFruit); }
constexpr CardSet cardsInPlay(int players) {
    return (CardSet{1} << (fruitsInPlay(players) * kValuesPerFruit)) - 1;
}
// Bit-parallel count: std::popcount becomes a library call on baseline x86-64 (no POPCNT),
// and this runs at every step of every playout.
constexpr int countCards(CardSet set) {
    set -= (set >> 1) & 0x5555555555555555ULL;
    set = (set & 0x3333333333333333ULL) + ((set >> 2) & 0x3333333333333333ULL);
    set = (set + (set >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return static_cast<int>((set * 0x0101010101010101ULL) >> 56);
}
constexpr Card lowestCard(CardSet set) { return static_cast<Card>(std::countr_zero(set)); }
constexpr Card highestCard(CardSet set) { return static_cast<Card>(63 - std::countl_zero(set)); }

// "D7": fruit letter and value 1-10, the notation of actions and views.
std::string cardToken(Card card);
std::optional<Card> parseCardToken(std::string_view token, int players);
std::optional<int> parseFruitLetter(std::string_view letter, int players);
std::string fruitLetter(int fruit);

} // namespace fc::tindahan
