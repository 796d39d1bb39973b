// Generic search: MCTS on tiny perfect-information games with known best moves (also
// with three players, where each seat must be credited its own reward), ISMCTS on the
// test game's rules; both deterministic for a seed.
#include "core/search/ismcts.h"
#include "core/search/mcts.h"
#include "testgame/trick_state.h"

#include <QtTest/QTest>

using namespace fc;

namespace {

// Nim with one pile: take 1-3 stones, whoever takes the last stone wins. From a pile of
// n the winning move leaves a multiple of 4.
struct Nim {
    using Move = int;
    int stones = 0;
    int turn = 0;
    int lastMover = -1;
    int playerCount() const { return 2; }
    int toMove() const { return turn; }
    bool isTerminal() const { return stones == 0; }
    void legalMoves(std::vector<int>& out) const {
        out.clear();
        for (int take = 1; take <= 3 && take <= stones; ++take)
            out.push_back(take);
    }
    void play(int take) {
        stones -= take;
        lastMover = turn;
        turn = 1 - turn;
    }
    double reward(int seat) const { return seat == lastMover ? 1.0 : 0.0; }
};
// Three players. Seat 0 either ends the game at once, sharing the win with seat 2
// ("share"), or hands the choice to seat 1 ("ask"), who then crowns seat 0 or itself.
// Seat 1 crowns itself, so seat 0 should share; a search that credited every node with
// seat 0's reward would wrongly expect seat 1 to be generous and ask.
struct Kingmaker {
    enum Move { Share, Ask, CrownZero, CrownOne };
    int turn = 0;
    std::vector<int> winners;
    int playerCount() const { return 3; }
    int toMove() const { return turn; }
    bool isTerminal() const { return !winners.empty(); }
    void legalMoves(std::vector<Move>& out) const {
        out = turn == 0 ? std::vector<Move>{Share, Ask} : std::vector<Move>{CrownZero, CrownOne};
    }
    void play(Move move) {
        switch (move) {
        case Share:
            winners = {0, 2};
            break;
        case Ask:
            turn = 1;
            break;
        case CrownZero:
            winners = {0};
            break;
        case CrownOne:
            winners = {1};
            break;
        }
    }
    double reward(int seat) const {
        const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
        return won ? 1.0 / static_cast<double>(winners.size()) : 0.0;
    }
};

static_assert(search::SearchState<Nim>);
static_assert(search::SearchState<Kingmaker>);
static_assert(search::SearchState<testgame::TrickState>);

// Always takes one stone: a rollout policy that is easy to tell from the uniform one.
struct TakeOne {
    int operator()(const Nim&, const std::vector<int>&, Rng&) const { return 1; }
};

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

  private slots:
    void mctsFindsTheWinningNimMove_data() {
        QTest::addColumn<int>("stones");
        QTest::addColumn<int>("best");
        QTest::newRow("5 -> take 1") << 5 << 1;
        QTest::newRow("6 -> take 2") << 6 << 2;
        QTest::newRow("7 -> take 3") << 7 << 3;
        QTest::newRow("11 -> take 3") << 11 << 3;
    }
    void mctsFindsTheWinningNimMove() {
        QFETCH(int, stones);
        QFETCH(int, best);
        Rng rng(3);
        const auto result = search::searchMcts(Nim{stones}, search::Budget{4000}, rng);
        QCOMPARE(result.best, best);
        int visits = 0;
        for (const auto& stat : result.moves)
            visits += stat.visits;
        QCOMPARE(visits, 4000);
        QCOMPARE(result.moves.size(), std::size_t(3));
    }

    void mctsCreditsEachSeatItsOwnReward() {
        Rng rng(8);
        const auto result = search::searchMcts(Kingmaker{}, search::Budget{2000}, rng);
        QCOMPARE(result.best, Kingmaker::Share);
        for (const auto& stat : result.moves) {
            if (stat.move == Kingmaker::Ask)
                QVERIFY2(stat.meanReward < 0.3, qPrintable(QString::number(stat.meanReward)));
            else
                QCOMPARE(stat.meanReward, 0.5);
        }
    }

    void mctsIsDeterministicForASeed() {
        const auto run = [](std::uint64_t seed) {
            Rng rng(seed);
            return search::searchMcts(Nim{13}, search::Budget{300}, rng);
        };
        const auto a = run(17);
        const auto b = run(17);
        QCOMPARE(a.best, b.best);
        QCOMPARE(a.moves.size(), b.moves.size());
        for (std::size_t i = 0; i < a.moves.size(); ++i) {
            QCOMPARE(a.moves[i].move, b.moves[i].move);
            QCOMPARE(a.moves[i].visits, b.moves[i].visits);
            QCOMPARE(a.moves[i].meanReward, b.moves[i].meanReward);
        }
    }

    void mctsUsesTheRolloutPolicy() {
        // Three iterations visit each move from 4 stones once, each followed by one
        // "take one" playout: leaving 3 or 1 loses, leaving 2 wins.
        Rng rng(5);
        const auto result = search::searchMcts(Nim{4}, search::Budget{3}, rng, TakeOne{});
        QCOMPARE(result.moves.size(), std::size_t(3));
        for (const auto& stat : result.moves) {
            QCOMPARE(stat.visits, 1);
            QCOMPARE(stat.meanReward, stat.move == 2 ? 1.0 : 0.0);
        }
        QCOMPARE(result.best, 2);
    }

    void ismctsIsDeterministicForASeed() {
        const auto state = testgame::TrickState::deal(3, 0, 77);
        const auto run = [&](std::uint64_t seed) {
            Rng rng(seed);
            // Determinizations that keep seat 0's hand and deal the rest at random.
            auto determinize = [&](Rng& r) {
                testgame::TrickState d = state;
                std::vector<int> others = testgame::listOf(d.hands[1] | d.hands[2] | d.undealt);
                r.shuffle(std::span<int>(others));
                d.hands[1] = d.hands[2] = d.undealt = 0;
                for (std::size_t i = 0; i < others.size(); ++i) {
                    const std::size_t seat = 1 + i / 4; // 3 players hold 4 cards each
                    d.hands[seat] |= static_cast<testgame::Cards>(1u << others[i]);
                }
                return d;
            };
            return search::searchIsmcts(determinize, search::Budget{500}, rng);
        };
        const auto a = run(9);
        const auto b = run(9);
        QCOMPARE(a.best, b.best);
        QCOMPARE(a.moves.size(), std::size_t(4)); // every card of the hand was tried
        for (std::size_t i = 0; i < a.moves.size(); ++i) {
            QCOMPARE(a.moves[i].move, b.moves[i].move);
            QCOMPARE(a.moves[i].visits, b.moves[i].visits);
        }
        QVERIFY(testgame::holds(state.hands[0], a.best));
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "test_search.moc"
