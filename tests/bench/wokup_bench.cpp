// Wok Up speed: physics steps per second while a full volley lands (four throws onto a
// wok already holding a dozen tokens), and the time to evaluate every recipe card on a full
// wok (25 tokens). Prints figures, never fails on them.
// "foodcourt_bench_wokup pace" prints only the bots' claim times.
#include "wokup/bots.h"
#include "wokup/physics.h"
#include "wokup/recipes.h"
#include "wokup/wokup_game.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <vector>

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

// The pace a newcomer plays against: how long after a volley lands each bot level covers
// a recipe the wok satisfies, over 200 two-seat games of two bots of that level (every
// such claim, seconds from the landing). Time from the signal to the landing is the same
// for everyone, so it is left out.
void claimPace() {
    for (const char* strength : {"easy", "medium", "hard"}) {
        std::vector<long long> reactions;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            fc::Setup setup;
            setup.players = 2;
            setup.seed = seed;
            WokUpGame game(setup);
            std::unique_ptr<fc::Bot> bots[2] = {std::move(makeBot(strength, seed * 2)).value(),
                                                std::move(makeBot(strength, seed * 2 + 1)).value()};
            for (int step = 0; step < 400 && !game.isOver(); ++step) {
                for (int seat : game.seatsToAct()) {
                    const auto text = bots[seat]->choose(game.view(seat), seat);
                    if (!text)
                        continue;
                    const auto action = parseAction(text.value());
                    const bool claim = game.state().phase == Phase::Claiming && action &&
                                       action->kind == ActionKind::Claim;
                    const long long landed = game.state().phaseStart;
                    if (game.apply(seat, text.value()).isOk() && claim)
                        reactions.push_back(action->stamp - landed);
                }
            }
        }
        if (reactions.empty())
            continue;
        std::sort(reactions.begin(), reactions.end());
        std::printf("%s bot, a claim after the volley lands: %.2f s median (%.2f-%.2f s), %zu "
                    "claims\n",
                    strength, static_cast<double>(reactions[reactions.size() / 2]) / 1000,
                    static_cast<double>(reactions.front()) / 1000,
                    static_cast<double>(reactions.back()) / 1000, reactions.size());
    }
}

} // namespace

int main(int argc, char** argv) {
    if (argc > 1 && std::strcmp(argv[1], "pace") == 0) {
        claimPace();
        return 0;
    }
    volleyPhysics();
    recipeEvaluation();
    claimPace();
    return 0;
}
