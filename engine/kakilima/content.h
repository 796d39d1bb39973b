// Kaki Lima's content as data: the 6x6 map (fixed stalls and houses, the orange and green
// cards that fill the rest), the eight characters, and the Langkah deck. A Langkah card is
// one byte (its big number and its booster); the deck is a list of such bytes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fc::kakilima {

// ---- the map ----

constexpr int kSide = 6;
constexpr int kCells = kSide * kSide;
constexpr int kStalls = 4;
constexpr int kHouses = 8;
constexpr int kCharacters = 8;
constexpr int kOrangeCards = 13;
constexpr int kGreenCards = 11;
constexpr int kOrdersPerStall = 2;
constexpr int kBagSize = 2; // orders carried at once
constexpr int kHandSize = 5;
constexpr int kMaxTokens = 10; // clearing tokens, on the scoreboard's 5, 10, ... 50
constexpr int kOrdersToDeliver = kCharacters - 1; // the walker's own order is set aside

// Cells are numbered row by row from the top left: cell = row * 6 + column. Their names
// are a column letter and a row number, "A1" top left to "F6" bottom right.
constexpr int cellAt(int column, int row) {
    return row * kSide + column;
}
constexpr int columnOf(int cell) {
    return cell % kSide;
}
constexpr int rowOf(int cell) {
    return cell / kSide;
}

// The food stalls stand in the middle (Kopitiam C3, Roti Bakar D3, Chendul C4, Rojak D4).
constexpr std::array<int, kStalls> kStallCells = {cellAt(2, 2), cellAt(3, 2), cellAt(2, 3),
                                                  cellAt(3, 3)};
constexpr std::array<std::string_view, kStalls> kStallNames = {"Kopitiam", "Roti Bakar Stall",
                                                               "Chendul Stall", "Rojak Stall"};

// The eight red house cards around the edge, placed with a quarter-turn symmetry so that
// no two touch and no corner is walled in: C1 E1 F3 F5 D6 B6 A4 A2.
constexpr std::array<int, kHouses> kHouseCells = {cellAt(2, 0), cellAt(4, 0), cellAt(5, 2),
                                                  cellAt(5, 4), cellAt(3, 5), cellAt(1, 5),
                                                  cellAt(0, 3), cellAt(0, 1)};

// Cells that cannot be entered: the houses.
constexpr std::uint64_t houseMask() {
    std::uint64_t mask = 0;
    for (int cell : kHouseCells)
        mask |= std::uint64_t{1} << cell;
    return mask;
}
constexpr std::uint64_t kBlockedCells = houseMask();

constexpr int stallAt(int cell) {
    for (int s = 0; s < kStalls; ++s)
        if (kStallCells[static_cast<std::size_t>(s)] == cell)
            return s;
    return -1;
}

// The 24 location cards shuffled into the free spaces; their Lokasi actions are ignored
// in MCO Mode, so they only give the map its look.
constexpr std::array<std::string_view, kOrangeCards> kOrangeNames = {
    "Komtar",       "Padang Kota",      "Chew Jetty",      "Kek Lok Si", "Fort Cornwallis",
    "Little India", "Campbell Street",  "Armenian Street", "Love Lane",  "Penang Hill",
    "Gurney Drive", "Chowrasta Market", "Clock Tower"};
constexpr std::array<std::string_view, kGreenCards> kGreenNames = {
    "Lorong Selamat", "Jalan Burma",    "Lebuh Chulia",    "Jalan Macalister",
    "Lebuh Pantai",   "Jalan Penang",   "Lebuh Carnarvon", "Jalan Sultan Ahmad Shah",
    "Lebuh Acheh",    "Jalan Transfer", "Lorong Kulit"};

// ---- the characters ----

// Id (the notation of actions and views) and the name shown to players.
struct Character {
    std::string_view id;
    std::string_view name;
};
constexpr std::array<Character, kCharacters> kCharacterList = {{
    {"kiah", "Mak Cik Kiah"},
    {"seng", "Ah Seng"},
    {"raju", "Uncle Raju"},
    {"siti", "Siti"},
    {"meiling", "Mei Ling"},
    {"hassan", "Pak Hassan"},
    {"rose", "Aunty Rose"},
    {"farid", "Farid"},
}};
std::optional<int> parseCharacter(std::string_view id);

