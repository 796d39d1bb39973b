// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) for games
// with hidden information. Each iteration searches one determinization (a full state
// consistent with what the observer knows, drawn by the caller), descending only
// through moves legal in it; availability counts replace parent visits in UCB1 so that
// rarely possible moves are not over-explored. Deterministic for a seed and a budget.
#pragma once

#include "../rng.h"
#include "rollout.h"
#include "search_result.h"
#include "search_state.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <type_traits>
#include <utility>
#include <vector>

namespace fc::search {

namespace detail {

// One node of the information-set tree. Children are added one by one as determinizations
// reveal new legal moves, so they form a sibling list inside the node vector.
template <class Move> struct IsmctsNode {
    Move move;
    int mover = -1;
    int firstChild = -1;
    int nextSibling = -1;
    int visits = 0;
    int availability = 0; // how often this move was legal when its parent was selected from
    double rewardSum = 0.0;
};

} // namespace detail

// `determinize(rng)` returns a full state consistent with the observer's information,
// with the observer to move.
template <class Determinize, class Policy = UniformRollout,
          SearchState S = std::invoke_result_t<Determinize&, Rng&>>
SearchResult<typename S::Move> searchIsmcts(Determinize&& determinize, const Budget& budget,
                                            Rng& rng, Policy policy = {}) {
    using Move = typename S::Move;
    using Node = detail::IsmctsNode<Move>;

    const int iterations = std::max(1, budget.iterations);
    std::vector<Node> nodes;
    nodes.reserve(static_cast<std::size_t>(iterations) + 1);

    std::vector<Move> moves;
    std::vector<Move> untried;
    std::vector<double> rewards;
    std::vector<int> path;
    for (int iteration = 0; iteration < iterations; ++iteration) {
        S state = determinize(rng);
        assert(!state.isTerminal());
        if (nodes.empty()) {
            state.legalMoves(moves);
            nodes.push_back(Node{moves.front()});
        }
        int current = 0;
        path.assign(1, 0);
        // 1. Selection: while every legal move of this determinization has a child,
        //    pick among those children by UCB1 with availability counts.
        // 2. Expansion: otherwise add one untried legal move and stop descending.
        while (!state.isTerminal()) {
            state.legalMoves(moves);
            untried = moves;
            int chosen = -1;
            double bestScore = -1.0;
            for (int c = nodes[current].firstChild; c >= 0; c = nodes[c].nextSibling) {
                Node& child = nodes[c];
                const auto it = std::find(untried.begin(), untried.end(), child.move);
                if (it == untried.end())
                    continue; // not legal in this determinization
                untried.erase(it);
                ++child.availability;
                const double score =
                    child.rewardSum / child.visits +
                    budget.exploration *
                        std::sqrt(std::log(static_cast<double>(child.availability)) / child.visits);
                if (score > bestScore) {
                    bestScore = score;
                    chosen = c;
                }
            }
            if (!untried.empty()) {
                const Move& move = untried[rng.below(static_cast<std::uint32_t>(untried.size()))];
                chosen = static_cast<int>(nodes.size());
                // Available once already: in this very determinization.
                nodes.push_back(Node{move, state.toMove(), -1, nodes[current].firstChild, 0, 1});
                nodes[current].firstChild = chosen;
                state.play(move);
                path.push_back(chosen);
                break;
            }
            state.play(nodes[chosen].move);
            current = chosen;
            path.push_back(current);
        }
        // 3. Simulation.
        rollout(state, policy, rng, moves, rewards);
        // 4. Back-propagation, each node for the seat that moved into it.
        for (int index : path) {
            Node& node = nodes[index];
            ++node.visits;
            if (node.mover >= 0)
                node.rewardSum += rewards[static_cast<std::size_t>(node.mover)];
        }
    }

    // Children were prepended; list them in the order they were first tried.
    std::vector<MoveStats<Move>> stats;
    for (int c = nodes[0].firstChild; c >= 0; c = nodes[c].nextSibling) {
        const Node& child = nodes[c];
        stats.push_back({child.move, child.visits, child.rewardSum / child.visits});
    }
    std::reverse(stats.begin(), stats.end());
    return resultFrom(std::move(stats));
}

template <class Determinize, class Policy = UniformRollout>
auto chooseIsmcts(Determinize&& determinize, const Budget& budget, Rng& rng, Policy policy = {}) {
    return searchIsmcts(std::forward<Determinize>(determinize), budget, rng, std::move(policy))
        .best;
}

} // namespace fc::search
