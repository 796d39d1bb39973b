// Engine core throughput: the generator, the random-play harness with and without its
// per-step checks, saves, and the generic search. Prints figures; never fails on speed.
#include "core/harness.h"
#include "core/rng.h"
#include "core/save.h"
#include "core/search/ismcts.h"
#include "testgame/testgame.h"
#include "testgame/trick_state.h"

#include <chrono>
#include <cstdio>
#include <numeric>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

void report(const char* what, double count, double seconds, const char* unit) {
    std::printf("%-44s %14.0f %s/s  (%.0f in %.2f s)\n", what, count / seconds, unit, count,
                seconds);
}

void benchGenerator() {
    fc::Rng rng(1);
    const long long draws = 200'000'000;
    std::uint32_t sink = 0;
    auto start = Clock::now();
    for (long long i = 0; i < draws; ++i)
        sink ^= rng.next32();
    report("generator: next32", static_cast<double>(draws), secondsSince(start), "draws");

    std::vector<int> deck(50);
    std::iota(deck.begin(), deck.end(), 0);
    const long long shuffles = 2'000'000;
    start = Clock::now();
    for (long long i = 0; i < shuffles; ++i)
        rng.shuffle(std::span<int>(deck));
    report("generator: shuffle of 50", static_cast<double>(shuffles), secondsSince(start),
           "shuffles");
    std::printf("  (checksum %u %d)\n", sink, deck.front());
}

void benchHarness(const fc::Registry& registry, bool checks, int games) {
    fc::HarnessOptions options;
    options.games = games;
    options.seed = 7;
    options.checkSaveRoundTrip = options.checkIllegalRefused = options.checkViews = checks;
    const auto start = Clock::now();
    const fc::HarnessReport result = fc::runRandomPlay(registry, "testgame", options);
    report(checks ? "harness: testgame games, every check"
                  : "harness: testgame games, invariants only",
           result.gamesPlayed, secondsSince(start), "games");
    if (result.failures > 0)
        std::printf("  FAILURE: %s\n", result.firstFailure.c_str());
}

void benchSave(const fc::Registry& registry) {
    fc::Setup setup;
    setup.players = 4;
    setup.seed = 3;
    auto match = fc::Match::start(registry, "testgame", setup);
    while (!match->game().isOver()) {
        const fc::Seat seat = match->game().seatsToAct().front();
        (void)match->apply(seat, match->game().legalActions(seat).front());
    }
    const std::string text = fc::saveMatch(match.value());
    const int rounds = 20000;
    const auto start = Clock::now();
    std::size_t sink = 0;
    for (int i = 0; i < rounds; ++i)
        sink += fc::loadMatch(registry, fc::saveMatch(match.value()))->log().size();
    report("save + load of a finished 4-player testgame", rounds, secondsSince(start),
           "round trips");
    std::printf("  (save is %zu bytes, checksum %zu)\n", text.size(), sink);
}

void benchSearch() {
    const fc::testgame::TrickState root = fc::testgame::TrickState::deal(4, 0, 11);
    const auto determinize = [&](fc::Rng&) {
        return root;
    }; // the cost of the tree, not of sampling
    fc::Rng rng(5);
    const int iterations = 200000;
    const auto start = Clock::now();
    const auto result = fc::search::searchIsmcts(determinize, fc::search::Budget{iterations}, rng);
    report("ISMCTS iterations on a 4-player testgame", iterations, secondsSince(start),
           "iterations");
    std::printf("  (best card %d)\n", result.best);
}

} // namespace

int main() {
    fc::Registry registry;
    if (fc::Status s = registry.add(fc::testgame::gameInfo()); !s)
        return std::printf("%s\n", s.message().c_str()), 1;
    std::printf("Food Court engine core benchmark\n");
    benchGenerator();
    benchHarness(registry, true, 3000);
    benchHarness(registry, false, 30000);
    benchSave(registry);
    benchSearch();
    return 0;
}
