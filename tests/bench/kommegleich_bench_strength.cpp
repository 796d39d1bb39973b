// Komme gleich! bot strength: seeded 4-player games of one bot against three others, the
// bot under test taking each seat in turn; prints its win share, mean tips and decision
// times. Shared wins count as a share (1/k) of a win.
//   foodcourt_bench_kommegleich_strength <hard-random|hard-medium|medium-random> [games]
//       [first game index] [hard iterations]
// Games are numbered, so a long measure can be split into runs (first index) and stays
// reproducible. Prints figures, never fails on them.
#include "core/autoplay.h"
#include "kommegleich/bots.h"
#include "kommegleich/game_info.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

constexpr int kPlayers = 4;

} // namespace

int main(int argc, char** argv) {
    const std::string pairing = argc > 1 ? argv[1] : "medium-random";
    const int games = argc > 2 ? std::atoi(argv[2]) : 100;
    const int first = argc > 3 ? std::atoi(argv[3]) : 0;
    const int hardIterations = argc > 4 ? std::atoi(argv[4]) : fc::kommegleich::kHardIterations;
    const auto dash = pairing.find('-');
    if (dash == std::string::npos || games <= 0 || hardIterations <= 0) {
        std::fprintf(stderr, "usage: %s <tested-opponent> [games] [first] [hard iterations]\n",
                     argv[0]);
        return 2;
    }
    const std::string tested = pairing.substr(0, dash), opponent = pairing.substr(dash + 1);

    fc::GameInfo info = fc::kommegleich::gameInfo();
    info.makeBot = [hardIterations](const std::string& strength,
                                    std::uint64_t seed) -> fc::Result<std::unique_ptr<fc::Bot>> {
        if (strength == "hard")
            return fc::kommegleich::makeHardBot(seed, {hardIterations, 0.7});
        return fc::kommegleich::makeBot(strength, seed);
    };
    fc::Registry registry;
    if (!registry.add(std::move(info)))
        return 1;

    double winShare = 0;
    int failures = 0;
    long long testedTips = 0, otherTips = 0, testedDecisions = 0, otherDecisions = 0;
    double testedSeconds = 0, otherSeconds = 0;
    for (int g = first; g < first + games; ++g) {
        const int testedSeat = g % kPlayers;
        fc::Setup setup;
        setup.players = kPlayers;
        setup.seed = 0x6b670000ULL + static_cast<std::uint64_t>(g);
        setup.startSeat = (g / kPlayers) % kPlayers;
        for (int seat = 0; seat < kPlayers; ++seat)
            setup.seats.push_back({"bot", true, seat == testedSeat ? tested : opponent});
        fc::AutoplayTiming timing;
        auto match = fc::autoplay(registry, "kommegleich", setup, &timing);
        if (!match) {
            if (failures++ == 0)
                std::printf("game %d failed: %s\n", g, match.message().c_str());
            continue;
        }
        const auto winners = match->game().winners();
        const auto scores = match->game().scores();
        for (int w : winners)
            winShare += w == testedSeat ? 1.0 / static_cast<double>(winners.size()) : 0.0;
        for (int seat = 0; seat < kPlayers; ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            (seat == testedSeat ? testedTips : otherTips) += scores[s];
            (seat == testedSeat ? testedDecisions : otherDecisions) += timing.decisions[s];
            (seat == testedSeat ? testedSeconds : otherSeconds) += timing.seconds[s];
        }
    }
    const int played = games - failures;
    std::printf("%s vs 3 %s, games %d-%d (hard iterations %d): %d played, %d failed\n",
                tested.c_str(), opponent.c_str(), first, first + games - 1, hardIterations, played,
                failures);
    if (played > 0) {
        std::printf("  win share %.1f%% (a seat's fair share is 25%%); mean tips %.2f vs %.2f per "
                    "opponent\n",
                    100.0 * winShare / played, static_cast<double>(testedTips) / played,
                    static_cast<double>(otherTips) / (3.0 * played));
        std::printf("  decision time: %s %.3f ms (%lld), %s %.3f ms (%lld)\n", tested.c_str(),
                    testedDecisions ? 1000.0 * testedSeconds / testedDecisions : 0.0,
                    testedDecisions, opponent.c_str(),
                    otherDecisions ? 1000.0 * otherSeconds / otherDecisions : 0.0, otherDecisions);
    }
    return 0;
}
