// BotRoster: the bots of one match, made the one way every driver makes them (the CLI's
// autoplay, the app's tables, the tests), so one seed plays one game everywhere.
#pragma once

#include "bot.h"
#include "match.h"
#include "registry.h"
#include "setup.h"
#include "status.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fc {

// The seed of `seat`'s bot for its `decision`-th choice in a match seeded `matchSeed`.
// Seats and decisions get streams of their own, apart from the deal's.
std::uint64_t botSeed(std::uint64_t matchSeed, Seat seat, std::uint64_t decision);

class BotRoster {
  public:
    BotRoster() = default;
    // A bot for every bot seat of `setup`; refuses a strength the game has no bot for.
    static Result<BotRoster> make(const GameInfo& info, const Setup& setup);

    bool isBot(Seat seat) const;
    // The bot that makes `seat`'s next decision in `match` (null for a human seat).
    // Turn-based and solo games: a bot made for this decision, seeded by the seat's count
    // of logged actions, so a resumed match's bots choose what they would have chosen
    // without the pause, and asked again a bot answers the same. Real-time games: the
    // seat's one bot (decision 0), asked again and again from its view as the clock runs.
    std::shared_ptr<Bot> botFor(const Match& match, Seat seat);

  private:
    struct Entry {
        std::string strength;
        std::shared_ptr<Bot> standing; // the bot of a real-time seat, made once
    };
    GameInfo::BotFactory makeBot_;
    bool perDecision_ = false;
    std::uint64_t seed_ = 0;
    std::vector<std::optional<Entry>> seats_;
};

} // namespace fc
