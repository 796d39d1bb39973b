#include "bot_roster.h"

#include "rng.h"

#include <algorithm>

namespace fc {

namespace {
constexpr std::uint64_t kBotStream = 0xb075; // keeps bot seeds apart from the deal's
}

std::uint64_t botSeed(std::uint64_t matchSeed, Seat seat, std::uint64_t decision) {
    Rng seatRng(matchSeed, kBotStream + static_cast<std::uint64_t>(seat));
    return Rng(seatRng.next64(), decision).next64();
}

Result<BotRoster> BotRoster::make(const GameInfo& info, const Setup& setup) {
    BotRoster roster;
    roster.makeBot_ = info.makeBot;
    roster.perDecision_ = info.timing != Timing::RealTime;
    roster.seed_ = setup.seed;
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
        const SeatConfig& seat = setup.seats[i];
        if (!seat.bot) {
            roster.seats_.emplace_back();
            continue;
        }
        if (!info.makeBot)
            return Status::fail(info.title + " has no bots");
        // Made now even when each decision gets its own: a bad strength is refused here.
        auto bot = info.makeBot(seat.strength, botSeed(setup.seed, static_cast<Seat>(i), 0));
        if (!bot)
            return bot.status();
        roster.seats_.push_back(Entry{seat.strength, std::shared_ptr<Bot>(std::move(bot).value())});
    }
    return roster;
}

bool BotRoster::isBot(Seat seat) const {
    return seat >= 0 && static_cast<std::size_t>(seat) < seats_.size() && seats_[seat].has_value();
}

std::shared_ptr<Bot> BotRoster::botFor(const Match& match, Seat seat) {
    if (!isBot(seat))
        return nullptr;
    Entry& entry = *seats_[static_cast<std::size_t>(seat)];
    if (!perDecision_)
        return entry.standing;
    const auto& log = match.log();
    const auto decision = static_cast<std::uint64_t>(std::count_if(
        log.begin(), log.end(), [seat](const LoggedAction& a) { return a.seat == seat; }));
    auto bot = makeBot_(entry.strength, botSeed(seed_, seat, decision));
    return bot ? std::shared_ptr<Bot>(std::move(bot).value()) : nullptr; // made once already
}

} // namespace fc
