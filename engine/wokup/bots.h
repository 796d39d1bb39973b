// Wok Up's bots, acting from a seat's view alone. They throw like people (aim and speed
// scattered around a good flick) and watch the wok: after each volley they see what is
// complete after a reaction time set by strength and claim it with that time as the
// stamp, through the same timestamped actions as a player's touch. Paced against people
// ('foodcourt_bench_wokup pace' prints each level's claims):
//   easy   ~2.2 s and never under 1.5 s (slower than a newcomer), sometimes covers the
//          wrong card or misses a Wok'up!
//   medium ~1.1 s (an average adult), now and then wrong
//   hard   ~0.5 s, never wrong
#pragma once

#include "core/bot.h"

#include <cstdint>
#include <memory>
#include <string>

namespace fc::wokup {

struct BotProfile {
    double reactionMs;     // mean time from the volley landing to the claim
    double reactionSpread; // standard deviation, ms
    double shortestMs;     // never quicker than this
    double misread;        // chance of covering a wrong card when one is complete
    double falseAlarm;     // chance of covering a card when none is complete
    double missWokUp;      // chance of not noticing a Wok'up!
    double aimSpread;      // radians, standard deviation
    double speedSpread;    // share of the speed, standard deviation
};

BotProfile botProfile(const std::string& strength); // "easy", "medium" or "hard"

std::unique_ptr<fc::Bot> makeWatchingBot(const BotProfile& profile, std::uint64_t seed);
Result<std::unique_ptr<fc::Bot>> makeBot(const std::string& strength, std::uint64_t seed);

} // namespace fc::wokup
