// libFuzzer target: action parsing, as `foodcourt-cli apply` and the app feed text actions
// to a match. The input picks a game, a player count and a seed, then holds lines
// "<seat byte><action text>". Each action must be applied or refused with a reason, and
// a refusal must leave the match exactly as it was.
#include "core/match.h"
#include "core/registry.h"

#include <boost/json/serialize.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {
const fc::Registry& registry() {
    static const fc::Registry games = [] {
        fc::Registry r;
        fc::registerAllGames(r);
        return r;
    }();
    return games;
}

std::vector<const fc::GameInfo*> playableGames() {
    std::vector<const fc::GameInfo*> games;
    for (const fc::GameInfo& info : registry().all())
        games.push_back(&info); // the test-only game too: more rules to poke at
    return games;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::vector<const fc::GameInfo*> games = playableGames();
    if (size < 3)
        return 0;
    const fc::GameInfo& info = *games[data[0] % games.size()];
    fc::Setup setup;
    setup.players = info.minPlayers + data[1] % (info.maxPlayers - info.minPlayers + 1);
    setup.seed = data[2];
    fc::Result<fc::Match> started = fc::Match::start(registry(), info.id, setup);
    if (!started)
        std::abort(); // a player count inside the game's range must start
    fc::Match& match = started.value();

    std::string_view rest(reinterpret_cast<const char*>(data + 3), size - 3);
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        if (line.empty())
            continue;
        // Seats outside the table (and kNoSeat) are part of the bad input to refuse.
        const fc::Seat seat = static_cast<signed char>(line[0]) % (setup.players + 2);
        const std::string before = boost::json::serialize(match.game().snapshot());
        const std::size_t logBefore = match.log().size();
        if (fc::Status applied = match.apply(seat, line.substr(1)); !applied) {
            if (applied.message().empty() || match.log().size() != logBefore ||
                boost::json::serialize(match.game().snapshot()) != before)
                std::abort(); // a refusal must say why and change nothing
        }
    }
    return 0;
}
