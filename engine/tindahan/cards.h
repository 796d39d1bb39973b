// Tindahan's cards and fruits: the content table and the compact encodings the rules and
// the search use (a card is one byte, a set of cards is one 64-bit mask).
#pragma once

#include <array>
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

constexpr int fruitsInPlay(int players) {
    return players;
}

// card = fruit * 10 + value - 1, so that within a fruit a higher bit is a higher card.
using Card = std::uint8_t;
constexpr Card kNoCard = 0xff;
constexpr Card makeCard(int fruit, int value) {
    return static_cast<Card>(fruit * kValuesPerFruit + value - 1);
}
constexpr int fruitOf(Card card) {
    return card / kValuesPerFruit;
}
constexpr int valueOf(Card card) {
    return card % kValuesPerFruit + 1;
}

// A set of cards: bit `card` is set when the card is in the set.
using CardSet = std::uint64_t;
constexpr CardSet cardBit(Card card) {
    return CardSet{1} << card;
}
constexpr CardSet fruitCards(int fruit) {
    return CardSet{0x3ff} << (fruit * kValuesPerFruit);
}
constexpr CardSet cardsInPlay(int players) {
    return (CardSet{1} << (fruitsInPlay(players) * kValuesPerFruit)) - 1;
}
// Bit-parallel counting: std::popcount becomes a library call on baseline x86-64 (no
// POPCNT).
namespace card_bits {
constexpr std::uint64_t kOnes = 0x0101010101010101ULL;  // 1 in every byte
constexpr std::uint64_t kHighs = 0x8080808080808080ULL; // the top bit of every byte
// Byte i of the result holds how many cards of `set` lie in bytes 0..i (64 at most).
constexpr std::uint64_t runningByteCounts(CardSet set) {
    set -= (set >> 1) & 0x5555555555555555ULL;
    set = (set & 0x3333333333333333ULL) + ((set >> 2) & 0x3333333333333333ULL);
    set = (set + (set >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return set * kOnes;
}

// A fruit's cards as a set of values: bit v - 1 for value v (10 bits).
constexpr std::size_t kValueSets = std::size_t{1} << kValuesPerFruit;
// kValueCount[values]: how many values the set holds.
constexpr std::array<std::uint8_t, kValueSets> makeValueCounts() {
    std::array<std::uint8_t, kValueSets> counts{};
    for (std::size_t values = 1; values < kValueSets; ++values)
        counts[values] = static_cast<std::uint8_t>(counts[values & (values - 1)] + 1);
    return counts;
}
inline constexpr auto kValueCount = makeValueCounts();
// kNthValue[values][n]: the n-th lowest value in the set, as value - 1.
constexpr std::array<std::array<std::uint8_t, kValuesPerFruit>, kValueSets> makeNthValues() {
    std::array<std::array<std::uint8_t, kValuesPerFruit>, kValueSets> table{};
    for (std::size_t values = 0; values < kValueSets; ++values) {
        std::size_t n = 0;
        for (std::uint8_t value = 0; value < kValuesPerFruit; ++value) {
            if (values & (1u << value))
                table[values][n++] = value;
        }
    }
    return table;
}
inline constexpr auto kNthValue = makeNthValues();
} // namespace card_bits

constexpr int countCards(CardSet set) {
    return static_cast<int>(card_bits::runningByteCounts(set) >> 56);
}

// Byte f: how many cards of fruit f the set holds.
constexpr std::uint64_t countByFruit(CardSet set) {
    std::uint64_t counts = 0;
    for (int fruit = 0; fruit < kFruitCount; ++fruit) {
        const auto values = static_cast<std::size_t>(set >> (fruit * kValuesPerFruit)) & 0x3ff;
        counts |= std::uint64_t{card_bits::kValueCount[values]} << (8 * fruit);
    }
    return counts;
}

// A set of cards with its counts by fruit (countByFruit of the set): the running sums of
// those counts, one multiply, give both the set's size and the fruit of its n-th card.
// Playouts draw "the n-th playable card" at every step; this finds it without counting
// bits, and without a loop over the lower cards, whose exit branch the processor
// mispredicts at almost every draw.
class RankedCards {
  public:
    constexpr RankedCards(CardSet set, std::uint64_t fruitCounts)
        : set_(set), running_(fruitCounts * card_bits::kOnes) {}
    constexpr int count() const { return static_cast<int>(running_ >> 56); }
    // The n-th lowest card, n in [0, count()). Unsigned: no sign extensions on the way.
    constexpr Card nth(unsigned n) const {
        using namespace card_bits;
        // The first fruit whose running count exceeds n holds the card: every byte of
        // (running | top bits) - (n + 1) keeps its top bit exactly when its count > n
        // (counts stay below 128, so no byte borrows from the next).
        const std::uint64_t above = ((running_ | kHighs) - kOnes * (n + std::uint64_t{1})) & kHighs;
        const unsigned shift =
            static_cast<unsigned>(std::countr_zero(above)) & ~7u; // 8 * the fruit
        const auto before = static_cast<unsigned>((running_ << 8) >> shift) & 0xffu;
        const unsigned lowest = shift + shift / 4; // the fruit's lowest card: 10 * fruit
        const auto values = static_cast<std::size_t>(set_ >> lowest) & 0x3ff;
        return static_cast<Card>(lowest + kNthValue[values][n - before]);
    }

  private:
    CardSet set_;
    std::uint64_t running_;
};

constexpr Card lowestCard(CardSet set) {
    return static_cast<Card>(std::countr_zero(set));
}
constexpr Card highestCard(CardSet set) {
    return static_cast<Card>(63 - std::countl_zero(set));
}

// "D7": fruit letter and value 1-10, the notation of actions and views.
std::string cardToken(Card card);
std::optional<Card> parseCardToken(std::string_view token, int players);
std::optional<int> parseFruitLetter(std::string_view letter, int players);
std::string fruitLetter(int fruit);

} // namespace fc::tindahan
