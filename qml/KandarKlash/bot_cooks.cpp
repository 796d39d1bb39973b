#include "bot_cooks.h"

#include <algorithm>

namespace fc::kandarklash_ui {

std::vector<BotCookAction> nextBotCookActions(const Match& match, BotRoster& bots) {
    std::vector<BotCookAction> next;
    for (Seat seat : match.game().seatsToAct()) {
        const std::shared_ptr<Bot> bot = bots.botFor(match, seat);
        if (!bot)
            continue;
        const Result<std::string> text = bot->choose(match.game().view(seat), seat);
        if (!text)
            continue; // nothing to do now (e.g. it claimed already)
        const Result<kandarklash::Action> action = kandarklash::parseAction(text.value());
        if (action)
            next.push_back({seat, action.value()});
    }
    std::stable_sort(next.begin(), next.end(), [](const BotCookAction& a, const BotCookAction& b) {
        return a.action.stamp < b.action.stamp;
    });
    return next;
}

} // namespace fc::kandarklash_ui
