// Kaki Lima's bots, each choosing from the player's view alone: "random" (any legal
// action) and "planner" (the hint engine of planner.h).
#pragma once

#include "planner.h"

#include "core/bot.h"

#include <cstdint>
#include <memory>
#include <string>

namespace fc::kakilima {

std::unique_ptr<fc::Bot> makeRandomBot(std::uint64_t seed);
std::unique_ptr<fc::Bot> makePlannerBot(std::uint64_t seed, const PlannerBudget& budget = {});

// By strength name: "random" or "planner".
Result<std::unique_ptr<fc::Bot>> makeBot(const std::string& strength, std::uint64_t seed);

} // namespace fc::kakilima
