// new, show, apply: the commands that work on one save file.
#include "commands.h"
#include "match_summary.h"
#include "save_file.h"

#include "core/save.h"

namespace fc::cli {

namespace {

Result<Match> loadFile(const Registry& registry, const std::string& path) {
    auto text = readTextFile(path);
    if (!text)
        return text.status();
    auto match = loadMatch(registry, text.value());
    if (!match)
        return Status::fail("cannot load " + path + ": " + match.message());
    return match;
}

// --seat for a loaded match: a seat of that game, or kNoSeat when absent (if allowed).
Seat seatOption(const CommandLine& line, const Match& match, bool required) {
    const int last = match.game().playerCount() - 1;
    const auto seat = line.optionalInteger("seat", 0, last);
    if (!seat && required)
        throw UsageError("missing --seat");
    return seat.value_or(kNoSeat);
}

// --all-seats: the developer's look at every seat (see Disclosure).
Disclosure disclosureOption(const CommandLine& line) {
    return line.flag("all-seats") ? Disclosure::AllSeats : Disclosure::Viewer;
}

std::string onePositional(const CommandLine& line, const char* what) {
    if (line.positionals().size() != 1)
        throw UsageError(std::string("expected one ") + what);
    return line.positionals().front();
}

} // namespace

int runNew(const CommandLine& line, const Registry& registry) {
    if (!line.positionals().empty())
        throw UsageError("unexpected argument \"" + line.positionals().front() + "\"");
    const GameInfo& info = gameOption(line, registry);
    Setup setup;
    setup.players = line.integer("players", 1, 64);
    setup.seed = line.seed("seed");
    setup.startSeat = line.optionalInteger("start", 0, 63).value_or(0);
    setup.seats = seatsOption(line, setup.players);
    if (const auto names = line.option("names")) {
        const std::vector<std::string> list = splitList(*names);
        if (static_cast<int>(list.size()) != setup.players)
            throw UsageError("--names lists " + std::to_string(list.size()) + " names for " +
                             std::to_string(setup.players) + " players");
        setup.seats.resize(list.size());
        for (std::size_t i = 0; i < list.size(); ++i)
            setup.seats[i].name = list[i];
    }
    const std::string out = line.required("out");

    auto match = Match::start(registry, info.id, setup);
    if (!match)
        return failWith(match.message());
    if (Status s = writeFileAtomically(out, saveMatch(match.value())); !s)
        return failWith(s.message());
    boost::json::object result = matchSummary(match.value(), kNoSeat, disclosureOption(line));
    result["file"] = out;
    printJson(result);
    return kExitOk;
}

int runShow(const CommandLine& line, const Registry& registry) {
    const std::string path = onePositional(line, "save file");
    auto match = loadFile(registry, path);
    if (!match)
        return failWith(match.message());
    printJson(matchSummary(match.value(), seatOption(line, match.value(), false),
                           disclosureOption(line)));
    return kExitOk;
}

int runApply(const CommandLine& line, const Registry& registry) {
    const auto& words = line.positionals();
    if (words.size() < 2)
        throw UsageError("expected a save file and an action");
    auto match = loadFile(registry, words.front());
    if (!match)
        return failWith(match.message());
    const Seat seat = seatOption(line, match.value(), true);
    // The action may come as several words ("play c7") or as one quoted word.
    std::string action = words[1];
    for (std::size_t i = 2; i < words.size(); ++i)
        action += " " + words[i];

    if (Status s = match->apply(seat, action); !s)
        return failWith("seat " + std::to_string(seat) + " cannot play \"" + action +
                            "\": " + s.message(),
                        kExitRefused);
    if (Status s = writeFileAtomically(words.front(), saveMatch(match.value())); !s)
        return failWith(s.message());
    // What follows the action, as the seat that took it sees it.
    boost::json::object result = matchSummary(match.value(), seat, disclosureOption(line));
    result["applied"] = boost::json::object{{"seat", seat}, {"action", action}};
    printJson(result);
    return kExitOk;
}

} // namespace fc::cli
