// End-of-round scoring, kept apart from the trick rules so each scoring rule (tricks,
// hand cards, stall majorities and their ties, trump bonus, shutout) can be tested alone.
#pragma once

#include "cards.h"

#include <array>
#include <cstdint>

namespace fc::tindahan {

constexpr int kTrickPoints = 2;
constexpr int kHandCardPoints = -1;
constexpr int kFirstPlacePoints = 5;
constexpr int kSecondPlacePoints = 2;
constexpr int kTrumpBonusPoints = 1; // for first and for second place at the trump stall

// One seat's points for one round, part by part, as the score screen shows them.
struct RoundScore {
    std::int16_t tricks = 0;                        // +2 per trick won
    std::int16_t hand = 0;                          // -1 per card left in hand
    std::array<std::int16_t, kFruitCount> stalls{}; // majority points per stall, bonus apart
    std::int16_t trumpBonus = 0;                    // this seat's share of the trump bonus
    std::int16_t shutout = 0;                       // what the shutout adds to reach the top score
    std::int16_t total = 0;
    bool operator==(const RoundScore&) const = default;
};

// Majority points at one stall, by seat, from the sellers each seat has there.
// First-place ties share first + second (+ both bonuses at the trump stall) rounded down;
// second-place ties share second (+ its bonus) rounded down; no sellers, no points.
std::array<int, kMaxPlayers> scoreStall(const std::array<std::uint8_t, kMaxPlayers>& sellers,
                                        int players, bool isTrumpStall);

// What the scoring reads from the end of a round.
struct RoundTally {
    int players = 0;
    int trump = Bananas;
    std::array<std::uint8_t, kMaxPlayers> tricksWon{};
    std::array<std::uint8_t, kMaxPlayers> cardsInHand{};
    std::array<std::uint8_t, kMaxPlayers> sellersPlaced{};
    std::array<std::array<std::uint8_t, kMaxPlayers>, kFruitCount> stallSellers{}; // [fruit][seat]
};

// Scores every seat for the round: tricks and hand cards, then the stalls, then the
// shutout (a seat with no sellers placed and no tricks gets the round's top score).
std::array<RoundScore, kMaxPlayers> scoreRound(const RoundTally& tally);

} // namespace fc::tindahan
