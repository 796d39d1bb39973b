// RoundSearch: Tindahan as the generic search sees it (fc::search::SearchState). A search
// looks ahead to the end of the current round only: later deals are unknown and would
// only add noise. The reward rates the totals after this round for winning the game.
#pragma once

#include "tindahan.h"

#include <algorithm>
#include <vector>

namespace fc::tindahan {

struct RoundSearch {
    using Move = tindahan::Move;

    State state;

    int playerCount() const { return state.players; }
    int toMove() const { return state.toMove; }
    bool isTerminal() const { return state.phase != Phase::Trick; }
    void legalMoves(std::vector<Move>& out) const {
        MoveList moves;
        state.legalMoves(moves);
        out.assign(moves.begin(), moves.end());
    }
    void playOutRandomly(fc::Rng& rng) { state.playRandomRound(rng); }
    void play(Move move) { state.play(move); }

    // Half for being ahead (shared when tied), half for the margin over the best other
    // seat: a lead matters, and so does its size while rounds remain.
    double reward(int seat) const {
        int bestOther = -32000;
        for (int other = 0; other < state.players; ++other) {
            if (other != seat)
                bestOther = std::max<int>(bestOther, state.totals[other]);
        }
        const int margin = state.totals[seat] - bestOther;
        const double ahead = margin > 0 ? 1.0 : margin == 0 ? 0.5 : 0.0;
        constexpr double kMarginScale = 30.0;
        const double scaled = std::clamp(0.5 + margin / kMarginScale, 0.0, 1.0);
        return 0.5 * ahead + 0.5 * scaled;
    }
};

} // namespace fc::tindahan
