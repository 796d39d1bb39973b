#include "scoring.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace fc::tindahan {

namespace {

using Sellers = std::array<std::uint8_t, kMaxPlayers>;

// points / sharers rounded down (0 for no sharers), looked up: the scoring runs at the end of every
// round of every playout, and a division instruction costs more than the rest of a stall's scoring.
constexpr int kMostPoints = kFirstPlacePoints + kSecondPlacePoints + 2 * kTrumpBonusPoints;
constexpr std::array<std::array<std::int8_t, kMaxPlayers + 1>, kMostPoints + 1> makeShares() {
    std::array<std::array<std::int8_t, kMaxPlayers + 1>, kMostPoints + 1> shares{};
    for (int points = 0; points <= kMostPoints; ++points) {
        for (int sharers = 1; sharers <= kMaxPlayers; ++sharers)
            shares[points][sharers] = static_cast<std::int8_t>(points / sharers);
    }
    return shares;
}
constexpr auto kShares = makeShares();

// First and second place at one stall: how many sellers each takes (0: nobody) and how
// many seats share it.
struct StallPlaces {
    int first = 0;
    int firstSeats = 0;
    int second = 0;
    int secondSeats = 0;
};

// The places come from a histogram of the seats' seller counts, 4 bits per count (nibble k:
// how many seats have k sellers; at most 5): the highest non-empty nibbles are first and
// second place, and the highest non-empty nibble holds the highest set bit. No loop with
// data-dependent branches, which random playouts mispredict.
int highestNonEmptyNibble(std::uint64_t histogram) {
    return (63 - std::countl_zero(histogram | 1)) / 4; // | 1: none gives nibble 0
}

StallPlaces placesAt(const Sellers& sellers, int players) {
    std::uint64_t histogram = 0;
    for (int s = 0; s < players; ++s) {
        assert(sellers[s] <= kSellersPerPlayer);
        histogram += std::uint64_t{1} << (4 * sellers[s]);
    }
    histogram &= ~std::uint64_t{0xf}; // no sellers, no place
    StallPlaces places;
    places.first = highestNonEmptyNibble(histogram);
    places.firstSeats = static_cast<int>(histogram >> (4 * places.first) & 0xf);
    histogram &= (std::uint64_t{1} << (4 * places.first)) - 1; // the counts below first
    places.second = highestNonEmptyNibble(histogram);
    places.secondSeats = static_cast<int>(histogram >> (4 * places.second) & 0xf);
    return places;
}

// Stall points by number of sellers there (0..9): every seat with that many scores that.
using PointsBySellers = std::array<std::int8_t, kSellersPerPlayer + 1>;

// First-place ties share first + second (+ both bonuses) and leave no second place;
// second-place ties share second (+ its bonus). Count 0 stays at 0 points. Selects rather
// than branches: ties come and go at random in playouts. Filled in place and read byte by
// byte: a table returned by value is copied in 8-byte words, which stall on reading the
// bytes just written.
void fillPointsBySellers(PointsBySellers& points, const StallPlaces& places, bool isTrumpStall) {
    const int bonus = isTrumpStall ? kTrumpBonusPoints : 0;
    const int firstPoints = kFirstPlacePoints + bonus;
    const int secondPoints = kSecondPlacePoints + bonus;
    const bool tieForFirst = places.firstSeats > 1;
    points = {};
    points[places.second] = tieForFirst ? 0 : kShares[secondPoints][places.secondSeats];
    points[places.first] = tieForFirst ? kShares[firstPoints + secondPoints][places.firstSeats]
                                       : static_cast<std::int8_t>(firstPoints);
    points[0] = 0; // first or second may be "nobody" (0 sellers), who scores nothing
}

} // namespace

std::array<int, kMaxPlayers> scoreStall(const Sellers& sellers, int players, bool isTrumpStall) {
    PointsBySellers byCount;
    fillPointsBySellers(byCount, placesAt(sellers, players), isTrumpStall);
    std::array<int, kMaxPlayers> points{};
    for (int s = 0; s < players; ++s)
        points[s] = byCount[sellers[s]];
    return points;
}

std::array<RoundScore, kMaxPlayers> scoreRound(const RoundTally& tally) {
    std::array<RoundScore, kMaxPlayers> scores{};
    const int players = tally.players;

    // 1. Each stall alone; the trump bonus is what the trump stall gives beyond plain points.
    // Every seat's points are summed as they are found: one pass over the stalls.
    std::array<int, kMaxPlayers> stallTotal{};
    for (int fruit = 0; fruit < fruitsInPlay(players); ++fruit) {
        const Sellers& sellers = tally.stallSellers[fruit];
        const StallPlaces places = placesAt(sellers, players);
        PointsBySellers plain;
        fillPointsBySellers(plain, places, false);
        for (int s = 0; s < players; ++s) {
            const int points = plain[sellers[s]];
            scores[s].stalls[fruit] = static_cast<std::int16_t>(points);
            stallTotal[s] += points;
        }
        if (fruit == tally.trump) {
            PointsBySellers withBonus;
            fillPointsBySellers(withBonus, places, true);
            for (int s = 0; s < players; ++s) {
                const int bonus = withBonus[sellers[s]] - plain[sellers[s]];
                scores[s].trumpBonus = static_cast<std::int16_t>(bonus);
                stallTotal[s] += bonus;
            }
        }
    }

    // 2. Tricks and hand cards.
    int top = -1000;
    for (int s = 0; s < players; ++s) {
        RoundScore& score = scores[s];
        score.tricks = static_cast<std::int16_t>(kTrickPoints * tally.tricksWon[s]);
        score.hand = static_cast<std::int16_t>(kHandCardPoints * tally.cardsInHand[s]);
        const int total = score.tricks + score.hand + stallTotal[s];
        score.total = static_cast<std::int16_t>(total);
        top = std::max(top, total);
    }

    // 3. Shutout: no sellers and no tricks makes the round's total the top score (the
    // top over every seat's plain total, so a shutout never lowers a score).
    for (int s = 0; s < players; ++s) {
        if (tally.sellersPlaced[s] == 0 && tally.tricksWon[s] == 0) {
            scores[s].shutout = static_cast<std::int16_t>(top - scores[s].total);
            scores[s].total = static_cast<std::int16_t>(top);
        }
    }
    return scores;
}

} // namespace fc::tindahan
