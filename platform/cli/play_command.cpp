// play: bot-only matches, with win rates, scores and the bots' thinking time.
#include "commands.h"

#include "core/autoplay.h"
#include "core/rng.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <chrono>
#include <map>

namespace fc::cli {

namespace {

// Running totals over the matches of one play command.
struct Tally {
    std::vector<int> wins;        // a shared win counts for every winner
    std::vector<double> winShare; // a shared win splits one win
    std::vector<double> scoreSum;
    long long moves = 0;
    std::map<std::string, std::pair<long long, double>> decisionsByStrength; // count, seconds

    explicit Tally(int players)
        : wins(static_cast<std::size_t>(players)), winShare(static_cast<std::size_t>(players)),
          scoreSum(static_cast<std::size_t>(players)) {}

    void add(const Match& match, const AutoplayTiming& timing) {
        const Game& game = match.game();
        const std::vector<Seat> winners = game.winners();
        for (Seat w : winners) {
            ++wins[static_cast<std::size_t>(w)];
            winShare[static_cast<std::size_t>(w)] += 1.0 / static_cast<double>(winners.size());
        }
        const std::vector<int> scores = game.scores();
        for (std::size_t s = 0; s < scores.size(); ++s)
            scoreSum[s] += scores[s];
        moves += static_cast<long long>(match.log().size());
        for (std::size_t s = 0; s < timing.decisions.size(); ++s) {
            auto& [count, seconds] = decisionsByStrength[match.setup().seats[s].strength];
            count += timing.decisions[s];
            seconds += timing.seconds[s];
        }
    }
};

} // namespace

int runPlay(const CommandLine& line, const Registry& registry) {
    if (!line.positionals().empty())
        throw UsageError("unexpected argument \"" + line.positionals().front() + "\"");
    const GameInfo& info = gameOption(line, registry);
    const int players = line.integer("players", 1, 64);
    const int games = line.integer("games", 1, 1000000);
    const std::uint64_t seed = line.seed("seed");
    const std::vector<SeatConfig> seats = botSeatsOption(line, players);

    Tally tally(players);
    Rng seeds(seed);
    const auto begin = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        Setup setup;
        setup.players = players;
        setup.seed = seeds.next64();
        setup.startSeat = g % players; // every seat starts equally often
        setup.seats = seats;
        AutoplayTiming timing;
        auto match = autoplay(registry, info.id, setup, &timing);
        if (!match)
            return failWith("game " + std::to_string(g) + " (seed " + std::to_string(setup.seed) +
                            "): " + match.message());
        tally.add(match.value(), timing);
    }
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - begin;

    boost::json::array seatNames, wins, winShare, meanScore;
    for (std::size_t s = 0; s < seats.size(); ++s) {
        seatNames.emplace_back("bot:" + seats[s].strength);
        wins.emplace_back(tally.wins[s]);
        winShare.emplace_back(tally.winShare[s] / games);
        meanScore.emplace_back(tally.scoreSum[s] / games);
    }
    long long decisions = 0;
    double decisionSeconds = 0.0;
    boost::json::object meanDecisionMs;
    for (const auto& [strength, total] : tally.decisionsByStrength) {
        decisions += total.first;
        decisionSeconds += total.second;
        meanDecisionMs[strength] = total.first > 0 ? 1000.0 * total.second / total.first : 0.0;
    }
    printJson(boost::json::object{
        {"game", info.id},
        {"players", players},
        {"games", games},
        {"seats", std::move(seatNames)},
        {"wins", std::move(wins)},
        {"winShare", std::move(winShare)},
        {"meanScore", std::move(meanScore)},
        {"meanMoves", static_cast<double>(tally.moves) / games},
        {"decisions", decisions},
        {"decisionsPerSecond", decisionSeconds > 0 ? decisions / decisionSeconds : 0.0},
        {"meanDecisionMs", std::move(meanDecisionMs)},
        {"seconds", elapsed.count()}});
    return kExitOk;
}

} // namespace fc::cli
