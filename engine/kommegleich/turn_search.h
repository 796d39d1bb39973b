// TurnSearch: Komme gleich! as the generic search sees it (fc::search::SearchState). The
// game is long, and what the others do between two of a seat's turns hardly depends on
// its choices, so a search covers the rest of the searching seat's turn (with its draws
// and refills from the determinized pile) and then rates what the seat gained: tips, cards
// face down, and what its hand can serve next turn after one move.
#pragma once

#include "kommegleich.h"
#include "shaping.h"

#include <algorithm>
#include <vector>

namespace fc::kommegleich {

// The longest run the hand could serve after at most one move of a card.
inline int reachableRun(const Hand& hand, const Row& row) {
    int best = longestRun(hand, row);
    for (int from = 0; from < hand.size && best < kHandSize; ++from) {
        for (int to = 0; to < hand.size; ++to) {
            if (to == from || to == from - 1)
                continue;
            Hand moved = hand;
            moved.insert(to, moved.remove(from));
            best = std::max(best, longestRun(moved, row));
        }
    }
    return best;
}

// A seat's standing in face-down cards: a scoring is worth ten, a waiting card one; what
// the hand could serve after one move counts only a little (measured against the medium
// bot: more makes the search keep hands for later, or make the row easy for everyone,
// instead of serving now).
inline double positionValue(const State& s, int seat) {
    const Hand& hand = s.hands[seat];
    return kCashInAt * s.scorings[seat] + s.faceDown[seat].size +
           0.15 * runWorth(reachableRun(hand, s.row)) + 0.1 * nearRun(hand, s.row);
}

// The medium bot's greedy steps, without its weighing of draws: serve the longest run,
// shape the hand for the longest run, and draw when no move makes a run.
inline Move greedyStep(const State& s, const MoveList& legal) {
    const Hand& hand = s.hands[s.toMove];
    switch (s.phase) {
    case Phase::Rearrange: {
        const std::pair<int, Move> move = bestMoveCard(hand, s.row);
        const bool draws = legal[legal.size - 1].kind == Move::Draw;
        return move.first >= 100 * kMinRun || !draws ? move.second : Move::draw();
    }
    case Phase::Insert:
        return bestInsert(hand, s.drawn, s.row, s.isStartTurn()).second;
    case Phase::Cover:
        return bestReduction(hand, s.row, true).second;
    case Phase::Discard:
        return bestReduction(hand, s.row, false).second;
    default:
        return legal[0]; // "draw"; or the longest run ("done" comes last)
    }
}

struct TurnSearch {
    using Move = kommegleich::Move;

    State state;
    int searcher = 0;
    std::uint32_t horizonTurn = 0; // the search stops when this many turns are finished
    double baseline = 0;           // the searcher's position value where the search starts
    bool steppedInSearch = false;

    TurnSearch(const State& s, int seat)
        : state(s), searcher(seat), horizonTurn(s.turn + 1), baseline(positionValue(s, seat)) {}

    int playerCount() const { return state.players; }
    int toMove() const { return state.toMove; }
    bool isTerminal() const { return state.isOver() || state.turn >= horizonTurn; }
    // The search weighs the step to take now; the rest of the turn is played greedily.
    // Branching deeper spreads the few playouts over poor follow-ups (a good move scored by
    // the average of the runs served after it, most of them short), and after a draw each
    // determinization holds another card, so "insert 2" would mean something else in each.
    void legalMoves(std::vector<Move>& out) const {
        MoveList moves;
        state.legalMoves(moves);
        if (steppedInSearch && moves.size > 0)
            out.assign(1, greedyStep(state, moves));
        else
            out.assign(moves.begin(), moves.end());
    }
    void play(Move move) {
        steppedInSearch = true;
        state.play(move);
    }

    // At the end of the game: the win (shared wins split). Before: what the searcher gained
    // in this turn (only she moves in it), from a loss of 5 to a gain of 15 over [0, 1].
    double reward(int seat) const {
        if (state.isOver()) {
            const std::vector<int> winners = state.winners();
            const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
            return won ? 1.0 / static_cast<double>(winners.size()) : 0.0;
        }
        if (seat != searcher)
            return 0.5;
        const double gain = positionValue(state, seat) - baseline;
        return std::clamp((gain + 5.0) / 20.0, 0.0, 1.0);
    }
};

// Playouts play the greedy steps.
struct GreedyRollout {
    Move operator()(const TurnSearch& search, const std::vector<Move>& moves, fc::Rng&) const {
        if (moves.size() == 1)
            return moves.front();
        MoveList legal;
        search.state.legalMoves(legal);
        return greedyStep(search.state, legal);
    }
};

} // namespace fc::kommegleich
