// Hand shaping: how promising a hand of five is against the row, and the greedy steps that
// make it so (where to insert a drawn card, which card to cover or discard, which card to
// move). Shared by the medium bot and the hard bot's playouts.
#pragma once

#include "kommegleich.h"

#include <utility>

namespace fc::kommegleich {

using Row = std::array<Card, kRowSize>;

// Runs of 3 and 4 count as the cards they put face down; a run of five is a tip.
constexpr int runWorth(int run) {
    return run == kHandSize ? kCashInAt : run;
}

// The longest row-matching window (3 or more) with at most one card wrong: one good draw
// or move away from a run (0 when there is none).
int nearRun(const Hand& hand, const Row& row);

// The run the hand serves now first, then the run one card away.
int handScore(const Hand& hand, const Row& row);

// A hand of six best reduced to five, by covering a row card (start player) or by
// discarding: the score and the step.
std::pair<int, Move> bestReduction(const Hand& six, const Row& row, bool cover);

// Where a drawn card goes best, scored after the best reduction that follows.
std::pair<int, Move> bestInsert(const Hand& hand, Card drawn, const Row& row, bool cover);

// The best "move A B" for a hand of five (the first of the best, in listing order).
std::pair<int, Move> bestMoveCard(const Hand& hand, const Row& row);

} // namespace fc::kommegleich
