// The random-play harness every game registers with: seeded games of uniformly random
// legal actions; after each step the registered invariants hold, the match survives
// save/load unchanged, a sample of illegal actions is refused without change, and no
// seat's view shows a secret of another seat.
//
// Each game gets its own seed (drawn from options.seed), a player count (cycled through
// the game's range unless fixed) and a start seat (cycled), so a failure is reproduced
// from the seed, players and start seat printed in firstFailure. The illegal actions
// tried are "nonsense", "", and a legal action of the acting seat played by a seat that
// may not act, by seat playerCount() and by kNoSeat.
#pragma once

#include "registry.h"
#include "status.h"

#include <cstdint>
#include <string>

namespace fc {

struct HarnessOptions {
    int games = 100;
    int players = 0; // 0: cycle through the game's player range
    std::uint64_t seed = 1;
    int maxStepsPerGame = 20000;
    bool checkSaveRoundTrip = true; // every step (slow but thorough)
    bool checkIllegalRefused = true;
    bool checkViews = true;
    // 1: the checks above at every step of every game. K > 1: only every K-th game gets
    // them; the others check the shape and the invariants at every step and the save round
    // trip at the end, so that long soaks (100,000+ games) finish in reasonable time.
    int fullChecksEvery = 1;
};

struct HarnessReport {
    int gamesPlayed = 0;
    int gamesFinished = 0;
    long long steps = 0;
    int failures = 0;
    std::string firstFailure; // what broke, with game seed and step, for reproduction
};

HarnessReport runRandomPlay(const Registry& registry, std::string_view gameId,
                            const HarnessOptions& options);

} // namespace fc
