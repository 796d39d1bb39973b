// Tindahan bot strength: seeded 3-player games of one bot against two others, the bot
// under test taking each seat in turn; prints its win rate and decision times.
//   foodcourt_bench_tindahan_strength <hard-random|hard-medium|medium-random> [games]
//       [first game index] [hard iterations]
// Games are numbered, so a long measure can be split into runs (first index) and stays
// reproducible. Prints figures, never fails on them.
#include "core/autoplay.h"
#include "tindahan/bots.h"
#include "tindahan/game_info.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

struct Pairing {
    std::string tested;
    std::string opponent;
};

} // namespace

int main(int argc, char** argv) {
    const std::string pairing = argc > 1 ? argv[1] : "medium-random";
    const int games = argc > 2 ? std::atoi(argv[2]) : 100;
    const int first = argc > 3 ? std::atoi(argv[3]) : 0;
    const int hardIterations = argc > 4 ? std::atoi(argv[4]) : fc::tindahan::kHardIterations;
    const auto dash = pairing.find('-');
    if (dash == std::string::npos || games <= 0 || hardIterations <= 0) {
        std::fprintf(stderr, "usage: %s <tested-opponent> [games] [first] [hard iterations]\n",
                     argv[0]);
        return 2;
    }
    const Pairing p{pairing.substr(0, dash), pairing.substr(dash + 1)};

    fc::GameInfo info = fc::tindahan::gameInfo();
    info.makeBot = [hardIterations](const std::string& strength,
                                    std::uint64_t seed) -> fc::Result<std::unique_ptr<fc::Bot>> {
        if (strength == "hard")
            return fc::tindahan::makeHardBot(seed, {hardIterations, 0.7});
        return fc::tindahan::makeBot(strength, seed);
    };
    fc::Registry registry;
    if (!registry.add(std::move(info)))
        return 1;

    int wins = 0, sharedWins = 0, failures = 0;
    long long testedDecisions = 0, otherDecisions = 0;
    double testedSeconds = 0, otherSeconds = 0;
    long long marginSum = 0;
    for (int g = first; g < first + games; ++g) {
        const int testedSeat = g % 3;
        fc::Setup setup;
        setup.players = 3;
        setup.seed = 0x7d1a0000ULL + static_cast<std::uint64_t>(g);
        setup.startSeat = (g / 3) % 3;
        for (int seat = 0; seat < 3; ++seat)
            setup.seats.push_back({"bot", true, seat == testedSeat ? p.tested : p.opponent});
        fc::AutoplayTiming timing;
        auto match = fc::autoplay(registry, "tindahan", setup, &timing);
        if (!match) {
            if (failures++ == 0)
                std::printf("game %d failed: %s\n", g, match.message().c_str());
            continue;
        }
        const auto winners = match->game().winners();
        const auto scores = match->game().scores();
        bool won = false;
        for (int w : winners)
            won |= w == testedSeat;
        wins += won;
        sharedWins += won && winners.size() > 1;
        int bestOther = -10000;
        for (int seat = 0; seat < 3; ++seat) {
            if (seat != testedSeat)
                bestOther = std::max(bestOther, scores[static_cast<std::size_t>(seat)]);
            if (seat == testedSeat) {
                testedDecisions += timing.decisions[static_cast<std::size_t>(seat)];
                testedSeconds += timing.seconds[static_cast<std::size_t>(seat)];
            } else {
                otherDecisions += timing.decisions[static_cast<std::size_t>(seat)];
                otherSeconds += timing.seconds[static_cast<std::size_t>(seat)];
            }
        }
        marginSum += scores[static_cast<std::size_t>(testedSeat)] - bestOther;
    }
    const int played = games - failures;
    std::printf("%s vs 2 %s, games %d-%d (hard iterations %d): %d played, %d failed\n",
                p.tested.c_str(), p.opponent.c_str(), first, first + games - 1, hardIterations,
                played, failures);
    if (played > 0) {
        std::printf("  wins %d (%.1f%%), of which shared %d; mean margin over best other %.2f\n",
                    wins, 100.0 * wins / played, sharedWins,
                    static_cast<double>(marginSum) / played);
        std::printf("  decision time: %s %.3f ms (%lld), %s %.3f ms (%lld)\n", p.tested.c_str(),
                    testedDecisions ? 1000.0 * testedSeconds / testedDecisions : 0.0,
                    testedDecisions, p.opponent.c_str(),
                    otherDecisions ? 1000.0 * otherSeconds / otherDecisions : 0.0, otherDecisions);
    }
    return 0;
}
