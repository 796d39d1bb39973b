// What a search returns: the move it recommends and how it rated every move at the root
// (visit counts and mean rewards, which the app can show as hints).
#pragma once

#include <vector>

namespace fc::search {

template <class Move> struct MoveStats {
    Move move;
    int visits = 0;
    double meanReward = 0.0; // for the seat to move at the root, in [0, 1]
};

template <class Move> struct SearchResult {
    Move best;
    std::vector<MoveStats<Move>> moves; // in the order the search first tried them
};

// The most visited move, ties broken by the higher mean reward, then by order.
template <class Move> SearchResult<Move> resultFrom(std::vector<MoveStats<Move>> stats) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < stats.size(); ++i) {
        const auto& s = stats[i];
        const auto& b = stats[best];
        if (s.visits > b.visits || (s.visits == b.visits && s.meanReward > b.meanReward))
            best = i;
    }
    Move move = stats[best].move;
    return SearchResult<Move>{std::move(move), std::move(stats)};
}

} // namespace fc::search
