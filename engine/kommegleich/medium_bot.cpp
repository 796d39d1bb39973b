// The medium bot: serve the longest run there is; otherwise shape the hand so that it
// serves the longest run against the row, or is one card away from a long run. Drawing is
// weighed against moving by the chances of each kind among the cards it has not seen.
#include "bots.h"
#include "shaping.h"

namespace fc::kommegleich {

namespace {

// Moving a card, or drawing (scored by the chance of each kind among the unseen cards).
Move rearrange(const SeatKnowledge& known) {
    const State& s = known.state;
    const Hand& hand = s.hands[known.seat];
    const std::pair<int, Move> move = bestMoveCard(hand, s.row);
    const bool canDraw = s.drawPile.size + s.discardPile.size > 0 || known.drawPileCount > 0;
    if (!canDraw || known.unseen.size == 0)
        return move.second;
    std::array<int, kKindCount> unseenOfKind{};
    std::array<Card, kKindCount> example{};
    for (Card card : known.unseen) {
        ++unseenOfKind[kindOf(card)];
        example[kindOf(card)] = card;
    }
    double expected = 0;
    for (int kind = 0; kind < kKindCount; ++kind) {
        if (unseenOfKind[static_cast<std::size_t>(kind)] > 0)
            expected +=
                unseenOfKind[static_cast<std::size_t>(kind)] *
                bestInsert(hand, example[static_cast<std::size_t>(kind)], s.row, false).first;
    }
    expected /= known.unseen.size;
    return expected > move.first ? Move::draw() : move.second;
}

} // namespace

Move chooseMediumMove(const SeatKnowledge& known) {
    const State& s = known.state;
    const Hand& hand = s.hands[known.seat];
    switch (s.phase) {
    case Phase::StartDraw:
        return Move::draw();
    case Phase::Rearrange:
        return rearrange(known);
    case Phase::Insert:
        return bestInsert(hand, s.drawn, s.row, s.isStartTurn()).second;
    case Phase::Cover:
        return bestReduction(hand, s.row, true).second;
    case Phase::Discard:
        return bestReduction(hand, s.row, false).second;
    case Phase::Serve: {
        MoveList legal;
        s.legalMoves(legal);
        return legal[0]; // the longest run first, "done" when there is none
    }
    case Phase::GameOver:
        break;
    }
    return Move::done();
}

} // namespace fc::kommegleich
