#include "bot_cooks.h"

#include "kandarklash/action.h"

#include <utility>

namespace fc::kandarklash_ui {

realtime::BotScheduler::Decide askBotCook(std::shared_ptr<Bot> bot, boost::json::object view,
                                          Seat seat) {
    return
        [bot = std::move(bot), view = std::move(view), seat]() -> std::optional<realtime::BotPlan> {
            const Result<std::string> text = bot->choose(view, seat);
            if (!text)
                return std::nullopt; // nothing to do now (e.g. it claimed already)
            const Result<kandarklash::Action> action = kandarklash::parseAction(text.value());
            if (!action)
                return std::nullopt;
            return realtime::BotPlan{seat, action.value().stamp, text.value(), 0};
        };
}

} // namespace fc::kandarklash_ui
