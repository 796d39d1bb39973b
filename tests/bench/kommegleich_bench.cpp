// Komme gleich! speed: native random games per second (setup included, a uniformly random
// legal step at each decision), ISMCTS iterations per second, and bot decision times.
// Prints figures, never fails on them.
#include "core/search/ismcts.h"
#include "kommegleich/bots.h"
#include "kommegleich/determinize.h"
#include "kommegleich/kommegleich_game.h"
#include "kommegleich/turn_search.h"
#include "kommegleich/view.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace fc::kommegleich;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// CPU time of this thread: the machine may be shared, and "per core" is what we report.
double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

struct RandomGame {
    int steps = 0;
    int turns = 0;
};

RandomGame playRandomGame(int players, std::uint64_t seed, fc::Rng& pick) {
    State state =
        State::newGame(players, static_cast<int>(seed % static_cast<unsigned>(players)), seed);
    MoveList moves;
    RandomGame game;
    while (!state.isOver()) {
        state.legalMoves(moves);
        state.play(moves[static_cast<int>(pick.below(static_cast<std::uint32_t>(moves.size)))]);
        ++game.steps;
    }
    game.turns = static_cast<int>(state.turn);
    return game;
}

void randomGames(int players) {
    fc::Rng pick(1);
    long long steps = 0, turns = 0;
    int games = 0;
    const auto start = Clock::now();
    const double cpuStart = cpuSeconds();
    double cpu = 0;
    while (cpu < 2.0) {
        for (int i = 0; i < 200; ++i) {
            const RandomGame g = playRandomGame(players, static_cast<std::uint64_t>(games++), pick);
            steps += g.steps;
            turns += g.turns;
        }
        cpu = cpuSeconds() - cpuStart;
    }
    const double wall = secondsSince(start);
    std::printf("random %d-player games (native state, setup included): %.0f games/s of CPU time "
                "(%.0f by the wall clock), %.1f M steps/s, %.0f steps and %.0f turns per game\n",
                players, games / cpu, games / wall, steps / cpu / 1e6,
                static_cast<double>(steps) / games, static_cast<double>(turns) / games);
}

// Positions from 4-player games of random play, as the seat to act sees them.
std::vector<KommeGleichGame> samplePositions(int count) {
    std::vector<KommeGleichGame> positions;
    fc::Rng pick(7);
    while (static_cast<int>(positions.size()) < count) {
        fc::Setup setup;
        setup.players = 4;
        setup.seed = 1000 + positions.size();
        KommeGleichGame game(setup);
        const int steps = static_cast<int>(pick.below(200));
        for (int s = 0; s < steps && !game.isOver(); ++s) {
            const auto legal = game.legalActions(game.seatsToAct().front());
            (void)game.apply(game.seatsToAct().front(),
                             legal[pick.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        if (!game.isOver())
            positions.push_back(game);
    }
    return positions;
}

void searchSpeed(const std::vector<KommeGleichGame>& positions) {
    constexpr int kIterations = 1000;
    fc::Rng rng(3);
    long long iterations = 0;
    const double start = cpuSeconds();
    for (const KommeGleichGame& game : positions) {
        const int seat = game.state().toMove;
        const auto known = knowledgeFromView(game.view(seat));
        if (!known)
            continue;
        const SeatKnowledge& k = known.value();
        auto deal = [&k](fc::Rng& r) { return TurnSearch(determinize(k, r), k.seat); };
        (void)fc::search::searchIsmcts(deal, {kIterations, 0.7}, rng, GreedyRollout{});
        iterations += kIterations;
    }
    const double elapsed = cpuSeconds() - start;
    std::printf("ISMCTS (4 players, to the end of the turn, greedy playouts): %.0f iterations/s of "
                "CPU time\n",
                iterations / elapsed);
}

void decisionTimes(const std::vector<KommeGleichGame>& positions, const char* strength) {
    auto bot = makeBot(strength, 11);
    std::vector<double> times;
    for (const KommeGleichGame& game : positions) {
        const int seat = game.state().toMove;
        const auto view = game.view(seat);
        const double start = cpuSeconds();
        const auto choice = bot.value()->choose(view, seat);
        times.push_back((cpuSeconds() - start) * 1000.0);
        if (!choice)
            std::printf("  %s bot failed: %s\n", strength, choice.message().c_str());
    }
    std::sort(times.begin(), times.end());
    double sum = 0;
    for (double t : times)
        sum += t;
    std::printf("%s bot decision (CPU time, view parse included): mean %.3f ms, median %.3f ms, "
                "max %.3f ms "
                "over %zu positions\n",
                strength, sum / static_cast<double>(times.size()), times[times.size() / 2],
                times.back(), times.size());
}

} // namespace

int main() {
    for (int players : {2, 4, 6})
        randomGames(players);
    const std::vector<KommeGleichGame> positions = samplePositions(100);
    searchSpeed(positions);
    for (const char* strength : {"random", "medium", "hard"})
        decisionTimes(positions, strength);
    return 0;
}
