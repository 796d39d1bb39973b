#include "game_info.h"

#include "bots.h"
#include "tindahan_game.h"

namespace fc::tindahan {

namespace {

const State* stateOf(const fc::Game& game) {
    const auto* tindahan = dynamic_cast<const TindahanGame*>(&game);
    return tindahan ? &tindahan->state() : nullptr;
}

// Every card in use is in exactly one place: a hand, the trick, or a won pile.
Status cardsAreConserved(const State& s) {
    CardSet seen = s.trickCards;
    int count = countCards(s.trickCards);
    for (int seat = 0; seat < s.players; ++seat) {
        seen |= s.hands[seat] | s.wonCards[seat];
        count += countCards(s.hands[seat]) + countCards(s.wonCards[seat]);
    }
    if (seen != s.cardsInUse() || count != s.players * kHandSize)
        return Status::fail("cards are not conserved: " + std::to_string(count) + " cards for " +
                            std::to_string(s.players * kHandSize));
    return Status::ok();
}

// The counts by fruit that random playouts read agree with the hands.
Status handCountsAreKept(const State& s) {
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        if (s.handFruits[seat] != countByFruit(s.hands[seat]))
            return Status::fail("seat " + std::to_string(seat) +
                                "'s counts by fruit disagree with its hand");
    }
    return Status::ok();
}

Status sellersAreConserved(const State& s) {
    for (int seat = 0; seat < s.players; ++seat) {
        int placed = 0;
        for (int fruit = 0; fruit < kFruitCount; ++fruit)
            placed += s.stallSellers[fruit][seat];
        if (s.sellersLeft[seat] > kSellersPerPlayer ||
            placed + s.sellersLeft[seat] != kSellersPerPlayer)
            return Status::fail("seat " + std::to_string(seat) + " has " +
                                std::to_string(placed + s.sellersLeft[seat]) + " sellers, not 9");
    }
    return Status::ok();
}

Status scoresAddUp(const State& s) {
    for (int seat = 0; seat < s.players; ++seat) {
        int total = 0;
        for (int round = 0; round < s.round; ++round) {
            const RoundScore& r = s.roundScores[round][seat];
            int parts = r.tricks + r.hand + r.trumpBonus + r.shutout;
            for (int points : r.stalls)
                parts += points;
            if (parts != r.total)
                return Status::fail("round " + std::to_string(round + 1) + " parts of seat " +
                                    std::to_string(seat) + " do not add up");
            total += r.total;
        }
        if (total != s.totals[seat])
            return Status::fail("the total of seat " + std::to_string(seat) +
                                " is not the sum of its rounds");
    }
    return Status::ok();
}

// The last trick went to the highest trump in it, else the highest card of the led fruit
// (worked out here by values, apart from the engine's bit tricks).
Status trickWinnerIsRight(const State& s) {
    const FinishedTrick& t = s.lastTrick;
    if (t.winner < 0)
        return Status::ok();
    int expected = -1;
    for (int fruit : {static_cast<int>(t.trump), static_cast<int>(t.led)}) {
        int bestValue = 0;
        for (int seat = 0; seat < s.players; ++seat) {
            const Card card = t.cards[seat];
            if (card != kNoCard && fruitOf(card) == fruit && valueOf(card) > bestValue) {
                bestValue = valueOf(card);
                expected = seat;
            }
        }
        if (expected >= 0)
            break;
    }
    if (expected != t.winner)
        return Status::fail("the last trick went to seat " + std::to_string(t.winner) +
                            ", not to seat " + std::to_string(expected));
    return Status::ok();
}

std::vector<std::string> otherHands(const fc::Game& game, Seat seat) {
    std::vector<std::string> secrets;
    const State* s = stateOf(game);
    if (!s)
        return secrets;
    for (int other = 0; other < s->players; ++other) {
        if (other == seat)
            continue;
        for (CardSet rest = s->hands[other]; rest; rest &= rest - 1)
            secrets.push_back(cardToken(lowestCard(rest)));
    }
    return secrets;
}

Status invariants(const fc::Game& game) {
    const State* s = stateOf(game);
    if (!s)
        return Status::fail("not a Tindahan game");
    for (Status check : {cardsAreConserved(*s), handCountsAreKept(*s), sellersAreConserved(*s),
                         scoresAddUp(*s), trickWinnerIsRight(*s)}) {
        if (!check)
            return check;
    }
    return Status::ok();
}

} // namespace

fc::GameInfo gameInfo() {
    fc::GameInfo info;
    info.id = "tindahan";
    info.title = "Tindahan";
    info.minPlayers = kMinPlayers;
    info.maxPlayers = kMaxPlayers;
    info.timing = fc::Timing::TurnBased;
    info.hiddenHands = true;
    info.botStrengths = {"random", "medium", "hard"};
    info.create = [](const fc::Setup& setup) -> Result<std::unique_ptr<fc::Game>> {
        return std::unique_ptr<fc::Game>(std::make_unique<TindahanGame>(setup));
    };
    info.makeBot = [](const std::string& strength, std::uint64_t seed) {
        return makeBot(strength, seed);
    };
    info.invariants = invariants;
    info.secretsHiddenFrom = otherHands;
    return info;
}

} // namespace fc::tindahan
