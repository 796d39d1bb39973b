// Komme gleich!'s bots, each choosing from a seat's view alone: "random" (any legal step),
// "medium" (serves the longest run and plans one card ahead), "hard" (ISMCTS over the
// hidden hands and draw order consistent with the view, a few turns deep). Strength comes
// from budget and policy, never from hidden information.
#pragma once

#include "view.h"

#include "core/bot.h"
#include "core/search/search_state.h"

#include <cstdint>
#include <memory>
#include <string>

namespace fc::kommegleich {

// The hard bot's default budget, tuned so a decision takes a few milliseconds here.
constexpr int kHardIterations = 300;

// The medium bot's choice, on what a seat knows.
Move chooseMediumMove(const SeatKnowledge& known);

std::unique_ptr<fc::Bot> makeRandomBot(std::uint64_t seed);
std::unique_ptr<fc::Bot> makeMediumBot(std::uint64_t seed);
std::unique_ptr<fc::Bot> makeHardBot(std::uint64_t seed,
                                     fc::search::Budget budget = {kHardIterations, 0.7});

// By strength name: "random", "medium" or "hard".
Result<std::unique_ptr<fc::Bot>> makeBot(const std::string& strength, std::uint64_t seed);

} // namespace fc::kommegleich
