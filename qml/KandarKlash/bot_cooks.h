// The bot cooks of a real-time Kandar Klash! match. Each bot reads only its own seat's view
// and answers its next action stamped with the round time its hands get there (reaction,
// handling time per card, a moment before "Siap!"); the table applies it once the round
// clock reaches that stamp, never before.
#pragma once

#include "kandarklash/action.h"

#include "core/bot_roster.h"
#include "core/match.h"

#include <vector>

namespace fc::kandarklash_ui {

struct BotCookAction {
    Seat seat = kNoSeat;
    kandarklash::Action action;
};

// The next action of every bot seat that may act, earliest stamp first.
std::vector<BotCookAction> nextBotCookActions(const Match& match, BotRoster& bots);

} // namespace fc::kandarklash_ui
