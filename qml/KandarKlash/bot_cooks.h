// The bot cooks of a real-time Kandar Klash! match. Each bot reads only its own seat's view
// and answers its next action stamped with the round time its hands get there (reaction,
// handling time per card, a moment before "Siap!"); the table's BotScheduler applies it
// once the round clock reaches that stamp, never before.
#pragma once

#include "core/bot.h"
#include "core/realtime/bot_scheduler.h"

#include <boost/json/object.hpp>
#include <memory>

namespace fc::kandarklash_ui {

// The question put to `seat`'s bot, with the seat's view as it is now: it runs on the
// scheduler's worker, so it owns its bot and its copy of the view.
realtime::BotScheduler::Decide askBotCook(std::shared_ptr<Bot> bot, boost::json::object view,
                                          Seat seat);

} // namespace fc::kandarklash_ui
