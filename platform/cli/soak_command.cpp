// soak: the random-play harness with every check, as a command.
#include "commands.h"

#include "core/harness.h"

#include <boost/json/object.hpp>

#include <chrono>

namespace fc::cli {

int runSoak(const CommandLine& line, const Registry& registry) {
    if (!line.positionals().empty())
        throw UsageError("unexpected argument \"" + line.positionals().front() + "\"");
    const GameInfo& info = gameOption(line, registry);
    HarnessOptions options;
    options.games = line.integer("games", 1, 100000000);
    options.seed = line.seed("seed");
    options.players = line.optionalInteger("players", info.minPlayers, info.maxPlayers).value_or(0);
    // Long soaks give every check at every step to a sample of the games (see HarnessOptions).
    options.fullChecksEvery = line.optionalInteger("full-checks-every", 1, 1000000).value_or(1);

    const auto begin = std::chrono::steady_clock::now();
    const HarnessReport report = runRandomPlay(registry, info.id, options);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - begin;
    printJson(boost::json::object{
        {"game", info.id},
        {"games", report.gamesPlayed},
        {"finished", report.gamesFinished},
        {"steps", report.steps},
        {"failures", report.failures},
        {"fullyCheckedGames",
         (report.gamesPlayed + options.fullChecksEvery - 1) / options.fullChecksEvery},
        {"firstFailure", report.firstFailure},
        {"gamesPerSecond", elapsed.count() > 0 ? report.gamesPlayed / elapsed.count() : 0.0},
        {"seconds", elapsed.count()}});
    // A failure is a finding, not a crash: the JSON is printed, and the exit code says so.
    return report.failures == 0 ? kExitOk : kExitFailure;
}

} // namespace fc::cli
