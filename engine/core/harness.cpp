#include "harness.h"

#include "match.h"
#include "rng.h"
#include "save.h"

#include <boost/json/serialize.hpp>

#include <algorithm>
#include <functional>
#include <memory>

namespace fc {

namespace json = boost::json;

namespace {

// The stream of the generator that picks random actions, so that it never shares a
// sequence with a game seeded by the same number.
constexpr std::uint64_t kPickerStream = 0x6861726e657373ULL; // "harness"

std::string viewName(Seat seat) {
    return seat == kNoSeat ? "the public view" : "the view of seat " + std::to_string(seat);
}

// Basic promises of the Game interface that every game must keep at every step.
Status checkShape(const Game& game) {
    const int players = game.playerCount();
    if (static_cast<int>(game.scores().size()) != players)
        return Status::fail("scores() has " + std::to_string(game.scores().size()) +
                            " entries for " + std::to_string(players) + " players");
    const auto inRange = [&](Seat s) { return s >= 0 && s < players; };
    const std::vector<Seat> winners = game.winners();
    if (!std::all_of(winners.begin(), winners.end(), inRange))
        return Status::fail("winners() names a seat that does not exist");
    const std::vector<Seat> acting = game.seatsToAct();
    if (!std::all_of(acting.begin(), acting.end(), inRange))
        return Status::fail("seatsToAct() names a seat that does not exist");
    // Only a solo game can end without a winner (the player lost).
    if (game.isOver() && (!acting.empty() || (winners.empty() && players > 1)))
        return Status::fail("the game is over but seats may still act or nobody won");
    if (!game.isOver() && (acting.empty() || !winners.empty()))
        return Status::fail("the game is not over but nobody may act or somebody already won");
    return Status::ok();
}

// `snapshot`: the match's snapshot, serialized.
Status checkSaveRoundTrip(const Registry& registry, const Match& match,
                          const std::string& snapshot) {
    auto loaded = loadMatch(registry, saveMatch(match));
    if (!loaded)
        return Status::fail("its own save does not load: " + loaded.message());
    if (loaded->log() != match.log())
        return Status::fail("the log changed through save/load");
    if (json::serialize(loaded->game().snapshot()) != snapshot)
        return Status::fail("the snapshot changed through save/load");
    return Status::ok();
}

// Actions that must be refused right now: nonsense, an empty action, and a legal action
// of the acting seat played by a seat that may not act or does not exist.
std::vector<LoggedAction> illegalAttempts(const Game& game) {
    const std::vector<Seat> acting = game.seatsToAct();
    if (acting.empty())
        return {};
    const Seat actor = acting.front();
    const std::vector<std::string> legal = game.legalActions(actor);

    std::vector<LoggedAction> attempts;
    if (std::find(legal.begin(), legal.end(), "nonsense") == legal.end())
        attempts.push_back({actor, "nonsense"});
    if (std::find(legal.begin(), legal.end(), "") == legal.end())
        attempts.push_back({actor, ""});
    if (!legal.empty()) {
        for (Seat seat = 0; seat < game.playerCount(); ++seat) {
            if (std::find(acting.begin(), acting.end(), seat) == acting.end()) {
                attempts.push_back({seat, legal.front()}); // another seat's move, out of turn
                break;
            }
        }
        attempts.push_back({game.playerCount(), legal.front()});
        attempts.push_back({kNoSeat, legal.front()});
    }
    return attempts;
}

std::string describe(const LoggedAction& attempt) {
    return "\"" + attempt.action + "\" by seat " + std::to_string(attempt.seat);
}

// Tries the illegal actions on a copy of the game: each must be refused with a reason,
// and together they must leave the copy's snapshot as it was. Comparing once at the end
// keeps the check cheap; only when something changed are the attempts retried one by one
// to name the culprit. `snapshot`: the game's snapshot, serialized.
Status checkIllegalRefused(const Game& game, const std::string& snapshot) {
    const std::vector<LoggedAction> attempts = illegalAttempts(game);
    const std::unique_ptr<Game> trial = game.clone();
    for (const LoggedAction& attempt : attempts) {
        const Status status = trial->apply(attempt.seat, attempt.action);
        if (status)
            return Status::fail("the illegal action " + describe(attempt) + " was accepted");
        if (status.message().empty())
            return Status::fail("the illegal action " + describe(attempt) +
                                " was refused without a reason");
    }
    if (json::serialize(trial->snapshot()) == snapshot)
        return Status::ok();
    for (const LoggedAction& attempt : attempts) {
        const std::unique_ptr<Game> single = game.clone();
        (void)single->apply(attempt.seat, attempt.action);
        if (json::serialize(single->snapshot()) != snapshot)
            return Status::fail("refusing " + describe(attempt) + " changed the game");
    }
    return Status::fail("refusing the illegal actions changed the game");
}

// Every string value anywhere in `value` (object keys are structure, not content).
void collectStrings(const json::value& value, std::vector<std::string_view>& out) {
    switch (value.kind()) {
    case json::kind::string:
        out.push_back(value.get_string());
        break;
    case json::kind::array:
        for (const json::value& item : value.get_array())
            collectStrings(item, out);
        break;
    case json::kind::object:
        for (const auto& entry : value.get_object())
            collectStrings(entry.value(), out);
        break;
    default:
        break;
    }
}

// `secrets` must be sorted.
Status checkNoSecretShown(const Game& game, Seat viewer, const std::vector<std::string>& secrets) {
    const json::value view = game.view(viewer); // the strings below point into it
    std::vector<std::string_view> strings;
    collectStrings(view, strings);
    for (std::string_view s : strings) {
        if (std::binary_search(secrets.begin(), secrets.end(), s, std::less<>{}))
            return Status::fail(viewName(viewer) + " shows the secret \"" + std::string(s) + "\"");
    }
    return Status::ok();
}

Status checkViews(const GameInfo& info, const Game& game) {
    if (!info.secretsHiddenFrom)
        return Status::ok();
    std::vector<std::string> everySecret = info.secretsHiddenFrom(game, kNoSeat);
    for (Seat seat = 0; seat < game.playerCount(); ++seat) {
        std::vector<std::string> secrets = info.secretsHiddenFrom(game, seat);
        everySecret.insert(everySecret.end(), secrets.begin(), secrets.end());
        std::sort(secrets.begin(), secrets.end());
        if (Status s = checkNoSecretShown(game, seat, secrets); !s)
            return s;
    }
    std::sort(everySecret.begin(), everySecret.end());
    return checkNoSecretShown(game, kNoSeat, everySecret);
}

Status checkStep(const Registry& registry, const GameInfo& info, const HarnessOptions& options,
                 const Match& match) {
    if (Status s = checkShape(match.game()); !s)
        return s;
    if (info.invariants) {
        if (Status s = info.invariants(match.game()); !s)
            return Status::fail("invariant broken: " + s.message());
    }
    std::string snapshot;
    if (options.checkSaveRoundTrip || options.checkIllegalRefused)
        snapshot = json::serialize(match.game().snapshot());
    if (options.checkSaveRoundTrip) {
        if (Status s = checkSaveRoundTrip(registry, match, snapshot); !s)
            return s;
    }
    if (options.checkIllegalRefused) {
        if (Status s = checkIllegalRefused(match.game(), snapshot); !s)
            return s;
    }
    if (options.checkViews)
        return checkViews(info, match.game());
    return Status::ok();
}

// One random game: the number of steps taken, or the first problem found.
struct GameOutcome {
    long long steps = 0;
    bool finished = false;
    Status problem = Status::ok();
};

GameOutcome playOneGame(const Registry& registry, const GameInfo& info,
                        const HarnessOptions& fullOptions, bool fullChecks, const Setup& setup) {
    HarnessOptions options = fullOptions;
    if (!fullChecks)
        options.checkSaveRoundTrip = options.checkIllegalRefused = options.checkViews = false;
    GameOutcome outcome;
    auto started = Match::start(registry, info.id, setup);
    if (!started) {
        outcome.problem = Status::fail("cannot start: " + started.message());
        return outcome;
    }
    Match& match = started.value();
    Rng picker(setup.seed, kPickerStream);
    outcome.problem = checkStep(registry, info, options, match);
    while (outcome.problem && !match.game().isOver() && outcome.steps < options.maxStepsPerGame) {
        const std::vector<Seat> acting = match.game().seatsToAct();
        const Seat seat = acting[picker.below(static_cast<std::uint32_t>(acting.size()))];
        const std::vector<std::string> legal = match.game().legalActions(seat);
        if (legal.empty()) {
            outcome.problem =
                Status::fail("seat " + std::to_string(seat) + " may act but has no legal action");
            break;
        }
        const std::string& action = legal[picker.below(static_cast<std::uint32_t>(legal.size()))];
        ++outcome.steps;
        if (Status s = match.apply(seat, action); !s) {
            outcome.problem = Status::fail("the legal action \"" + action + "\" of seat " +
                                           std::to_string(seat) + " was refused: " + s.message());
            break;
        }
        outcome.problem = checkStep(registry, info, options, match);
    }
    if (outcome.problem && !fullChecks && fullOptions.checkSaveRoundTrip)
        outcome.problem =
            checkSaveRoundTrip(registry, match, json::serialize(match.game().snapshot()));
    outcome.finished = outcome.problem && match.game().isOver();
    return outcome;
}

} // namespace

HarnessReport runRandomPlay(const Registry& registry, std::string_view gameId,
                            const HarnessOptions& options) {
    HarnessReport report;
    const GameInfo* info = registry.find(gameId);
    if (!info) {
        report.failures = 1;
        report.firstFailure = "unknown game '" + std::string(gameId) + "'";
        return report;
    }
    Rng seeds(options.seed);
    for (int g = 0; g < options.games; ++g) {
        Setup setup;
        setup.players = options.players > 0
                            ? options.players
                            : info->minPlayers + g % (info->maxPlayers - info->minPlayers + 1);
        setup.seed = seeds.next64();
        setup.startSeat = g % setup.players;

        const bool fullChecks = g % std::max(1, options.fullChecksEvery) == 0;
        const GameOutcome outcome = playOneGame(registry, *info, options, fullChecks, setup);
        ++report.gamesPlayed;
        report.steps += outcome.steps;
        report.gamesFinished += outcome.finished ? 1 : 0;
        if (!outcome.problem) {
            if (report.failures++ == 0) {
                report.firstFailure =
                    info->id + " game " + std::to_string(g) + " (seed " +
                    std::to_string(setup.seed) + ", " + std::to_string(setup.players) +
                    " players, start seat " + std::to_string(setup.startSeat) + ") after step " +
                    std::to_string(outcome.steps) + ": " + outcome.problem.message();
            }
        }
    }
    return report;
}

} // namespace fc
