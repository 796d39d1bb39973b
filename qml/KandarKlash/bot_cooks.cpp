#include "bot_cooks.h"

#include "kandarklash/bots.h"

#include <algorithm>

namespace fc::kandarklash_ui {

Status BotCooks::reset(const Setup& setup) {
    std::vector<std::shared_ptr<Bot>> bots;
    for (std::size_t seat = 0; seat < setup.seats.size(); ++seat) {
        if (!setup.seats[seat].bot) {
            bots.emplace_back();
            continue;
        }
        // Each seat its own stream, so bots of one strength still differ.
        const std::uint64_t seed = setup.seed + 0x9E3779B97F4A7C15ULL * (seat + 1);
        auto bot = kandarklash::makeBot(setup.seats[seat].strength, seed);
        if (!bot)
            return bot.status();
        bots.emplace_back(std::move(bot).value());
    }
    bots_ = std::move(bots);
    return Status::ok();
}

bool BotCooks::isBot(Seat seat) const {
    return seat >= 0 && static_cast<std::size_t>(seat) < bots_.size() && bots_[seat];
}

std::vector<BotCooks::Next> BotCooks::nextActions(const Game& game) const {
    std::vector<Next> next;
    for (Seat seat : game.seatsToAct()) {
        if (!isBot(seat))
            continue;
        const Result<std::string> text = bots_[seat]->choose(game.view(seat), seat);
        if (!text)
            continue; // nothing to do now (e.g. it claimed already)
        const Result<kandarklash::Action> action = kandarklash::parseAction(text.value());
        if (action)
            next.push_back({seat, action.value()});
    }
    std::stable_sort(next.begin(), next.end(),
                     [](const Next& a, const Next& b) { return a.action.stamp < b.action.stamp; });
    return next;
}

} // namespace fc::kandarklash_ui
