// Playouts shared by MCTS and ISMCTS: play a copy of a state to the end with a rollout
// policy and collect every seat's reward.
#pragma once

#include "../rng.h"
#include "search_state.h"

#include <cassert>
#include <type_traits>
#include <vector>

namespace fc::search {

// The default rollout policy: any legal move, uniformly.
struct UniformRollout {
    template <SearchState S>
    typename S::Move operator()(const S&, const std::vector<typename S::Move>& moves,
                                Rng& rng) const {
        return moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    }
};

// Plays `state` to its end with `policy`, then fills `rewards` with one entry per seat.
// `moves` is scratch space, passed in so that a search allocates it once.
template <SearchState S, class Policy>
void rollout(S& state, Policy& policy, Rng& rng, std::vector<typename S::Move>& moves,
             std::vector<double>& rewards) {
    if constexpr (std::same_as<std::remove_cv_t<Policy>, UniformRollout> &&
                  PlaysOutRandomly<S, Rng>) {
        if (!state.isTerminal())
            state.playOutRandomly(rng); // uniform moves too, without the lists
    }
    while (!state.isTerminal()) {
        state.legalMoves(moves);
        assert(!moves.empty() && "a state that is not terminal has a legal move");
        state.play(policy(static_cast<const S&>(state), moves, rng));
    }
    rewards.resize(static_cast<std::size_t>(state.playerCount()));
    for (int seat = 0; seat < state.playerCount(); ++seat)
        rewards[static_cast<std::size_t>(seat)] = state.reward(seat);
}

} // namespace fc::search
