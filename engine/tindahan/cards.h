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
// Bit-parallel counting: std::popcount becomes a library call on baseline x86-64 (no
// POPCNT), and this runs at every step of every playout.
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
// kNthInByte[byte][n]: the position of the n-th lowest set bit of `byte`.
constexpr std::array<std::array<std::uint8_t, 8>, 256> makeNthInByte() {
    std::array<std::array<std::uint8_t, 8>, 256> table{};
    for (unsigned byte = 0; byte < 256; ++byte) {
        unsigned n = 0;
        for (std::uint8_t bit = 0; bit < 8; ++bit) {
            if (byte & (1u << bit))
                table[byte][n++] = bit;
        }
    }
    return table;
}
inline constexpr std::array<std::array<std::uint8_t, 8>, 256> kNthInByte = makeNthInByte();
} // namespace card_bits

constexpr int countCards(CardSet set) {
    return static_cast<int>(card_bits::runningByteCounts(set) >> 56);
}

// A set with the running counts that both its size and its n-th card come from. Playouts
// draw "the n-th playable card" at every step; this finds it without a loop over the lower
// cards, whose exit branch the processor mispredicts at almost every draw.
class RankedCards {
public:
    constexpr explicit RankedCards(CardSet set)
        : set_(set), running_(card_bits::runningByteCounts(set)) {}
    constexpr int count() const { return static_cast<int>(running_ >> 56); }
    // The n-th lowest card, n in [0, count()).
    constexpr Card nth(int n) const {
        using namespace card_bits;
        // The first byte whose running count exceeds n holds the card: every byte of
        // (running | top bits) - (n + 1) keeps its top bit exactly when its count > n
        // (counts stay below 128, so no byte borrows from the next).
        const std::uint64_t above = ((running_ | kHighs) - kOnes * static_cast<std::uint64_t>(n + 1)) & kHighs;
        const int shift = std::countr_zero(above) & ~7; // 8 * that byte's index
        const int before = static_cast<int>(((running_ << 8) >> shift) & 0xff);
        const auto byte = static_cast<std::uint8_t>(set_ >> shift);
        return static_cast<Card>(shift + kNthInByte[byte][static_cast<std::size_t>(n - before)]);
    }

private:
    CardSet set_;
    std::uint64_t running_;
};

constexpr Card lowestCard(CardSet set) { return static_cast<Card>(std::countr_zero(set)); }
constexpr Card highestCard(CardSet set) { return static_cast<Card>(63 - std::countl_zero(set)); }

// "D7": fruit letter and value 1-10, the notation of actions and views.
std::string cardToken(Card card);
std::optional<Card> parseCardToken(std::string_view token, int players);
std::optional<int> parseFruitLetter(std::string_view letter, int players);
std::string fruitLetter(int fruit);

} // namespace fc::tindahan
