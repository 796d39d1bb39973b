// Wok Up speed: physics steps per second while a full volley lands (four throws onto a
// wok already holding a dozen tokens), and the time to evaluate every recipe card on a full
// wok (25 tokens). Prints figures, never fails on them.
#include "wokup/physics.h"
#include "wokup/recipes.h"
#include "wokup/wokup_game.h"

#include <chrono>
#include <cstdio>
#include <ctime>

using namespace fc::wokup;

namespace {

// CPU time of this thread: the machine may be shared, and "per core" is what we report.
double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// A game of four with three volleys landed and passed, so the wok holds twelve tokens.
WokUpGame gameWithTwelveTokens() {
    fc::Setup setup;
    setup.players = 4;
    setup.seed = 5;
    WokUpGame game(setup);
    while (game.state().table.size() < 12 && !game.isOver()) {
        Action pass;
        pass.stamp = game.state().phaseStart + 100;
        for (int seat : game.seatsToAct()) {
            const std::string action =
                game.state().phase == Phase::Throwing
                    ? game.throwAction(seat, {0.1 * (seat - 1.5), kNominalSpeed}, pass.stamp)
                    : formatAction(pass);
            (void)game.apply(seat, action);
        }
    }
    return game;
}

void volleyPhysics() {
    const WokUpGame start = gameWithTwelveTokens();
    long long steps = 0;
    int volleys = 0;
    const double cpuStart = cpuSeconds();
    double cpu = 0;
    while (cpu < 2.0) {
        std::vector<TableToken> table = start.state().table;
        for (int seat = 0; seat < 4; ++seat) {
            const ThrowOutcome o = simulateThrow(
                table, throwingSpot(seat, 4), {0.03 * (volleys % 7) - 0.1, kNominalSpeed * 0.95});
            steps += o.steps;
            for (const TableToken& m : o.moved) {
                for (TableToken& t : table)
                    t.position = t.token == m.token ? m.position : t.position;
            }
            table.push_back({seat, 0, o.rest});
        }
        ++volleys;
        cpu = cpuSeconds() - cpuStart;
    }
    std::printf("volley physics: %d volleys of 4 throws onto 12 tokens, %.0f steps per volley, "
                "%.0f physics steps/s, %.2f ms per volley (CPU)\n",
                volleys, static_cast<double>(steps) / volleys, static_cast<double>(steps) / cpu,
                1000 * cpu / volleys);
}

void recipeEvaluation() {
    std::vector<TableToken> table;
    for (int t = 0; t < kTokenCount; ++t)
        table.push_back({t, t % 2, {-10.0 + 4.5 * (t % 5), -10.0 + 4.5 * (t / 5)}});
    long long evaluations = 0;
    int complete = 0;
    const double cpuStart = cpuSeconds();
    double cpu = 0;
    while (cpu < 1.0) {
        for (int i = 0; i < 1000; ++i) {
            table[static_cast<std::size_t>(i % kTokenCount)].side ^= 1;
            const WokSummary wok = summarize(table);
            for (int card = 0; card < kCardCount; ++card)
                complete += isComplete(recipe(card), wok);
            ++evaluations;
        }
        cpu = cpuSeconds() - cpuStart;
    }
    std::printf("recipe evaluation: a full wok (25 tokens) against all 50 cards in %.2f us (CPU), "
                "%.0f evaluations/s (%d complete seen)\n",
                1e6 * cpu / static_cast<double>(evaluations),
                static_cast<double>(evaluations) / cpu, complete);
}

} // namespace

int main() {
    volleyPhysics();
    recipeEvaluation();
    return 0;
}
