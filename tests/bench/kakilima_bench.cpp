// Kaki Lima speed: native random games and greedy playouts per second, and the planner's
// decision time (hint from a view) at a few budgets on positions from real games.
// Prints figures, never fails on them.
#include "kakilima/kakilima_game.h"
#include "kakilima/planner.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace fc::kakilima;

namespace {

// CPU time of this thread: the machine may be shared, and "per core" is what we report.
double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

void randomGames() {
    fc::Rng pick(1);
    MoveList moves;
    long long plays = 0;
    int games = 0;
    const double start = cpuSeconds();
    while (cpuSeconds() - start < 2.0) {
        for (int i = 0; i < 1000; ++i) {
            State s = State::newGame(static_cast<std::uint64_t>(games++), kRandomWalker);
            while (!s.isOver()) {
                s.legalMoves(moves);
                s.play(moves[pick.below(static_cast<std::uint32_t>(moves.size()))]);
                ++plays;
            }
        }
    }
    const double cpu = cpuSeconds() - start;
    std::printf("random games (native state, setup included): %.0f games/s, %.2f M moves/s, %.1f "
                "moves/game\n",
                games / cpu, plays / cpu / 1e6, static_cast<double>(plays) / games);
}

void greedyPlayouts() {
    MoveList scratch;
    long long plays = 0;
    int games = 0;
    double total = 0;
    const double start = cpuSeconds();
    while (cpuSeconds() - start < 2.0) {
        State s = State::newGame(static_cast<std::uint64_t>(games++), kRandomWalker);
        while (!s.isOver()) {
            s.play(greedyMove(s, scratch));
            ++plays;
        }
        total += s.score().total;
    }
    const double cpu = cpuSeconds() - start;
    std::printf(
        "greedy playouts (the planner's continuation policy, full information): %.0f games/s, "
        "%.1f us/move, mean score %.1f\n",
        games / cpu, 1e6 * cpu / static_cast<double>(plays), total / games);
}

// Views of positions along planner games, from the start to late in the game.
std::vector<boost::json::object> samplePositions(int games) {
    std::vector<boost::json::object> views;
    fc::Rng seeds(3);
    for (int g = 0; g < games; ++g) {
        KakiLimaGame game(500 + static_cast<std::uint64_t>(g), g % kCharacters);
        while (!game.isOver()) {
            views.push_back(game.view(0));
            const fc::Result<Hint> hint = hintFromView(game.view(0), seeds.next64(), {4, 4});
            if (!hint || !game.apply(0, hint->action))
                break;
        }
    }
    return views;
}

void decisionTimes(const std::vector<boost::json::object>& views, const PlannerBudget& budget) {
    std::vector<double> times;
    for (std::size_t i = 0; i < views.size(); ++i) {
        const double start = cpuSeconds();
        const fc::Result<Hint> hint = hintFromView(views[i], i, budget);
        times.push_back(cpuSeconds() - start);
        if (!hint)
            std::printf("  planner error: %s\n", hint.message().c_str());
    }
    std::sort(times.begin(), times.end());
    double sum = 0;
    for (double t : times)
        sum += t;
    std::printf("planner %2d candidates x %2d samples: mean %6.1f ms, median %6.1f ms, 95%% %6.1f "
                "ms, max %6.1f ms "
                "(%zu decisions)\n",
                budget.candidates, budget.samples, 1e3 * sum / static_cast<double>(times.size()),
                1e3 * times[times.size() / 2], 1e3 * times[times.size() * 95 / 100],
                1e3 * times.back(), times.size());
}

} // namespace

int main() {
    randomGames();
    greedyPlayouts();
    const std::vector<boost::json::object> views = samplePositions(8);
    for (const PlannerBudget budget : {PlannerBudget{4, 4}, PlannerBudget{}, PlannerBudget{20, 24}})
        decisionTimes(views, budget);
    return 0;
}
