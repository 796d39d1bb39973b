// BotRoster and botSeed: the one way every driver seeds its bots. Seats and decisions get
// seeds of their own; a turn-based bot asked twice for one decision answers the same, and
// its answer depends on the match so far, not on which roster (or program) asks.
#include "test_registry_support.h"

#include "core/bot_roster.h"

#include <QtTest/QTest>

#include <set>

using namespace fc;

namespace {

Setup botSetup(int players, std::uint64_t seed, const std::string& strength) {
    Setup setup;
    setup.players = players;
    setup.seed = seed;
    for (int i = 0; i < players; ++i)
        setup.seats.push_back({"Bot " + std::to_string(i), true, strength});
    return setup;
}

} // namespace

class TestBotRoster : public QObject {
    Q_OBJECT

  private slots:
    void seedsDifferBySeatDecisionAndMatch() {
        std::set<std::uint64_t> seen;
        for (std::uint64_t match : {1u, 2u})
            for (Seat seat = 0; seat < 4; ++seat)
                for (std::uint64_t decision = 0; decision < 50; ++decision)
                    seen.insert(botSeed(match, seat, decision));
        QCOMPARE(seen.size(), std::size_t{2 * 4 * 50});
        QCOMPARE(botSeed(9, 1, 3), botSeed(9, 1, 3));
    }

    void refusesAStrengthTheGameHasNot() {
        const Registry registry = testing::testgameRegistry();
        const auto roster = BotRoster::make(*registry.find("testgame"), botSetup(2, 1, "godlike"));
        QVERIFY(!roster);
        QVERIFY(!roster.message().empty());
    }

    void humanSeatsHaveNoBot() {
        const Registry registry = testing::testgameRegistry();
        Setup setup = botSetup(2, 1, "random");
        setup.seats[1].bot = false;
        auto roster = BotRoster::make(*registry.find("testgame"), setup);
        QVERIFY(roster);
        const Match match = testing::playedMatch(registry, 2, 1, 0);
        QVERIFY(roster->isBot(0));
        QVERIFY(!roster->isBot(1));
        QVERIFY(!roster->isBot(2));
        QVERIFY(roster->botFor(match, 1) == nullptr);
    }

    // Two rosters of one setup (say the app's before and after a restart) choose alike at
    // every step, and asking again for the same decision gives the same answer.
    void aDecisionIsAFunctionOfTheMatchSoFar() {
        const Registry registry = testing::testgameRegistry();
        const Setup setup = botSetup(3, 77, "hard");
        auto first = BotRoster::make(*registry.find("testgame"), setup);
        auto second = BotRoster::make(*registry.find("testgame"), setup);
        QVERIFY(first && second);
        auto match = Match::start(registry, "testgame", setup);
        QVERIFY(match);
        while (!match->game().isOver()) {
            const Seat seat = match->game().seatsToAct().front();
            const auto view = match->game().view(seat);
            const auto a = first->botFor(match.value(), seat)->choose(view, seat);
            const auto again = first->botFor(match.value(), seat)->choose(view, seat);
            const auto b = second->botFor(match.value(), seat)->choose(view, seat);
            QVERIFY(a && again && b);
            QCOMPARE(again.value(), a.value());
            QCOMPARE(b.value(), a.value());
            QVERIFY(match->apply(seat, a.value()));
        }
    }
};

QTEST_GUILESS_MAIN(TestBotRoster)
#include "test_bot_roster.moc"
