// Tindahan's bots, each choosing from a seat's view alone: "random" (any legal action),
// "medium" (rules of thumb a casual player follows), "hard" (ISMCTS over deals consistent
// with the view). Strength comes from budget and policy, never from hidden information.
#pragma once

#include "view.h"

#include "core/bot.h"
#include "core/search/search_state.h"

#include <cstdint>
#include <memory>
#include <string>

namespace fc::tindahan {

// The hard bot's default budget, tuned so a decision takes well under 0.3 s here.
constexpr int kHardIterations = 3000;

// The medium bot's rules of thumb, on what a seat knows.
Move chooseMediumMove(const SeatKnowledge& known);

std::unique_ptr<fc::Bot> makeRandomBot(std::uint64_t seed);
std::unique_ptr<fc::Bot> makeMediumBot(std::uint64_t seed);
std::unique_ptr<fc::Bot> makeHardBot(std::uint64_t seed,
                                     fc::search::Budget budget = {kHardIterations, 0.7});

// By strength name: "random", "medium" or "hard".
Result<std::unique_ptr<fc::Bot>> makeBot(const std::string& strength, std::uint64_t seed);

} // namespace fc::tindahan
