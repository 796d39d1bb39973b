// demo: one bot-only match, move by move, optionally kept as a save file to step through
// with show.
#include "commands.h"
#include "save_file.h"

#include "core/autoplay.h"
#include "core/save.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

namespace fc::cli {

int runDemo(const CommandLine& line, const Registry& registry) {
    if (!line.positionals().empty())
        throw UsageError("unexpected argument \"" + line.positionals().front() + "\"");
    const GameInfo& info = gameOption(line, registry);
    Setup setup;
    setup.players = line.integer("players", 1, 64);
    setup.seed = line.seed("seed");
    setup.seats = botSeatsOption(line, setup.players);
    const auto out = line.option("out");

    auto match = autoplay(registry, info.id, setup);
    if (!match)
        return failWith(match.message());
    if (out) {
        if (Status s = writeFileAtomically(*out, saveMatch(match.value())); !s)
            return failWith(s.message());
    }
    const auto& seats = match->setup().seats;
    boost::json::array moves;
    for (const LoggedAction& entry : match->log())
        moves.push_back(boost::json::object{{"seat", entry.seat},
                                            {"name", seats[static_cast<std::size_t>(entry.seat)].name},
                                            {"action", entry.action}});
    boost::json::array scores, winners, names;
    for (int score : match->game().scores())
        scores.emplace_back(score);
    for (Seat winner : match->game().winners())
        winners.emplace_back(winner);
    for (const SeatConfig& seat : seats)
        names.emplace_back(seat.name + " (bot:" + seat.strength + ")");
    printJson(boost::json::object{{"game", info.id},
                                  {"seats", std::move(names)},
                                  {"moves", std::move(moves)},
                                  {"scores", std::move(scores)},
                                  {"winners", std::move(winners)},
                                  {"file", out ? boost::json::value(*out) : boost::json::value(nullptr)}});
    return kExitOk;
}

} // namespace fc::cli
