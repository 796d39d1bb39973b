// Kandar Klash! rules: claims judged by their time stamps (also when they arrive out of
// order), the stop after N-1 claims, scoring (the rulebook's 11 -> 14 example), the last
// cook's ketchup (next to the others, at most 6), simultaneous last claims, which actions
// the round's phase allows, late claims, the end.
#include "kandarklash/build_plan.h"
#include "kandarklash/kandarklash.h"
#include "kandarklash/solver.h"

#include <QTest>

#include <cstdlib>

using namespace fc::kandarklash;

namespace {

State newState(int players, std::uint64_t seed = 5) {
    fc::Setup setup;
    setup.players = players;
    setup.seed = seed;
    auto state = newGame(setup);
    if (!state)
        qFatal("cannot start: %s", state.message().c_str());
    return state.value();
}

fc::Status act(State& s, fc::Seat seat, const std::string& text) {
    const auto action = parseAction(text);
    if (!action)
        return action.status();
    return applyAction(s, seat, action.value());
}

// Builds the customer's dish at `seat` with the fewest cards, one card every 700 ms
// from `stamp`; returns the time of the last card.
int buildDish(State& s, fc::Seat seat, int stamp) {
    const Solution solution = solveDish(customerPattern(s.customer), s.tables[seat].wilds);
    const auto plan = buildOrder(solution.stack, s.tables[seat].wilds);
    if (!plan)
        qFatal("no build order");
    for (Action step : *plan) {
        step.stamp = stamp;
        const fc::Status placed = applyAction(s, seat, step);
        if (!placed)
            qFatal("build refused: %s", placed.message().c_str());
        stamp += 700;
    }
    return stamp;
}

// A customer whose dish needs exactly `cards` cards.
int customerNeeding(int cards) {
    for (int c = 0; c < kCustomerCount; ++c)
        if (solveDish(customerPattern(c)).cards == cards)
            return c;
    qFatal("no customer needs %d cards", cards);
}

} // namespace

class KandarKlashRulesTest : public QObject {
    Q_OBJECT

  private slots:
    void setupDealsTwelveRounds() {
        const State s = newState(3);
        QCOMPARE(s.rounds, 12);
        QCOMPARE(s.round, 1);
        QCOMPARE(s.deck.size(), std::size_t(11));
        QCOMPARE(s.boxed.size(), std::size_t(kCustomersRemoved));
        QCOMPARE(s.seatsToAct(), (std::vector<fc::Seat>{0, 1, 2}));
        fc::Setup bad;
        bad.players = 5;
        QVERIFY(!newGame(bad));
    }

    void handicapStartsWithKetchups() {
        fc::Setup setup;
        setup.players = 3;
        setup.options["handicap"] = boost::json::array{0, 3, 1};
        const auto s = newGame(setup);
        QVERIFY(s);
        QCOMPARE(s->ketchups(0), 0);
        QCOMPARE(s->ketchups(1), 3);
        QCOMPARE(s->ketchups(2), 1);
        setup.options["handicap"] = boost::json::array{0, 4, 0};
        QVERIFY(!newGame(setup));
        setup.options["handicap"] = boost::json::array{0, 1};
        QVERIFY(!newGame(setup));
    }

    void roundStopsAfterNMinusOneClaims_data() {
        QTest::addColumn<int>("players");
        for (int players : {2, 3, 4})
            QTest::newRow(qPrintable(QString("%1 players").arg(players))) << players;
    }

    void roundStopsAfterNMinusOneClaims() {
        QFETCH(int, players);
        State s = newState(players);
        for (fc::Seat seat = 0; seat < players - 1; ++seat) {
            QCOMPARE(s.phase, Phase::Build);
            QVERIFY(act(s, seat, "@" + std::to_string(1000 + 100 * seat) + " siap"));
        }
        QCOMPARE(s.phase, Phase::Ketchup);
        QCOMPARE(s.lastCook, players - 1);
        QCOMPARE(s.seatsToAct(), (std::vector<fc::Seat>{players - 1}));
        QVERIFY(!act(s, 0, "@5000 place 1 r0 front at 5,5 over")); // everyone stopped
        QVERIFY(!act(s, players - 1, "@5000 place 1 r0 front at 5,5 over"));
        QVERIFY(act(s, players - 1, "@5000 ketchup at 7,7"));
        QCOMPARE(s.round, 2);
        QCOMPARE(s.ketchups(players - 1), 1);
        QCOMPARE(s.lastRound->lastCook, players - 1);
    }

