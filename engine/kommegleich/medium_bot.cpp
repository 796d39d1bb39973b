// The medium bot: serve the longest run there is; otherwise shape the hand so that it
// serves the longest run against the row, or is one card away from a long run. Drawing is
// weighed against moving by the chances of each kind among the cards it has not seen.
#include "bots.h"

#include <array>

namespace fc::kommegleich {

namespace {

using Row = std::array<Card, kRowSize>;

// Runs of 3 and 4 count as the cards they put face down; a run of five is a tip.
int runWorth(int run) { return run == kHandSize ? kCashInAt : run; }

// The longest row-matching window (3 or more) with at most one card wrong: one good draw
// or move away from a run.
int nearRun(const Hand& hand, const Row& row) {
    int best = 0;
    for (int length = kMinRun; length <= kHandSize; ++length) {
        for (int first = 0; first + length <= hand.size; ++first) {
            for (int r = 0; r + length <= kRowSize; ++r) {
                int wrong = 0;
                for (int i = 0; i < length && wrong <= 1; ++i)
                    wrong += !serves(hand[first + i], row[static_cast<std::size_t>(r + i)]);
                if (wrong <= 1)
                    best = length;
            }
        }
    }
    return best;
}

int handScore(const Hand& hand, const Row& row) {
    return 100 * runWorth(longestRun(hand, row)) + 10 * nearRun(hand, row);
}

// A hand of six, best reduced to five: by covering a row card (start player) or by
// discarding. Returns the score and the step.
std::pair<int, Move> bestReduction(const Hand& six, const Row& row, bool cover) {
    std::pair<int, Move> best{-1, Move{}};
    for (int h = 0; h < six.size; ++h) {
        Hand five = six;
        const Card card = five.remove(h);
        if (!cover) {
            const int score = handScore(five, row);
            if (score > best.first)
                best = {score, Move::discard(h)};
            continue;
        }
        for (int r = 0; r < kRowSize; ++r) {
            Row changed = row;
            changed[static_cast<std::size_t>(r)] = card;
            const int score = handScore(five, changed);
            if (score > best.first)
                best = {score, Move::cover(h, r)};
        }
    }
    return best;
}

// Where a drawn card goes best, and how good the hand then is after the next step.
std::pair<int, Move> bestInsert(const Hand& hand, Card drawn, const Row& row, bool cover) {
    std::pair<int, Move> best{-1, Move{}};
    for (int slot = 0; slot <= hand.size; ++slot) {
        Hand six = hand;
        six.insert(slot, drawn);
        const int score = bestReduction(six, row, cover).first;
        if (score > best.first)
            best = {score, Move::insert(slot)};
    }
    return best;
}

// Moving a card, or drawing (scored by the chance of each kind among the unseen cards).
Move rearrange(const SeatKnowledge& known) {
    const State& s = known.state;
    const Hand& hand = s.hands[known.seat];
    MoveList legal;
    s.legalMoves(legal);
    std::pair<int, Move> best{-1, Move{}};
    for (Move move : legal) {
        if (move.kind != Move::MoveCard)
            continue;
        Hand moved = hand;
        moved.insert(move.b, moved.remove(move.a));
        const int score = handScore(moved, s.row);
        if (score > best.first)
            best = {score, move};
    }
    if (legal[legal.size - 1].kind != Move::Draw || known.unseen.size == 0)
        return best.second;
    std::array<int, kKindCount> unseenOfKind{};
    std::array<Card, kKindCount> example{};
    for (Card card : known.unseen) {
        ++unseenOfKind[kindOf(card)];
        example[kindOf(card)] = card;
    }
    double expected = 0;
    for (int kind = 0; kind < kKindCount; ++kind) {
        if (unseenOfKind[static_cast<std::size_t>(kind)] > 0)
            expected += unseenOfKind[static_cast<std::size_t>(kind)] *
                        bestInsert(hand, example[static_cast<std::size_t>(kind)], s.row, false).first;
    }
    expected /= known.unseen.size;
    return expected > best.first ? Move::draw() : best.second;
}

} // namespace

Move chooseMediumMove(const SeatKnowledge& known) {
    const State& s = known.state;
    const Hand& hand = s.hands[known.seat];
    switch (s.phase) {
    case Phase::StartDraw: return Move::draw();
    case Phase::Rearrange: return rearrange(known);
    case Phase::Insert: return bestInsert(hand, s.drawn, s.row, s.isStartTurn()).second;
    case Phase::Cover: return bestReduction(hand, s.row, true).second;
    case Phase::Discard: return bestReduction(hand, s.row, false).second;
    case Phase::Serve: {
        MoveList legal;
        s.legalMoves(legal);
        return legal[0]; // the longest run first, "done" when there is none
    }
    case Phase::GameOver: break;
    }
    return Move::done();
}

} // namespace fc::kommegleich
