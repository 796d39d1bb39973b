// Kaki Lima deck balance: the planner's par game on many seeded deals (the planner also
// chooses the walker), with the score distribution by the rulebook's ranking bands.
// Usage: foodcourt_bench_kakilima_balance [deals=1000] [candidates] [samples]
// Prints figures, never fails on them.
#include "kakilima/planner.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

using namespace fc::kakilima;

int main(int argc, char** argv) {
    const int deals = argc > 1 ? std::atoi(argv[1]) : 1000;
    PlannerBudget budget;
    if (argc > 2)
        budget.candidates = std::atoi(argv[2]);
    if (argc > 3)
        budget.samples = std::atoi(argv[3]);

    const auto start = std::chrono::steady_clock::now();
    std::map<std::string, int> bands;
    long long total = 0, plays = 0, tokens = 0, steps = 0;
    int won = 0, hundredPlus = 0, best = -1000, worst = 1000;
    for (int deal = 0; deal < deals; ++deal) {
        const ParResult par = parScore(static_cast<std::uint64_t>(deal) + 1, -1,
                                       7000 + static_cast<std::uint64_t>(deal), budget);
        total += par.score.total;
        plays += par.plays;
        tokens += par.score.tokens;
        steps += par.score.steps;
        won += par.won;
        hundredPlus += par.score.total >= 100;
        best = std::max(best, par.score.total);
        worst = std::min(worst, par.score.total);
        ++bands[par.won ? std::string(rankingBand(par.score.total)) : std::string("lost")];
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("Kaki Lima balance: %d deals, planner budget %d candidates x %d samples\n", deals,
                budget.candidates, budget.samples);
    std::printf("mean score %.1f (best %d, worst %d), won %d (%.1f%%), 100+ in %d deals (%.1f%%)\n",
                static_cast<double>(total) / deals, best, worst, won, 100.0 * won / deals,
                hundredPlus, 100.0 * hundredPlus / deals);
    std::printf("mean plays %.1f, clearing tokens %.1f, steps paid %.1f\n",
                static_cast<double>(plays) / deals, static_cast<double>(tokens) / deals,
                static_cast<double>(steps) / deals);
    for (const char* band : {"Impossible", "5-star review", "Not bad lar", "ok ok lo",
                             "Mak Cik Kiah starve liao", "lost"})
        std::printf("  %-26s %5d  %5.1f%%\n", band, bands[band], 100.0 * bands[band] / deals);
    std::printf("%.1f s by the wall clock (shared machine), %.2f ms per play\n", seconds,
                1000.0 * seconds / std::max<long long>(1, plays));
    return 0;
}