    void claimsAreJudgedByTimeNotArrival() {
        State s = newState(3);
        const int ready0 = buildDish(s, 0, 1000);
        const int ready1 = buildDish(s, 1, 1000);
        QVERIFY(act(s, 0, "@" + std::to_string(ready0 + 500) + " siap"));
        QVERIFY(act(s, 1, "@" + std::to_string(ready1 + 900) + " siap"));
        QCOMPARE(s.lastCook, 2);
        // Seat 2's claim arrives last but was made first: seat 1 claimed after the stop.
        QVERIFY(act(s, 2, "@" + std::to_string(ready0 + 100) + " siap"));
        QCOMPARE(s.phase, Phase::Ketchup);
        QCOMPARE(s.lastCook, 1);
        QCOMPARE(s.stopStamp, ready0 + 500);
        QVERIFY(!act(s, 1, "@99999 siap")); // claimed already, and too late
        QVERIFY(act(s, 1, "@99999 ketchup at 3,3"));
        const RoundResult& r = *s.lastRound;
        QCOMPARE(r.lastCook, 1);
        QCOMPARE(r.claims.size(), std::size_t(2));
        QCOMPARE(r.claims[0].seat, 2); // by time
        QCOMPARE(r.claims[1].seat, 0);
        QVERIFY(r.claims[1].unusedCards > 0);
        QCOMPARE(s.favours[0], 1 + r.claims[1].unusedCards);
        QCOMPARE(s.favours[1], 0);
        QCOMPARE(s.favours[2], 0); // a wrong dish, floored at 0
        QVERIFY(r.claims[1].correct);
        QVERIFY(!r.claims[0].correct);
    }

    void lateClaimAfterTheStopIsRefused() {
        State s = newState(2);
        QVERIFY(act(s, 0, "@1500 siap"));
        const State before = s;
        QVERIFY(!act(s, 1, "@1501 siap"));
        QCOMPARE(s.claims, before.claims);
        QCOMPARE(s.phase, Phase::Ketchup);
    }

    void simultaneousLastClaimsLeaveNoLastCook_data() {
        QTest::addColumn<int>("players");
        for (int players : {2, 3, 4})
            QTest::newRow(qPrintable(QString("%1 players").arg(players))) << players;
    }

    void simultaneousLastClaimsLeaveNoLastCook() {
        QFETCH(int, players);
        State s = newState(players);
        for (fc::Seat seat = 0; seat < players - 2; ++seat)
            QVERIFY(act(s, seat, "@1000 siap"));
        QVERIFY(act(s, players - 2, "@2000 siap"));
        QCOMPARE(s.phase, Phase::Ketchup);
        QVERIFY(act(s, players - 1, "@2000 siap")); // the very same time as the stop
        QCOMPARE(s.round, 2);
        QCOMPARE(s.lastRound->lastCook, fc::kNoSeat);
        QCOMPARE(s.lastRound->claims.size(), std::size_t(players));
        for (fc::Seat seat = 0; seat < players; ++seat)
            QCOMPARE(s.ketchups(seat), 0);
    }

    void rulebookExampleElevenToFourteen() {
        State s = newState(2);
        s.customer = customerNeeding(4);
        s.favours[0] = 11;
        const int ready = buildDish(s, 0, 800);
        QCOMPARE(s.tables[0].unusedCards(), 2);
        QVERIFY(act(s, 0, "@" + std::to_string(ready) + " siap"));
        QVERIFY(act(s, 1, "@" + std::to_string(ready + 10) + " ketchup at 7,7"));
        QCOMPARE(s.favours[0], 14);
        QCOMPARE(s.lastRound->gained[0], 3);
        QCOMPARE(s.favours[1], 0);
    }

    void wrongDishLosesAFavour_data() {
        QTest::addColumn<int>("before");
        QTest::addColumn<int>("after");
        QTest::newRow("5 to 4") << 5 << 4;
        QTest::newRow("1 to 0") << 1 << 0;
        QTest::newRow("never below 0") << 0 << 0;
    }

    void wrongDishLosesAFavour() {
        QFETCH(int, before);
        QFETCH(int, after);
        State s = newState(2);
        s.favours[0] = before;
        QVERIFY(act(s, 0, "@300 place 1 r0 front at 6,6 over"));
        QVERIFY(act(s, 0, "@900 siap"));
        QVERIFY(act(s, 1, "@950 ketchup at 7,7"));
        QCOMPARE(s.favours[0], after);
    }

