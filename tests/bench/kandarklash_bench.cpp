// Kandar Klash! speed: the solver on all 20 customers (no ketchup: the content check and
// what a bot does at the start of a round), the solver with 1-6 ketchups, a bot's
// decision time, and random games per second. Prints figures, never fails on them.
//
// "foodcourt_bench_kandarklash solve" solves the 20 customers once and prints nothing
// else: run it under valgrind --tool=callgrind for the instruction count.
// "foodcourt_bench_kandarklash pace" prints only the bots' first-dish times.
#include "kandarklash/bots.h"
#include "kandarklash/game_info.h"
#include "kandarklash/kandarklash_game.h"
#include "kandarklash/solver.h"

#include "core/rng.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <map>
#include <vector>

using namespace fc::kandarklash;

namespace {

// CPU time of this thread: the machine may be shared.
double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

int solveAllCustomers(std::map<int, int>* histogram) {
    int total = 0;
    for (int c = 0; c < kCustomerCount; ++c) {
        const int cards = solveDish(customerPattern(c)).cards;
        total += cards;
        if (histogram)
            ++(*histogram)[cards];
    }
    return total;
}

void benchSolverPlain() {
    std::map<int, int> histogram;
    solveAllCustomers(&histogram);
    std::printf("customers by fewest cards:");
    for (const auto& [cards, count] : histogram)
        std::printf("  %d cards: %d", cards, count);
    std::printf("\n");
    const int repeats = 20;
    const double start = cpuSeconds();
    for (int r = 0; r < repeats; ++r)
        solveAllCustomers(nullptr);
    const double seconds = (cpuSeconds() - start) / repeats;
    std::printf("solve all 20 customers, no ketchup: %.2f ms (%.3f ms per customer)\n",
                seconds * 1e3, seconds * 1e3 / kCustomerCount);
}

// Ketchups in a compact blob near the centre, as the bots lay them.
void benchSolverWithKetchups() {
    const Cell blob[kMaxKetchups] = {{7, 7}, {8, 7}, {7, 8}, {8, 8}, {6, 7}, {9, 7}};
    for (int k : {1, 2, 3, 6}) {
        const std::vector<Cell> wilds(blob, blob + k);
        double worst = 0;
        int cardsTotal = 0;
        const double start = cpuSeconds();
        for (int c = 0; c < kCustomerCount; ++c) {
            const double one = cpuSeconds();
            cardsTotal += solveDish(customerPattern(c), wilds).cards;
            worst = std::max(worst, cpuSeconds() - one);
        }
        const double seconds = cpuSeconds() - start;
        std::printf("solve all 20 with %d ketchup(s): %.1f ms (worst customer %.2f ms), %.2f cards "
                    "on average\n",
                    k, seconds * 1e3, worst * 1e3, cardsTotal / double(kCustomerCount));
    }
}

void benchBotDecision() {
    const fc::GameInfo info = gameInfo();
    for (const char* strength : {"easy", "hard"}) {
        double total = 0, worst = 0;
        int decisions = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            fc::Setup setup;
            setup.players = 2;
            setup.seed = seed;
            auto game = info.create(setup);
            auto bot = info.makeBot(strength, seed); // a fresh bot: no solved table remembered
            const double start = cpuSeconds();
            (void)bot.value()->choose(game.value()->view(0), 0);
            const double t = cpuSeconds() - start;
            total += t;
            worst = std::max(worst, t);
            ++decisions;
        }
        std::printf("%s bot, first decision of a round: %.2f ms average, %.2f ms worst\n", strength,
                    total / decisions * 1e3, worst * 1e3);
    }
}

// The pace a newcomer plays against: when each bot level says "siap" for its first dish of
// a game (seconds from the round's start), cooking alone at a two-seat table whose other
// cook never acts, over 200 deals; and how often that first dish is wrong (a card
// missing). The table's countdown comes before the round's clock starts.
void benchFirstDish() {
    const fc::GameInfo info = gameInfo();
    for (const char* strength : {"easy", "medium", "hard"}) {
        std::vector<int> stamps;
        int wrong = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            fc::Setup setup;
            setup.players = 2;
            setup.seed = seed;
            auto game = std::move(info.create(setup)).value();
            auto bot = std::move(info.makeBot(strength, seed)).value();
            const State& state = dynamic_cast<const KandarKlashGame&>(*game).state();
            for (int step = 0; step < 100 && state.claims.empty(); ++step) {
                auto action = bot->choose(game->view(0), 0);
                if (!action || !game->apply(0, action.value()))
                    break;
            }
            if (state.claims.empty())
                continue;
            stamps.push_back(state.claims.front().stamp);
            wrong += !state.claims.front().correct;
        }
        std::sort(stamps.begin(), stamps.end());
        if (stamps.empty())
            continue;
        std::printf("%s bot, first dish: %.1f s median (%.1f-%.1f s), %d of %zu wrong\n", strength,
                    stamps[stamps.size() / 2] / 1000.0, stamps.front() / 1000.0,
                    stamps.back() / 1000.0, wrong, stamps.size());
    }
}

void benchRandomGames() {
    const fc::GameInfo info = gameInfo();
    fc::Rng pick(7);
    long long steps = 0;
    const int games = 50;
    const double start = cpuSeconds();
    for (int g = 0; g < games; ++g) {
        fc::Setup setup;
        setup.players = 2 + g % 3;
        setup.seed = static_cast<std::uint64_t>(g);
        auto game = std::move(info.create(setup)).value();
        while (!game->isOver()) {
            const std::vector<fc::Seat> acting = game->seatsToAct();
            const fc::Seat seat = acting[pick.below(static_cast<std::uint32_t>(acting.size()))];
            const std::vector<std::string> legal = game->legalActions(seat);
            (void)game->apply(seat, legal[pick.below(static_cast<std::uint32_t>(legal.size()))]);
            ++steps;
        }
    }
    const double seconds = cpuSeconds() - start;
    std::printf("random play: %.0f games/s, %.0f steps/s (legal actions listed at every step)\n",
                games / seconds, steps / seconds);
}

} // namespace

int main(int argc, char** argv) {
    if (argc > 1 && std::strcmp(argv[1], "solve") == 0)
        return solveAllCustomers(nullptr) > 0 ? 0 : 1;
    if (argc > 1 && std::strcmp(argv[1], "pace") == 0) {
        benchFirstDish();
        return 0;
    }
    benchSolverPlain();
    benchSolverWithKetchups();
    benchBotDecision();
    benchFirstDish();
    benchRandomGames();
    return 0;
}
