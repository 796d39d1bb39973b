// demo: one bot-only match told move by move, as JSON Lines (one object per move, then
// the result), so a person can follow it in a terminal and a script can still parse it.
// --out keeps the match as a save file to step through with show.
#include "commands.h"
#include "save_file.h"

#include "core/autoplay.h"
#include "core/save.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

namespace fc::cli {

namespace {

template <class T> boost::json::array arrayOf(const std::vector<T>& items) {
    return boost::json::array(items.begin(), items.end());
}

} // namespace

int runDemo(const CommandLine& line, const Registry& registry) {
    if (!line.positionals().empty())
        throw UsageError("unexpected argument \"" + line.positionals().front() + "\"");
    const GameInfo& info = gameOption(line, registry);
    Setup setup;
    setup.players = line.integer("players", 1, 64);
    setup.seed = line.seed("seed");
    setup.seats = botSeatsOption(line, setup.players);
    const auto out = line.option("out");

    auto played = autoplay(registry, info.id, setup);
    if (!played)
        return failWith(played.message());
    if (out) {
        if (Status s = writeFileAtomically(*out, saveMatch(played.value())); !s)
            return failWith(s.message());
    }

    // Replay the log to tell each move with the scores it led to.
    auto retold = Match::start(registry, info.id, played->setup());
    if (!retold)
        return failWith(retold.message());
    const auto& seats = played->setup().seats;
    for (const LoggedAction& entry : played->log()) {
        if (Status s = retold->apply(entry.seat, entry.action); !s)
            return failWith("the match does not replay: " + s.message());
        printJson(boost::json::object{{"move", retold->log().size()},
                                      {"seat", entry.seat},
                                      {"name", seats[static_cast<std::size_t>(entry.seat)].name},
                                      {"action", entry.action},
                                      {"scores", arrayOf(retold->game().scores())}});
    }
    boost::json::array names;
    for (const SeatConfig& seat : seats)
        names.emplace_back(seat.name + " (bot:" + seat.strength + ")");
    printJson(boost::json::object{
        {"game", info.id},
        {"seats", std::move(names)},
        {"moves", played->log().size()},
        {"scores", arrayOf(played->game().scores())},
        {"winners", arrayOf(played->game().winners())},
        {"file", out ? boost::json::value(*out) : boost::json::value(nullptr)}});
    return kExitOk;
}

} // namespace fc::cli
