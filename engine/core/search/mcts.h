// Monte Carlo tree search (UCT) for games where every seat sees the whole state.
// Multi-player: each node keeps the reward of the seat whose move led to it, so every
// seat picks the moves best for itself. Deterministic for a seed and an iteration budget.
#pragma once

#include "../rng.h"
#include "rollout.h"
#include "search_result.h"
#include "search_state.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <vector>

namespace fc::search {

namespace detail {

// One node of the UCT tree. Nodes live in one vector; children of a node are created
// together on its first expansion, so they sit side by side.
template <class Move> struct MctsNode {
    Move move;      // the move that leads here (unused at the root)
    int mover = -1; // the seat that made `move`
    int firstChild = -1;
    int childCount = 0;
    int visits = 0;
    double rewardSum = 0.0; // for `mover`
};

} // namespace detail

template <SearchState S, class Policy = UniformRollout>
SearchResult<typename S::Move> searchMcts(const S& root, const Budget& budget, Rng& rng,
                                          Policy policy = {}) {
    using Move = typename S::Move;
    using Node = detail::MctsNode<Move>;
    assert(!root.isTerminal());

    std::vector<Move> moves;
    root.legalMoves(moves);
    assert(!moves.empty());
    const int iterations = std::max(1, budget.iterations);
    std::vector<Node> nodes;
    nodes.reserve(static_cast<std::size_t>(iterations) * 4);
    nodes.push_back(Node{moves.front()});

    std::vector<double> rewards;
    std::vector<int> path;
    std::vector<int> unvisited;
    for (int iteration = 0; iteration < iterations; ++iteration) {
        S state = root;
        int current = 0;
        path.assign(1, 0);
        // 1. Selection and expansion: follow UCB1 until a child that was never visited.
        while (!state.isTerminal()) {
            if (nodes[current].firstChild < 0) {
                state.legalMoves(moves);
                const int mover = state.toMove();
                nodes[current].firstChild = static_cast<int>(nodes.size());
                nodes[current].childCount = static_cast<int>(moves.size());
                for (const Move& m : moves)
                    nodes.push_back(Node{m, mover});
            }
            const Node& parent = nodes[current];
            unvisited.clear();
            for (int c = parent.firstChild; c < parent.firstChild + parent.childCount; ++c) {
                if (nodes[c].visits == 0)
                    unvisited.push_back(c);
            }
            int chosen;
            if (!unvisited.empty()) {
                chosen = unvisited[rng.below(static_cast<std::uint32_t>(unvisited.size()))];
            } else {
                const double logVisits = std::log(static_cast<double>(parent.visits));
                double bestScore = -1.0;
                chosen = parent.firstChild;
                for (int c = parent.firstChild; c < parent.firstChild + parent.childCount; ++c) {
                    const Node& child = nodes[c];
                    const double score = child.rewardSum / child.visits +
                                         budget.exploration * std::sqrt(logVisits / child.visits);
                    if (score > bestScore) {
                        bestScore = score;
                        chosen = c;
                    }
                }
            }
            state.play(nodes[chosen].move);
            current = chosen;
            path.push_back(current);
            if (nodes[current].visits == 0)
                break;
        }
        // 2. Simulation.
        rollout(state, policy, rng, moves, rewards);
        // 3. Back-propagation: each node scores the reward of the seat that moved into it.
        for (int index : path) {
            Node& node = nodes[index];
            ++node.visits;
            if (node.mover >= 0)
                node.rewardSum += rewards[static_cast<std::size_t>(node.mover)];
        }
    }

    std::vector<MoveStats<Move>> stats;
    const Node& top = nodes[0];
    for (int c = top.firstChild; c < top.firstChild + top.childCount; ++c) {
        const Node& child = nodes[c];
        stats.push_back(
            {child.move, child.visits, child.visits > 0 ? child.rewardSum / child.visits : 0.0});
    }
    return resultFrom(std::move(stats));
}

template <SearchState S, class Policy = UniformRollout>
typename S::Move chooseMcts(const S& root, const Budget& budget, Rng& rng, Policy policy = {}) {
    return searchMcts(root, budget, rng, std::move(policy)).best;
}

} // namespace fc::search
