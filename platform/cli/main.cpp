// foodcourt-cli: the engine without the app, for scripts, CI and bot tuning. Every
// command prints JSON on stdout; errors go to stderr with a non-zero exit code.
#include "commands.h"

#include <iostream>

namespace {

using namespace fc::cli;

constexpr const char* kUsage = R"(usage: foodcourt-cli <command> [options]

commands (each prints JSON on stdout; demo prints one JSON object per line):
  list
      the games: id, title, player range, timing, hidden hands, test-only, bot strengths
  new --game ID --players N --seed S --out FILE
      [--seats human,bot:hard,...] [--names Ana,Ben,...] [--start SEAT] [--all-seats]
      starts a match, writes its save file and prints the public view
  show FILE [--seat SEAT] [--all-seats]
      who acts, scores, winners, the view of SEAT (the public view without
      --seat) and SEAT's legal actions when SEAT is to act
  apply FILE --seat SEAT [--all-seats] ACTION...
      applies one action for SEAT, rewrites the file and prints what follows as
      SEAT sees it; a refused action leaves the file untouched and exits with 2
  play --game ID --players N --games K --seed S [--seats bot:hard,bot:random,...]
      bot-only matches: wins, win share and mean score per seat, mean moves,
      decisions per second, mean decision time per strength
  soak --game ID --games N --seed S [--players N] [--full-checks-every K]
      the random-play harness with every check; exits with 1 on a failure.
      --full-checks-every K: views, refusals and save round trips at every step
      of every K-th game only; the others check invariants at every step and
      the save at the end (for soaks of 100,000+ games)
  demo --game ID --players N --seed S [--seats bot:hard,bot:random,...] [--out FILE]
      one bot-only match, one JSON line per move, then the result; --out keeps
      it as a save file for show
  help
      this text

--all-seats (new, show, apply) is for developers: it shows everything, the legal
actions of every seat to act and the whole state with every hand ("snapshot").
Without it a command shows only what the viewing seat may see.

exit codes: 0 done, 1 failed, 2 action refused, 64 usage error
)";

struct Command {
    const char* name;
    std::set<std::string> options; // --name value
    std::set<std::string> flags;   // --name
    int (*run)(const CommandLine&, const fc::Registry&);
};

const std::vector<Command>& commands() {
    static const std::vector<Command> table = {
        {"list", {}, {}, runList},
        {"new",
         {"game", "players", "seed", "out", "seats", "names", "start"},
         {"all-seats"},
         runNew},
        {"show", {"seat"}, {"all-seats"}, runShow},
        {"apply", {"seat"}, {"all-seats"}, runApply},
        {"play", {"game", "players", "games", "seed", "seats"}, {}, runPlay},
        {"soak", {"game", "games", "seed", "players", "full-checks-every"}, {}, runSoak},
        {"demo", {"game", "players", "seed", "seats", "out"}, {}, runDemo},
    };
    return table;
}

int usageError(const std::string& message) {
    std::cerr << "foodcourt-cli: " << message << "\n\n" << kUsage;
    return kExitUsage;
}

} // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty())
        return usageError("no command given");
    if (args.front() == "help" || args.front() == "--help" || args.front() == "-h") {
        std::cout << kUsage;
        return kExitOk;
    }
    for (const Command& command : commands()) {
        if (args.front() != command.name)
            continue;
        try {
            const CommandLine line({args.begin() + 1, args.end()}, command.options, command.flags);
            fc::Registry registry;
            fc::registerAllGames(registry);
            return command.run(line, registry);
        } catch (const UsageError& error) {
            return usageError(std::string(command.name) + ": " + error.what());
        }
    }
    return usageError("unknown command '" + args.front() + "'");
}