    void claimedDishIsFinal() {
        State s = newState(3);
        QVERIFY(act(s, 0, "@300 place 1 r0 front at 6,6 over"));
        QVERIFY(act(s, 0, "@900 siap"));
        QVERIFY(!act(s, 0, "@1000 take 1"));
        QVERIFY(!act(s, 0, "@1000 siap"));
        QCOMPARE(s.seatsToAct(), (std::vector<fc::Seat>{1, 2}));
    }

    void actionsNeverGoBackInTime() {
        State s = newState(2);
        QVERIFY(act(s, 0, "@900 place 1 r0 front at 6,6 over"));
        const fc::Status back = act(s, 0, "@800 take 1");
        QVERIFY(!back);
        QVERIFY(s.tables[0].onTable(1));
        QVERIFY(act(s, 1, "@100 place 2 r0 front at 6,6 over")); // another cook's clock
        QCOMPARE(s.clock, 900);
    }

    void ketchupGoesNextToTheOthers() {
        State s = newState(2);
        s.tables[1].wilds = {{7, 7}};
        QVERIFY(act(s, 0, "@500 siap"));
        QVERIFY(!act(s, 1, "@600 ketchup at 9,7"));
        QVERIFY(!act(s, 1, "@600 ketchup at 7,7"));
        QVERIFY(!act(s, 1, "@600 ketchup at 8,8"));
        QVERIFY(!act(s, 1, "@600 done"));
        QVERIFY(act(s, 1, "@600 ketchup at 7,8"));
        QCOMPARE(s.tables[1].wilds, (std::vector<Cell>{{7, 7}, {7, 8}}));
    }

    void seventhKetchupIsDiscarded() {
        State s = newState(2);
        s.tables[1].wilds = {{5, 7}, {6, 7}, {7, 7}, {8, 7}, {9, 7}, {10, 7}};
        QVERIFY(act(s, 0, "@500 siap"));
        QVERIFY(!act(s, 1, "@600 ketchup at 11,7"));
        QVERIFY(act(s, 1, "@600 done"));
        QCOMPARE(s.ketchups(1), kMaxKetchups);
        QVERIFY(s.lastRound->ketchupDiscarded);
    }

    void theLastCookAtSixKetchupsMustDiscard() {
        State s = newState(2);
        s.tables[1].wilds = {{5, 7}, {6, 7}, {7, 7}, {8, 7}, {9, 7}, {10, 7}};
        QVERIFY(!mustDiscardKetchup(s)); // nobody is the last cook while the cooks build
        QVERIFY(act(s, 0, "@500 siap"));
        QCOMPARE(s.lastCook, 1);
        QVERIFY(mustDiscardKetchup(s));
        QVERIFY(ketchupCells(s, 1).empty()); // no room: no cell to offer
        s.tables[1].wilds.pop_back();
        QVERIFY(!mustDiscardKetchup(s));
        QVERIFY(!act(s, 1, "@600 done")); // five ketchups: the sixth must be laid
    }

    void ketchupCellsAreTheLastCooksLegalCells() {
        State s = newState(3);
        s.tables[2].wilds = {{7, 7}};
        QVERIFY(ketchupCells(s, 2).empty()); // the round has not stopped
        QVERIFY(act(s, 0, "@500 siap"));
        QVERIFY(act(s, 1, "@700 siap"));
        QCOMPARE(s.lastCook, 2);
        QVERIFY(ketchupCells(s, 0).empty()); // not the last cook
        const std::vector<Cell> cells = ketchupCells(s, 2);
        QCOMPARE(cells.size(), std::size_t(4)); // the four sides of the one ketchup
        for (Cell c : cells)
            QCOMPARE(std::abs(c.x - 7) + std::abs(c.y - 7), 1);
        QVERIFY(act(s, 2,
                    "@900 ketchup at " + std::to_string(cells.front().x) + "," +
                        std::to_string(cells.front().y)));
    }

