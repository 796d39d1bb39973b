// What a game offers generic search (MCTS, ISMCTS): a small, copyable state with native
// moves. Games adapt their own state to this; search never sees text actions.
#pragma once

#include <concepts>
#include <vector>

namespace fc::search {

template <class S>
concept SearchState = std::copyable<S> &&
    requires(const S& cs, S& s, typename S::Move m, std::vector<typename S::Move>& out, int seat) {
    requires std::equality_comparable<typename S::Move>;
    { cs.playerCount() } -> std::convertible_to<int>;
    { cs.toMove() } -> std::convertible_to<int>; // seat to act (not terminal)
    { cs.isTerminal() } -> std::convertible_to<bool>;
    {cs.legalMoves(out)}; // clears, then fills `out`
    {s.play(m)};
    { cs.reward(seat) } -> std::convertible_to<double>; // in [0, 1], at a terminal state
};

// Optional: a state that can play itself to its end by uniformly random legal moves
// without listing them (from a state that is not terminal) makes uniform rollouts faster.
template <class S, class Rng>
concept PlaysOutRandomly = requires(S& s, Rng& rng) {
    {s.playOutRandomly(rng)};
};

// Budget in iterations, not time: the same seed and budget give the same choice.
struct Budget {
    int iterations = 1000;
    double exploration = 0.7; // UCB1 constant, for rewards in [0, 1]
};

} // namespace fc::search