// ---- the Langkah deck ----

enum class Booster : std::uint8_t {
    None,
    Double,      // x2: twice the steps
    PlusTwo,     // +2: two more steps
    ClearPickUp, // "pick up a clearing token": in MCO Mode, gain a clearing token
    ClearMove,   // "move a clearing token": in MCO Mode, gain a clearing token
    Swap,        // swap a hand card with the top card of the discard pile
};
constexpr int kBoosterKinds = 6;

// A Langkah card: number (1-5) in the low three bits, booster above.
using Card = std::uint8_t;
constexpr Card makeCard(int number, Booster booster = Booster::None) {
    return static_cast<Card>(number | (static_cast<int>(booster) << 3));
}
constexpr int numberOf(Card card) {
    return card & 7;
}
constexpr Booster boosterOf(Card card) {
    return static_cast<Booster>(card >> 3);
}
constexpr bool givesToken(Card card) {
    return boosterOf(card) == Booster::ClearPickUp || boosterOf(card) == Booster::ClearMove;
}
// Steps the card walks, with or without its step booster.
constexpr int stepsOf(Card card, bool boosted) {
    if (!boosted)
        return numberOf(card);
    return boosterOf(card) == Booster::Double ? 2 * numberOf(card) : numberOf(card) + 2;
}
constexpr bool hasStepBooster(Card card) {
    return boosterOf(card) == Booster::Double || boosterOf(card) == Booster::PlusTwo;
}
constexpr int kMaxSteps = 10; // a 5 x2

// The deck: 36 cards, so at most 31 plays (the pile must not run dry before the last
// delivery). Balanced with the planner over 1,000 seeded deals (tests/bench/
// kakilima_bench_balance.cpp): cheap clearing cards make ten tokens reachable, x2 and +2
// on low numbers make long walks cheap, the 4s and 5s are the cards one keeps in hand.
// clang-format off
constexpr std::array<Card, 36> kLangkahDeck = {
    // 12 plain cards
    makeCard(1), makeCard(1), makeCard(2), makeCard(2), makeCard(2), makeCard(3), makeCard(3),
    makeCard(3), makeCard(4), makeCard(4), makeCard(5), makeCard(5),
    // 6 x2 and 4 +2
    makeCard(1, Booster::Double), makeCard(1, Booster::Double), makeCard(1, Booster::Double),
    makeCard(2, Booster::Double), makeCard(2, Booster::Double), makeCard(3, Booster::Double),
    makeCard(1, Booster::PlusTwo), makeCard(1, Booster::PlusTwo), makeCard(1, Booster::PlusTwo),
    makeCard(2, Booster::PlusTwo),
    // 6 + 6 clearing boosters (a clearing token each in MCO Mode)
    makeCard(1, Booster::ClearPickUp), makeCard(1, Booster::ClearPickUp), makeCard(2, Booster::ClearPickUp),
    makeCard(2, Booster::ClearPickUp), makeCard(2, Booster::ClearPickUp), makeCard(3, Booster::ClearPickUp),
    makeCard(1, Booster::ClearMove), makeCard(1, Booster::ClearMove), makeCard(2, Booster::ClearMove),
    makeCard(2, Booster::ClearMove), makeCard(2, Booster::ClearMove), makeCard(3, Booster::ClearMove),
    // 2 swaps
    makeCard(1, Booster::Swap), makeCard(2, Booster::Swap),
};
// clang-format on
constexpr int kDeckSize = static_cast<int>(kLangkahDeck.size());

// "3", "3x2", "3+2", "3c" (clearing pick-up), "3m" (clearing move), "3s" (swap).
std::string cardToken(Card card);
std::optional<Card> parseCardToken(std::string_view token);
std::string_view boosterName(Booster booster); // "x2", "+2", "clearing", "swap", ""

// Cell names "A1".."F6".
std::string cellName(int cell);
std::optional<int> parseCell(std::string_view name);

// Points of the clearing tokens: the highest covered space (5 per token), +10 with all ten.
constexpr int tokenPoints(int tokens) {
    return 5 * tokens + (tokens == kMaxTokens ? 10 : 0);
}

} // namespace fc::kakilima