    void mayActFollowsTheRoundsPhase() {
        State s = newState(3);
        for (ActionKind kind : {ActionKind::Place, ActionKind::Take, ActionKind::Siap})
            QVERIFY(mayAct(s, 0, kind));
        QVERIFY(!mayAct(s, 0, ActionKind::Ketchup)); // nobody is last yet
        QVERIFY(!mayAct(s, 0, ActionKind::Done));
        QVERIFY(act(s, 0, "@500 siap"));
        QVERIFY(!mayAct(s, 0, ActionKind::Place)); // the claimed dish is final
        QVERIFY(!mayAct(s, 0, ActionKind::Siap));
        QVERIFY(mayAct(s, 1, ActionKind::Place));
        QVERIFY(act(s, 1, "@700 siap"));
        QCOMPARE(s.phase, Phase::Ketchup);
        // The round has stopped: only the last cook acts, and builds no more.
        for (ActionKind kind : {ActionKind::Place, ActionKind::Take, ActionKind::Siap,
                                ActionKind::Ketchup, ActionKind::Done}) {
            QVERIFY(!mayAct(s, 0, kind));
            QVERIFY(!mayAct(s, 1, kind));
        }
        QVERIFY(!mayAct(s, 2, ActionKind::Place));
        QVERIFY(!mayAct(s, 2, ActionKind::Take));
        QVERIFY(mayAct(s, 2, ActionKind::Siap)); // in time or not: the stamp decides
        QVERIFY(mayAct(s, 2, ActionKind::Ketchup));
        s.phase = Phase::GameOver;
        QVERIFY(!mayAct(s, 2, ActionKind::Ketchup));
    }

    void aClaimAfterTheStopIsLateAndVoid() {
        State s = newState(3);
        QVERIFY(act(s, 0, "@1000 siap"));
        QVERIFY(act(s, 1, "@2000 siap"));
        QVERIFY(!isLateClaim(s, s.claims[1])); // the stop itself is in time
        QVERIFY(act(s, 2, "@1500 siap"));      // arrives last, made before the stop
        QCOMPARE(s.stopStamp, 1500);
        QCOMPARE(s.lastCook, 1);
        QVERIFY(!isLateClaim(s, s.claims[0]));
        QVERIFY(isLateClaim(s, s.claims[1]));
        QVERIFY(!isLateClaim(s, s.claims[2]));
        QVERIFY(act(s, 1, "@2100 ketchup at 3,3"));
        QCOMPARE(s.lastRound->claims.size(), std::size_t(2)); // the late one is void
        QCOMPARE(s.lastRound->gained[1], 0);
        // In the next round nothing is late: the stop belongs to the round that ended.
        QVERIFY(!isLateClaim(s, Claim{0, 5000, false, 0}));
    }

    void winnerByFavoursThenFewestKetchups_data() {
        QTest::addColumn<QList<int>>("favours");
        QTest::addColumn<QList<int>>("ketchups");
        QTest::addColumn<QList<int>>("winners");
        QTest::newRow("most favours")
            << QList<int>{9, 12, 3} << QList<int>{0, 2, 1} << QList<int>{1};
        QTest::newRow("tie: fewer ketchups")
            << QList<int>{12, 12, 3} << QList<int>{1, 0, 0} << QList<int>{1};
        QTest::newRow("still tied: shared")
            << QList<int>{12, 12, 3} << QList<int>{1, 1, 0} << QList<int>{0, 1};
    }

    void winnerByFavoursThenFewestKetchups() {
        QFETCH(QList<int>, favours);
        QFETCH(QList<int>, ketchups);
        QFETCH(QList<int>, winners);
        State s = newState(3);
        s.phase = Phase::GameOver;
        for (int seat = 0; seat < 3; ++seat) {
            s.favours[seat] = favours[seat];
            for (int k = 0; k < ketchups[seat]; ++k)
                s.tables[seat].wilds.push_back({k, 0});
        }
        const std::vector<fc::Seat> expected(winners.begin(), winners.end());
        QCOMPARE(s.winners(), expected);
    }

    void gameEndsWhenTheDeckIsEmpty() {
        State s = newState(2);
        int stamp = 100;
        for (int round = 1; round <= 12; ++round) {
            QCOMPARE(s.round, round);
            QVERIFY(act(s, 0, "@" + std::to_string(stamp) + " siap"));
            QVERIFY(act(s, 1, "@" + std::to_string(stamp) + " siap"));
        }
        QCOMPARE(s.phase, Phase::GameOver);
        QCOMPARE(s.served.size(), std::size_t(12));
        QVERIFY(s.seatsToAct().empty());
        QVERIFY(!act(s, 0, "@100 siap"));
    }
};

QTEST_GUILESS_MAIN(KandarKlashRulesTest)
#include "tst_kandarklash_rules.moc"
