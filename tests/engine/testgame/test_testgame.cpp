// The test game: its trick rules, refusals, hidden views, and its bots (the "hard" one
// is the generic ISMCTS plugged into a hidden-hand game; it must clearly beat random).
#include "core/autoplay.h"
#include "testgame/testgame.h"
#include "testgame/testgame_bots.h"

#include <boost/json/serialize.hpp>

#include <QtTest/QTest>

using namespace fc;
using namespace fc::testgame;
namespace json = boost::json;

namespace {

Cards cards(std::initializer_list<int> values) {
    Cards out = 0;
    for (int v : values)
        out |= static_cast<Cards>(1u << v);
    return out;
}

// Seat 0 holds 5 9 1, seat 1 holds 7 3 12, the rest is face down; seat 0 leads.
TrickState knownDeal() {
    TrickState s;
    s.players = 2;
    s.hands[0] = cards({5, 9, 1});
    s.hands[1] = cards({7, 3, 12});
    s.undealt = static_cast<Cards>(kAllCards & ~(s.hands[0] | s.hands[1]));
    return s;
}

Registry registryWithTestgame() {
    Registry registry;
    if (Status s = registry.add(gameInfo()); !s)
        qFatal("%s", s.message().c_str());
    return registry;
}

} // namespace

class TestTestgame : public QObject {
    Q_OBJECT

  private slots:
    void dealIsSeededAndComplete() {
        const TrickState a = TrickState::deal(3, 1, 99);
        const TrickState b = TrickState::deal(3, 1, 99);
        QCOMPARE(a.hands, b.hands);
        QVERIFY(TrickState::deal(3, 1, 100).hands != a.hands);
        Cards all = a.undealt;
        for (int seat = 0; seat < 3; ++seat) {
            QCOMPARE(countOf(a.hands[static_cast<std::size_t>(seat)]), 4);
            all |= a.hands[static_cast<std::size_t>(seat)];
        }
        QCOMPARE(all, kAllCards);
        QCOMPARE(a.undealt, Cards(0));
        QCOMPARE(countOf(TrickState::deal(2, 0, 99).hands[1]), 5);
        QCOMPARE(countOf(TrickState::deal(4, 0, 99).hands[3]), 3);
        QCOMPARE(a.turn, 1);
    }

    void highestCardTakesTheTrickAndLeads() {
        TestGame game(knownDeal());
        QVERIFY(game.apply(0, "play c5"));
        QCOMPARE(game.seatsToAct(), std::vector<Seat>{1});
        QVERIFY(game.apply(1, "play c7")); // 7 beats 5: seat 1 takes 12 points and leads
        QCOMPARE(game.scores(), (std::vector<int>{0, 12}));
        QCOMPARE(game.seatsToAct(), std::vector<Seat>{1});
        QVERIFY(game.apply(1, "play c3"));
        QVERIFY(game.apply(0, "play c9")); // seat 0 takes 3 + 9
        QCOMPARE(game.scores(), (std::vector<int>{12, 12}));
        QVERIFY(game.winners().empty());
        QVERIFY(game.apply(0, "play c1"));
        QVERIFY(game.apply(1, "play c12"));
        QVERIFY(game.isOver());
        QCOMPARE(game.scores(), (std::vector<int>{12, 25}));
        QCOMPARE(game.winners(), std::vector<Seat>{1});
        QVERIFY(game.seatsToAct().empty());
        QVERIFY(game.legalActions(0).empty());
    }

    void tiesShareTheWin() {
        TrickState s = knownDeal();
        s.hands = {};
        s.taken[0] = cards({5, 7});
        s.taken[1] = cards({12});
        TestGame game(s);
        QVERIFY(game.isOver());
        QCOMPARE(game.winners(), (std::vector<Seat>{0, 1}));
        QCOMPARE(s.reward(0), 0.5);
    }

    void refusalsNameTheProblem_data() {
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << 0 << ""
                               << "unknown action";
        QTest::newRow("nonsense") << 0 << "nonsense"
                                  << "unknown action \"nonsense\"";
        QTest::newRow("verb only") << 0 << "play "
                                   << "\"\" is not a card";
        QTest::newRow("card zero") << 0 << "play c0"
                                   << "\"c0\" is not a card";
        QTest::newRow("card 13") << 0 << "play c13"
                                 << "\"c13\" is not a card";
        QTest::newRow("leading zero") << 0 << "play c05"
                                      << "\"c05\" is not a card";
        QTest::newRow("no c") << 0 << "play 5"
                              << "\"5\" is not a card";
        QTest::newRow("trailing text") << 0 << "play c5 now"
                                       << "\"c5 now\" is not a card";
        QTest::newRow("not in hand") << 0 << "play c7"
                                     << "c7 is not in your hand";
        QTest::newRow("out of turn") << 1 << "play c7"
                                     << "it is seat 0's turn, not seat 1's";
        QTest::newRow("no such seat") << 5 << "play c5"
                                      << "not seat 5's";
        QTest::newRow("spectator") << -1 << "play c5"
                                   << "not seat -1's";
    }
    void refusalsNameTheProblem() {
        QFETCH(int, seat);
        QFETCH(QString, action);
        QFETCH(QString, expected);
        TestGame game(knownDeal());
        const std::string before = json::serialize(game.snapshot());
        const Status status = game.apply(seat, action.toStdString());
        QVERIFY(!status);
        QVERIFY2(QString::fromStdString(status.message()).contains(expected),
                 status.message().c_str());
        QCOMPARE(json::serialize(game.snapshot()), before);
    }

