#include "autoplay.h"

#include "bot_roster.h"

#include <chrono>
#include <memory>

namespace fc {

Result<Match> autoplay(const Registry& registry, std::string_view gameId, const Setup& setup,
                       AutoplayTiming* timing, int maxSteps) {
    auto started = Match::start(registry, gameId, setup);
    if (!started)
        return started.status();
    Match& match = started.value();
    const GameInfo& info = *registry.find(gameId);
    const int players = match.game().playerCount();

    for (Seat seat = 0; seat < players; ++seat) {
        if (!match.setup().seats[static_cast<std::size_t>(seat)].bot)
            return Status::fail("seat " + std::to_string(seat) + " is not a bot");
    }
    auto roster = BotRoster::make(info, match.setup());
    if (!roster)
        return roster.status();
    if (timing) {
        timing->decisions.assign(static_cast<std::size_t>(players), 0);
        timing->seconds.assign(static_cast<std::size_t>(players), 0.0);
    }

    for (int step = 0; !match.game().isOver(); ++step) {
        if (step >= maxSteps)
            return Status::fail("the game did not end within " + std::to_string(maxSteps) +
                                " actions");
        const std::vector<Seat> acting = match.game().seatsToAct();
        if (acting.empty())
            return Status::fail("the game is not over but nobody may act");
        const Seat seat = acting[static_cast<std::size_t>(step) % acting.size()];
        const auto begin = std::chrono::steady_clock::now();
        auto choice = roster->botFor(match, seat)->choose(match.game().view(seat), seat);
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - begin;
        if (timing) {
            ++timing->decisions[static_cast<std::size_t>(seat)];
            timing->seconds[static_cast<std::size_t>(seat)] += spent.count();
        }
        if (!choice)
            return Status::fail("the bot of seat " + std::to_string(seat) +
                                " failed: " + choice.message());
        if (Status s = match.apply(seat, choice.value()); !s)
            return Status::fail("the bot of seat " + std::to_string(seat) + " chose \"" +
                                choice.value() + "\", which was refused: " + s.message());
    }
    return started;
}

} // namespace fc
