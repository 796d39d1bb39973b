#include "tindahan/hint.h"

#include <algorithm>

namespace fc::tindahan {

namespace {

// How a card ranks in the trick (as the rules judge it): trumps above the led fruit above
// the rest, then by value. With nothing led yet, the card itself would be led.
int trickRank(Card card, int trump, int led) {
    const int fruit = fruitOf(card);
    const int value = valueOf(card);
    if (fruit == trump)
        return 200 + value;
    if (fruit == led || led < 0)
        return 100 + value;
    return value;
}

} // namespace

bool sellerStillCounts(const State& state, int seat, int fruit) {
    const auto& sellers = state.stallSellers[static_cast<std::size_t>(fruit)];
    const int mine = sellers[static_cast<std::size_t>(seat)];
    int bestOther = 0;
    for (int other = 0; other < state.players; ++other) {
        if (other != seat)
            bestOther = std::max<int>(bestOther, sellers[static_cast<std::size_t>(other)]);
    }
    return mine <= bestOther + 1 && bestOther - mine <= 2;
}

Hint hintFor(const State& state) {
    Hint hint;
    MoveList moves;
    state.legalMoves(moves);
    for (const Move& move : moves) {
        hint.canPlayCard |= move.kind == Move::PlayCard;
        hint.canPlaceSeller |= move.kind == Move::PlaceSeller;
        hint.canMoveTrump |= move.kind == Move::MoveTrump;
    }
    // The best card on the table so far (0: none yet).
    int best = 0;
    for (int seat = 0; seat < state.players; ++seat) {
        const Card played = state.trickCard[static_cast<std::size_t>(seat)];
        if (played != kNoCard)
            best = std::max(best, trickRank(played, state.trump, state.led));
    }
    int lowestWinner = 1000;
    int lowest = 1000;
    Card winner = kNoCard;
    Card cheapest = kNoCard;
    for (const Move& move : moves) {
        if (move.kind != Move::PlayCard)
            continue;
        const int rank = trickRank(move.arg, state.trump, state.led);
        if (rank > best && rank < lowestWinner) {
            lowestWinner = rank;
            winner = move.arg;
        }
        if (rank < lowest) {
            lowest = rank;
            cheapest = move.arg;
        }
    }
    // No card takes the trick: a card given away only saves the point it would cost in
    // hand, a seller where the seat can still score is worth more.
    const bool sellerIsBetter =
        hint.canPlaceSeller && winner == kNoCard &&
        (cheapest == kNoCard || sellerStillCounts(state, state.toMove, state.led));
    if (winner != kNoCard)
        hint.example = Move::play(winner);
    else if (sellerIsBetter)
        hint.example = Move::seller();
    else if (cheapest != kNoCard)
        hint.example = Move::play(cheapest);
    return hint;
}

} // namespace fc::tindahan