    void viewsShowOnlyTheOwnHand() {
        TestGame game(knownDeal());
        const json::object own = game.view(0);
        QCOMPARE(json::serialize(own.at("hand")), std::string(R"(["c1","c5","c9"])"));
        QCOMPARE(json::serialize(own.at("handSizes")), std::string("[3,3]"));
        const std::string text = json::serialize(own);
        QVERIFY(text.find("\"c7\"") == std::string::npos);
        QVERIFY(text.find("\"c12\"") == std::string::npos);
        QVERIFY(!game.view(kNoSeat).contains("hand"));
        QVERIFY(game.snapshot().contains("hands"));
        QVERIFY(game.snapshot().contains("undealt"));
        const auto secrets = gameInfo().secretsHiddenFrom(game, 0);
        QVERIFY(std::find(secrets.begin(), secrets.end(), "c7") != secrets.end());
        QVERIFY(std::find(secrets.begin(), secrets.end(), "c5") == secrets.end());
    }

    void invariantsCatchLostCards() {
        TrickState s = knownDeal();
        QVERIFY(gameInfo().invariants(TestGame(s)));
        s.undealt &= static_cast<Cards>(~(1u << 2));
        const Status lost = gameInfo().invariants(TestGame(s));
        QVERIFY(!lost);
        QVERIFY(lost.message().find("not conserved") != std::string::npos);
    }

    void botsPlayLegalCardsFromTheirView_data() {
        QTest::addColumn<QString>("strength");
        QTest::newRow("random") << "random";
        QTest::newRow("hard") << "hard";
    }
    void botsPlayLegalCardsFromTheirView() {
        QFETCH(QString, strength);
        TestGame game(knownDeal());
        auto bot = gameInfo().makeBot(strength.toStdString(), 4);
        QVERIFY(bot);
        auto choice = bot.value()->choose(game.view(0), 0);
        QVERIFY2(choice, choice.message().c_str());
        const auto legal = game.legalActions(0);
        QVERIFY(std::find(legal.begin(), legal.end(), choice.value()) != legal.end());

        auto outOfTurn = bot.value()->choose(game.view(1), 1);
        QVERIFY(!outOfTurn);
        QVERIFY(outOfTurn.message().find("not seat 1's turn") != std::string::npos);
        auto malformed = bot.value()->choose(json::object{{"players", "two"}}, 0);
        QVERIFY(!malformed);
        QVERIFY(malformed.message().find("malformed") != std::string::npos);
    }

    void hardBotIsDeterministicForASeed() {
        const TestGame game(TrickState::deal(4, 2, 31));
        const json::object view = game.view(2);
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            auto a = makeHardBot(seed)->choose(view, 2);
            auto b = makeHardBot(seed)->choose(view, 2);
            QVERIFY(a && b);
            QCOMPARE(a.value(), b.value());
        }
    }

    void hardBeatsRandom() {
        // 200 two-player games, the hard bot alternating seats; a random bot would win
        // about half. Generous bound: at least 60%.
        const Registry registry = registryWithTestgame();
        double hardShare = 0.0;
        const int games = 200;
        for (int g = 0; g < games; ++g) {
            const Seat hard = g % 2;
            Setup setup;
            setup.players = 2;
            setup.seed = 1000 + static_cast<std::uint64_t>(g);
            setup.seats = {{"", true, "random"}, {"", true, "random"}};
            setup.seats[static_cast<std::size_t>(hard)].strength = "hard";
            auto match = autoplay(registry, "testgame", setup);
            QVERIFY2(match, match.message().c_str());
            const auto winners = match->game().winners();
            if (std::find(winners.begin(), winners.end(), hard) != winners.end())
                hardShare += 1.0 / static_cast<double>(winners.size());
        }
        qInfo("hard bot's win share against random: %.1f%%", 100.0 * hardShare / games);
        QVERIFY2(hardShare / games >= 0.6, qPrintable(QString::number(hardShare / games)));
    }

    void autoplayRefusesHumanSeats() {
        const Registry registry = registryWithTestgame();
        Setup setup;
        setup.players = 2;
        setup.seats = {{"Ana", false, ""}, {"", true, "random"}};
        auto match = autoplay(registry, "testgame", setup);
        QVERIFY(!match);
        QVERIFY(match.message().find("seat 0 is not a bot") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestTestgame)
#include "test_testgame.moc"
