// Autoplay: a match played to its end with a bot in every seat. What the CLI's "play"
// command, the bots' strength tests and the benchmarks share.
#pragma once

#include "match.h"
#include "registry.h"
#include "status.h"

#include <string_view>
#include <vector>

namespace fc {

// Per seat: how many decisions its bot made and how long they took in total.
struct AutoplayTiming {
    std::vector<long long> decisions;
    std::vector<double> seconds;
};

// Every seat of `setup` must be a bot, made by a BotRoster (seeded as in the app).
// When several seats may act at once, they take turns by step number. Fails when a bot
// errs or chooses an action the game refuses, or when the game has not ended after
// `maxSteps` actions.
Result<Match> autoplay(const Registry& registry, std::string_view gameId, const Setup& setup,
                       AutoplayTiming* timing = nullptr, int maxSteps = 100000);

} // namespace fc
