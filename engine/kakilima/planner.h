// The planner: plays Kaki Lima well from what the player knows (the hand, the discard pile,
// the map; the draw pile's contents but not its order). It gives the hint for a move
// ("play the 3x2 as 6, walk to the Kopitiam (C3) and pick up Siti's order") and the par
// score of a deal (the planner's own result on it).
//
// How it chooses (rollout planning over sampled draws):
// 1. Every legal move is rated by a quick look: the score so far less a cost per step for
//    the errand still to run (a greedy nearest-job tour of the remaining pick-ups and
//    deliveries), less a penalty when the draw pile looks too short for that tour.
// 2. The best few are played out to the end on the same sampled draw piles (the unseen
//    cards shuffled), each continuation chosen greedily by that quick look.
// 3. The move with the best mean final score wins (a lost game counts far below any won
//    one). Deterministic for a seed and a budget.
#pragma once

#include "view.h"

#include <boost/json/object.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace fc::kakilima {

struct PlannerBudget {
    int candidates = 10; // moves played out at step 2
    int samples = 12;    // draw piles sampled per move
};

// A hint: the move and everything a player needs to follow it.
struct Hint {
    Move move;
    std::string action;        // the move's notation
    std::string text;          // in words, for the table
    int steps = 0;             // walk: steps taken
    std::vector<int> path;     // walk: one path, start and end included
    std::uint8_t delivers = 0; // bit per character
    std::uint8_t picksUp = 0;  // bit per character
    bool gainsToken = false;
    double expectedScore = 0; // the mean final score of the playouts
};

// The quick look of step 1, on a full state (exposed for tests and the benchmarks).
double quickValue(const State& state);
// The move the quick look prefers among the legal ones.
Move greedyMove(const State& state, MoveList& scratch);

// The planner's choice for what `known` says (the game must not be over).
Hint planMove(const Knowledge& known, fc::Rng& rng, const PlannerBudget& budget = {});
// The same from a view, as the app and the bot call it.
Result<Hint> hintFromView(const boost::json::object& view, std::uint64_t seed,
                          const PlannerBudget& budget = {});

// Describes a legal move in words ("Play the 4, walk to Siti's door at B2 and deliver").
std::string describeMove(const State& state, Move move);

struct ParResult {
    Score score;
    bool won = false;
    int plays = 0;
};
// The planner's game on the same deal: the same seed and walker, every decision taken
// from the game's view (walker -1: the planner chooses the walker too).
ParResult parScore(std::uint64_t seed, int walker, std::uint64_t plannerSeed,
                   const PlannerBudget& budget = {});

} // namespace fc::kakilima
