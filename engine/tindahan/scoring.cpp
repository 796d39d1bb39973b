#include "scoring.h"

#include <algorithm>

namespace fc::tindahan {

std::array<int, kMaxPlayers> scoreStall(const std::array<std::uint8_t, kMaxPlayers>& sellers,
                                        int players, bool isTrumpStall) {
    std::array<int, kMaxPlayers> points{};
    const int bonus = isTrumpStall ? kTrumpBonusPoints : 0;
    const int firstPoints = kFirstPlacePoints + bonus;
    const int secondPoints = kSecondPlacePoints + bonus;

    // 1. First place: the most sellers (at least one).
    int most = 0;
    for (int s = 0; s < players; ++s)
        most = std::max<int>(most, sellers[s]);
    if (most == 0)
        return points;
    int firstCount = 0;
    for (int s = 0; s < players; ++s)
        firstCount += sellers[s] == most;

    // 2. A tie for first shares first and second place; nobody is second then.
    if (firstCount > 1) {
        for (int s = 0; s < players; ++s) {
            if (sellers[s] == most)
                points[s] = (firstPoints + secondPoints) / firstCount;
        }
        return points;
    }
    for (int s = 0; s < players; ++s) {
        if (sellers[s] == most)
            points[s] = firstPoints;
    }

    // 3. Second place: the next most sellers, shared when tied; none without sellers.
    int next = 0;
    for (int s = 0; s < players; ++s) {
        if (sellers[s] < most)
            next = std::max<int>(next, sellers[s]);
    }
    if (next == 0)
        return points;
    int secondCount = 0;
    for (int s = 0; s < players; ++s)
        secondCount += sellers[s] == next;
    for (int s = 0; s < players; ++s) {
        if (sellers[s] == next)
            points[s] = secondPoints / secondCount;
    }
    return points;
}

std::array<RoundScore, kMaxPlayers> scoreRound(const RoundTally& tally) {
    std::array<RoundScore, kMaxPlayers> scores{};
    const int players = tally.players;

    // 1. Tricks and hand cards.
    for (int s = 0; s < players; ++s) {
        scores[s].tricks = static_cast<std::int16_t>(kTrickPoints * tally.tricksWon[s]);
        scores[s].hand = static_cast<std::int16_t>(kHandCardPoints * tally.cardsInHand[s]);
    }

    // 2. Each stall alone; the trump bonus is what the trump stall gives beyond plain points.
    for (int fruit = 0; fruit < fruitsInPlay(players); ++fruit) {
        const auto& sellers = tally.stallSellers[fruit];
        const std::array<int, kMaxPlayers> plain = scoreStall(sellers, players, false);
        const bool isTrump = fruit == tally.trump;
        const std::array<int, kMaxPlayers> withBonus =
            isTrump ? scoreStall(sellers, players, true) : plain;
        for (int s = 0; s < players; ++s) {
            scores[s].stalls[fruit] = static_cast<std::int16_t>(plain[s]);
            scores[s].trumpBonus = static_cast<std::int16_t>(scores[s].trumpBonus + withBonus[s] - plain[s]);
        }
    }

    int top = -1000;
    for (int s = 0; s < players; ++s) {
        RoundScore& score = scores[s];
        int total = score.tricks + score.hand + score.trumpBonus;
        for (int points : score.stalls)
            total += points;
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
