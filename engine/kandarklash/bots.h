// Kandar Klash!'s bots. Each solves the dish from its seat's view, then builds it card by
// card on the round's clock, like a cook with hands: a reaction time before the first
// card, a handling time per card and a moment before shouting "siap". Strength sets the
// times and the slips, calibrated against people ('foodcourt_bench_kandarklash pace'
// prints each level's first dish): "easy" is slower than a first-timer (never "siap"
// before 45 s), sometimes adds a card it does not need and now and then claims one card
// early (a wrong dish); "medium" cooks like an average adult; "hard" is quicker than most
// people and minimal but never faster than 1.4 s per card. Every choice is a function of
// the view and the seed, so asking again gives the same action with the same time stamp.
#pragma once

#include "core/bot.h"

#include <cstdint>
#include <memory>
#include <string>

namespace fc::kandarklash {

struct BotStyle {
    int reactionMs[2]; // before the first card of a round: [min, max]
    int perCardMs[2];  // between cards
    int claimMs[2];    // from the last card to "siap", and to lay a ketchup
    double spareCardChance = 0;
    double earlyClaimChance = 0;
    // No "siap" before this round time (a newcomer's pace: the bot checks its dish again
    // rather than beat a family to a simple customer); {0, 0}: as soon as it is built.
    int earliestSiapMs[2] = {0, 0};
};

Result<BotStyle> styleFor(const std::string& strength);

// By strength name: "easy", "medium" or "hard".
Result<std::unique_ptr<fc::Bot>> makeBot(const std::string& strength, std::uint64_t seed);

} // namespace fc::kandarklash
