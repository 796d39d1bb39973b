// BotCooks: the bot seats of a real-time Kandar Klash! match. Each bot reads only its own
// seat's view and answers its next action stamped with the round time its hands get
// there (reaction, handling time per card, a moment before "Siap!"); the table applies
// it once the round clock reaches that stamp, never before.
#pragma once

#include "kandarklash/action.h"

#include "core/bot.h"
#include "core/game.h"
#include "core/setup.h"

#include <memory>
#include <vector>

namespace fc::kandarklash_ui {

class BotCooks {
  public:
    struct Next {
        Seat seat = kNoSeat;
        kandarklash::Action action;
    };

    // One bot per bot seat of `setup`, seeded from the match seed; refuses a strength
    // the game does not know.
    Status reset(const Setup& setup);
    bool isBot(Seat seat) const;
    // The next action of every bot seat that may act, earliest stamp first.
    std::vector<Next> nextActions(const Game& game) const;

  private:
    std::vector<std::shared_ptr<Bot>> bots_; // per seat; null for humans
};

} // namespace fc::kandarklash_ui
