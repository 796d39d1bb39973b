// Tindahan speed: native random games per second (deal included, a uniformly random legal
// move at each decision), ISMCTS iterations per second, and bot decision times.
// Prints figures, never fails on them.
//   foodcourt_bench_tindahan                      every figure
//   foodcourt_bench_tindahan --random-games N     only N random games, for instruction
//       counts: run it under callgrind with two values of N, the difference over the
//       difference of N is the cost of one game without the program's start-up.
#include "core/search/ismcts.h"
#include "tindahan/bots.h"
#include "tindahan/determinize.h"
#include "tindahan/round_search.h"
#include "tindahan/tindahan_game.h"
#include "tindahan/view.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string_view>
#include <vector>

using namespace fc::tindahan;
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
    int moves = 0;
    unsigned checksum = 0; // of the final scores: two builds must play the same games
};

// One whole game of uniformly random legal moves.
RandomGame playRandomGame(int players, std::uint64_t seed, fc::Rng& pick) {
    State state =
        State::newGame(players, static_cast<int>(seed % static_cast<unsigned>(players)), seed);
    RandomGame game;
    for (;;) {                       // a new game is always in a trick
        state.playRandomRound(pick); // a uniformly random legal move at every step
        // Every seat acts once in every trick.
        for (int seat = 0; seat < players; ++seat)
            game.moves += players * state.tricksWon[seat];
        if (state.phase == Phase::GameOver)
            break;
        state.startNextRound();
    }
    for (int seat = 0; seat < players; ++seat)
        game.checksum = game.checksum * 31u + static_cast<unsigned>(state.totals[seat]);
    return game;
}

void randomGames() {
    fc::Rng pick(1);
    long long moves = 0;
    int games = 0;
    const auto start = Clock::now();
    const double cpuStart = cpuSeconds();
    double cpu = 0;
    while (cpu < 2.0) {
        for (int i = 0; i < 10000; ++i)
            moves += playRandomGame(4, static_cast<std::uint64_t>(games++), pick).moves;
        cpu = cpuSeconds() - cpuStart;
    }
    const double wall = secondsSince(start);
    std::printf("random 4-player games (native state, deals included): %.0f games/s of CPU time "
                "(%.0f by the wall clock), %.1f M moves/s, %.1f moves/game\n",
                games / cpu, games / wall, moves / cpu / 1e6, static_cast<double>(moves) / games);
}

// Positions a few tricks into a 3-player round, as the seat to act sees them.
std::vector<TindahanGame> samplePositions(int count) {
    std::vector<TindahanGame> positions;
    fc::Rng pick(7);
    for (int i = 0; i < count; ++i) {
        fc::Setup setup;
        setup.players = 3;
        setup.seed = 1000 + static_cast<std::uint64_t>(i);
        TindahanGame game(setup);
        const int steps = static_cast<int>(pick.below(18));
        for (int s = 0; s < steps && !game.isOver(); ++s) {
            const auto legal = game.legalActions(game.seatsToAct().front());
            (void)game.apply(game.seatsToAct().front(),
                             legal[pick.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        positions.push_back(game);
    }
    return positions;
}

void searchSpeed(const std::vector<TindahanGame>& positions) {
    constexpr int kIterations = 3000;
    fc::Rng rng(3);
    long long iterations = 0;
    const double start = cpuSeconds();
    for (const TindahanGame& game : positions) {
        const int seat = game.state().toMove;
        const auto known = knowledgeFromView(game.view(seat));
        if (!known)
            continue;
        const SeatKnowledge& k = known.value();
        auto deal = [&k](fc::Rng& r) { return RoundSearch{determinize(k, r)}; };
        (void)fc::search::searchIsmcts(deal, {kIterations, 0.7}, rng);
        iterations += kIterations;
    }
    const double elapsed = cpuSeconds() - start;
    std::printf("ISMCTS (3 players, to the end of the round): %.0f iterations/s of CPU time\n",
                iterations / elapsed);
}

void decisionTimes(const std::vector<TindahanGame>& positions, const char* strength) {
    auto bot = makeBot(strength, 11);
    std::vector<double> times;
    for (const TindahanGame& game : positions) {
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

// Exactly `games` random games, printing the moves and a checksum of the scores (so that
// nothing is optimised away and two builds can be compared: same games, same results).
void countedRandomGames(int games) {
    fc::Rng pick(1);
    long long moves = 0;
    unsigned checksum = 0;
    for (int i = 0; i < games; ++i) {
        const RandomGame game = playRandomGame(4, static_cast<std::uint64_t>(i), pick);
        moves += game.moves;
        checksum = checksum * 17u + game.checksum;
    }
    std::printf("%d random 4-player games: %lld moves, score checksum %08x\n", games, moves,
                checksum);
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::string_view(argv[1]) == "--random-games") {
        const int games = std::atoi(argv[2]);
        if (games < 0) {
            std::fprintf(stderr, "--random-games needs a count of 0 or more\n");
            return 2;
        }
        countedRandomGames(games);
        return 0;
    }
    if (argc != 1) {
        std::fprintf(stderr, "usage: %s [--random-games N]\n", argv[0]);
        return 2;
    }
    randomGames();
    const std::vector<TindahanGame> positions = samplePositions(60);
    searchSpeed(positions);
    for (const char* strength : {"random", "medium", "hard"})
        decisionTimes(positions, strength);
    return 0;
}
