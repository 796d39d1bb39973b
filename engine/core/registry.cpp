#include "registry.h"

#include <algorithm>

namespace fc {

Status Registry::add(GameInfo info) {
    if (info.id.empty() || !info.create)
        return Status::fail("a game needs an id and a create function");
    if (find(info.id))
        return Status::fail("game '" + info.id + "' is registered twice");
    games_.push_back(std::move(info));
    return Status::ok();
}

const GameInfo* Registry::find(std::string_view id) const {
    auto it =
        std::find_if(games_.begin(), games_.end(), [&](const GameInfo& g) { return g.id == id; });
    return it == games_.end() ? nullptr : &*it;
}

Result<std::unique_ptr<Game>> Registry::create(std::string_view id, const Setup& setup) const {
    const GameInfo* info = find(id);
    if (!info)
        return Status::fail("unknown game '" + std::string(id) + "'");
    if (setup.players < info->minPlayers || setup.players > info->maxPlayers) {
        // Appended piece by piece: GCC 12 at -O2/-O3 warns falsely (-Wrestrict) on a long
        // chain of operator+ here.
        std::string message = info->title;
        message += " is for ";
        message += std::to_string(info->minPlayers);
        if (info->maxPlayers != info->minPlayers) {
            message += '-';
            message += std::to_string(info->maxPlayers);
        }
        message += " players, not ";
        message += std::to_string(setup.players);
        return Status::fail(std::move(message));
    }
    if (!setup.seats.empty() && static_cast<int>(setup.seats.size()) != setup.players)
        return Status::fail("the setup names " + std::to_string(setup.seats.size()) +
                            " seats for " + std::to_string(setup.players) + " players");
    if (setup.startSeat < 0 || setup.startSeat >= setup.players)
        return Status::fail("start seat " + std::to_string(setup.startSeat) + " is not a seat");
    for (const SeatConfig& seat : setup.seats) {
        if (!seat.bot)
            continue;
        const auto& s = info->botStrengths;
        if (std::find(s.begin(), s.end(), seat.strength) == s.end())
            return Status::fail("no '" + seat.strength + "' bot for " + info->title);
    }
    return info->create(setup);
}

std::string quickestStrength(const GameInfo& game) {
    const auto& s = game.botStrengths;
    if (s.empty() || std::find(s.begin(), s.end(), "random") != s.end())
        return "random";
    return s.back();
}

} // namespace fc
