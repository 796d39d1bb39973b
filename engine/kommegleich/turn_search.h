// TurnSearch: Komme gleich! as the generic search sees it (fc::search::SearchState). The
// game is long and its later draws unknown, so a search looks ahead a fixed number of
// turns (through the searching seat's next turn) and then rates every seat's position:
// tips, cards face down, and the run its hand can serve against the row.
#pragma once

#include "kommegleich.h"

#include <algorithm>
#include <vector>

namespace fc::kommegleich {

// A seat's standing in face-down cards: a scoring is worth ten, a waiting card one, and
// the longest run the hand could serve now counts half (a run of five as the tip it is).
inline double positionValue(const State& s, int seat) {
    const int run = longestRun(s.hands[seat], s.row);
    const double runWorth = run == kHandSize ? kCashInAt : run;
    return kCashInAt * s.scorings[seat] + s.faceDown[seat].size + 0.5 * runWorth;
}

struct TurnSearch {
    using Move = kommegleich::Move;

    State state;
    std::uint32_t horizonTurn = 0; // the search stops when this many turns are finished

    int playerCount() const { return state.players; }
    int toMove() const { return state.toMove; }
    bool isTerminal() const { return state.isOver() || state.turn >= horizonTurn; }
    void legalMoves(std::vector<Move>& out) const {
        MoveList moves;
        state.legalMoves(moves);
        out.assign(moves.begin(), moves.end());
    }
    void play(Move move) { state.play(move); }

    // At the end of the game: the win (shared wins split). Before: the lead over the best
    // other seat, scaled so a scoring's worth spans half the range.
    double reward(int seat) const {
        if (state.isOver()) {
            const std::vector<int> winners = state.winners();
            const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
            return won ? 1.0 / static_cast<double>(winners.size()) : 0.0;
        }
        double bestOther = -1e9;
        for (int other = 0; other < state.players; ++other) {
            if (other != seat)
                bestOther = std::max(bestOther, positionValue(state, other));
        }
        constexpr double kScale = 4.0 * kCashInAt;
        return std::clamp(0.5 + (positionValue(state, seat) - bestOther) / kScale, 0.0, 1.0);
    }
};

// Playouts: serve the longest run when there is one, otherwise any step at random.
struct GreedyServeRollout {
    Move operator()(const TurnSearch& s, const std::vector<Move>& moves, fc::Rng& rng) const {
        if (s.state.phase == Phase::Serve)
            return moves.front(); // the longest run is listed first; "done" comes last
        return moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    }
};

} // namespace fc::kommegleich
