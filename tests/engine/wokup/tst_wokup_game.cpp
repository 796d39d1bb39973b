// Wok Up's game flow: setup, volleys, claims ordered by input time, mistakes, the
// 2-player and 5-6 player rules (who receives a gift), what is right, who may decide,
// Wok'up!, the end; physics results as actions; the random-play harness; bots.
#include "wokup/bots.h"
#include "wokup/game_info.h"
#include "wokup/refusals.h"
#include "wokup/view.h"
#include "wokup/wokup_game.h"

#include "core/harness.h"
#include "core/match.h"
#include "core/save.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <boost/json/serialize.hpp>
#include <cmath>

using namespace fc::wokup;

namespace {

fc::Setup setupFor(int players, std::uint64_t seed) {
    fc::Setup setup;
    setup.players = players;
    setup.seed = seed;
    return setup;
}

Action parsed(const std::string& text) {
    return parseAction(text).value();
}

// Brings a fresh game to its claim window with exactly `table` in the wok: the volley's
// throws are replaced by the hand-placed tokens (taken out of the piles to keep counts).
State claimingWith(int players, const std::vector<TableToken>& table) {
    State s = State::newGame(players, 0, 7);
    for (auto& pile : s.piles)
        pile.clear();
    std::vector<bool> used(kTokenCount, false);
    for (const TableToken& t : table)
        used[static_cast<std::size_t>(t.token)] = true;
    for (int t = 0, seat = 0; t < kTokenCount; ++t) {
        if (!used[static_cast<std::size_t>(t)])
            s.piles[static_cast<std::size_t>(seat++ % players)].push_back(t);
    }
    s.table = table;
    s.phase = Phase::Claiming;
    s.toThrow.assign(static_cast<std::size_t>(players), false);
    return s;
}

// 24 tokens showing their first side in the wok's centre (rules judge places, not
// overlaps): at least 10 pictures of every kind, so R10 (5 chili), R25 (all five kinds) and
// Wok'up! are complete, R30 (2 tokens touching a card) is not; one token is left to throw.
std::vector<TableToken> fullWok() {
    std::vector<TableToken> table;
    for (int t = 0; t < kTokenCount - 1; ++t)
        table.push_back({t, 0, {0, 0}});
    return table;
}

// Turns the given cards face up (one per family) and the others down.
void showCards(State& s, const std::vector<int>& cards) {
    for (Stack& stack : s.stacks)
        stack.topFaceUp = false;
    for (int card : cards) {
        Stack& stack = s.stacks[static_cast<std::size_t>(card / kCardsPerFamily)];
        std::erase(stack.cards, card);
        stack.cards.push_back(card);
        stack.topFaceUp = true;
    }
}

int throwersIn(const State& s) {
    return static_cast<int>(std::count(s.toThrow.begin(), s.toThrow.end(), true));
}

std::string stamp(long long ms, const std::string& rest) {
    return "@" + std::to_string(ms) + " " + rest;
}

} // namespace

class WokUpGameTest : public QObject {
    Q_OBJECT

  private slots:
    void setupDealsEvenPilesAndThreeFaceUpCards_data() {
        QTest::addColumn<int>("players");
        for (int p = kMinPlayers; p <= kMaxPlayers; ++p)
            QTest::newRow(qPrintable(QString::number(p) + " players")) << p;
    }

    void setupDealsEvenPilesAndThreeFaceUpCards() {
        QFETCH(int, players);
        const State s = State::newGame(players, 0, 11);
        std::size_t smallest = 99, largest = 0;
        for (const auto& pile : s.piles) {
            smallest = std::min(smallest, pile.size());
            largest = std::max(largest, pile.size());
        }
        QVERIFY(largest - smallest <= 1);
        QCOMPARE(s.visibleCards().size(), std::size_t{3});
        std::vector<int> families;
        for (int card : s.visibleCards())
            families.push_back(card / kCardsPerFamily);
        std::sort(families.begin(), families.end());
        QVERIFY(std::adjacent_find(families.begin(), families.end()) == families.end());
        QCOMPARE(throwersIn(s), players == 6 ? 3 : players == 5 ? 3 : players);
        QCOMPARE(s.phase, Phase::Throwing);
    }

    void halfThePlayersThrowWithFiveOrSix_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<std::vector<int>>("throwers"); // per volley
        QTest::newRow("5 players: 3 then 2") << 5 << std::vector<int>{3, 2, 3, 2};
        QTest::newRow("6 players: 3 each time") << 6 << std::vector<int>{3, 3, 3, 3};
        QTest::newRow("4 players: everybody") << 4 << std::vector<int>{4, 4, 4, 4};
    }

    void halfThePlayersThrowWithFiveOrSix() {
        QFETCH(int, players);
        QFETCH(std::vector<int>, throwers);
        WokUpGame game(setupFor(players, 3));
        std::vector<int> timesThrown(static_cast<std::size_t>(players), 0);
        for (int expected : throwers) {
            QCOMPARE(throwersIn(game.state()), expected);
            for (int seat : game.seatsToAct()) {
                ++timesThrown[static_cast<std::size_t>(seat)];
                const std::string land = game.throwAction(seat, {0.3 * (seat % 3 - 1), 60},
                                                          game.state().phaseStart + 10);
                QVERIFY2(game.apply(seat, land), land.c_str());
            }
            QCOMPARE(game.state().phase, Phase::Claiming);
            for (int seat : game.seatsToAct())
                QVERIFY(game.apply(seat, stamp(game.state().phaseStart + 100, "pass")));
        }
        // In turn: after 4 volleys nobody has thrown twice more than anybody else.
        const auto [low, high] = std::minmax_element(timesThrown.begin(), timesThrown.end());
        QVERIFY(*high - *low <= 1);
    }

    void earliestStampWinsWhateverTheArrivalOrder() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(1, parsed("@900 claim R10")));
        QVERIFY(s.apply(2, parsed("@950 claim R25")));
        QVERIFY(s.apply(0, parsed("@700 claim R10")));
        QCOMPARE(s.won[0], std::vector<int>{10});
        QVERIFY(s.won[1].empty());
        QVERIFY(s.won[2].empty()); // too late: the round ended at 700
        QVERIFY(!s.out[1] && !s.out[2]);
        QCOMPARE(s.visibleCards().size(), std::size_t{3});
        QVERIFY(s.table.empty()); // tokens went back to the piles, shared evenly
        for (const auto& pile : s.piles)
            QVERIFY(pile.size() == 8 || pile.size() == 9);
        QVERIFY(!s.stacks[1].topFaceUp); // the new card comes from another stack
        QCOMPARE(s.round, 2);
        QVERIFY(s.choosing());              // the winner may turn another stack first
        QCOMPARE(s.phase, Phase::Throwing); // as before the choice: saves taken now still load
        QCOMPARE(s.seatsToAct(), (std::vector<int>{0, 1, 2}));
    }

    void theWinnerChoosesAnotherFaceDownStack() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25}); // stacks 1, 3, 2 up; 0 and 4 down
        QVERIFY(s.apply(0, parsed("@700 claim R10")));
        QVERIFY(s.apply(1, parsed("@900 pass")));
        QVERIFY(s.apply(2, parsed("@950 pass")));
        QVERIFY(s.choosing());
        const int drawn = s.choices.front().turned;
        QVERIFY(drawn == 0 || drawn == 4);
        QVERIFY(s.stacks[static_cast<std::size_t>(drawn)].topFaceUp); // up until changed
        const int other = 4 - drawn;
        QCOMPARE(s.stacksToTurn(0), (std::vector<int>{drawn, other}));
        QVERIFY(s.stacksToTurn(1).empty());
        const State before = s;
        const auto refused = [&](int seat, const std::string& action) {
            return s.apply(seat, parsed(action)).refusal().code;
        };
        // Not the won card's own stack, not a face-up one, only the winner, only now.
        QCOMPARE(refused(0, "@1000 turn quantity"), std::string(refusal::kStackNotEligible));
        QCOMPARE(refused(0, "@1000 turn variety"), std::string(refusal::kStackNotEligible));
        QCOMPARE(refused(1, "@1000 turn " + std::string(familyName(other))),
                 std::string(refusal::kNoStackToTurn));
        QCOMPARE(refused(1, "@1000 pass"), std::string(refusal::kWindowClosed));
        QCOMPARE(refused(0, "@500 turn " + std::string(familyName(other))),
                 std::string(refusal::kBeforeSignal));
        QCOMPARE(snapshotOf(s), snapshotOf(before)); // every refusal changed nothing
        QVERIFY(s.apply(0, parsed("@1000 turn " + std::string(familyName(other)))));
        QVERIFY(!s.stacks[static_cast<std::size_t>(drawn)].topFaceUp); // back down
        QVERIFY(s.stacks[static_cast<std::size_t>(other)].topFaceUp);
        QCOMPARE(s.visibleCards().size(), std::size_t{3});
        QVERIFY(!s.choosing());
        QCOMPARE(s.phaseStart, 1000LL); // the signal comes after the choice
        QCOMPARE(refused(0, "@1100 turn " + std::string(familyName(drawn))),
                 std::string(refusal::kNoStackToTurn));
    }

    void severalWinnersChooseInSeatOrder() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        for (Stack& stack : s.stacks) // room for both choices: stacks 0 and 4 hold 2 cards
            stack.cards.resize(std::max<std::size_t>(stack.cards.size(), 2));
        QVERIFY(s.apply(2, parsed("@800 claim R10")));
        QVERIFY(s.apply(1, parsed("@800 claim R25")));
        QVERIFY(s.apply(0, parsed("@900 pass")));
        QVERIFY(s.choosing());
        QVERIFY(s.stacksToTurn(2).empty()); // seat 1 first, though its claim came later
        QVERIFY(!s.stacksToTurn(1).empty());
        QCOMPARE(s.choices.size(), std::size_t{2});
        QCOMPARE(s.choices[1].seat, 2);
        // After the two cards won, three face-down stacks (0, 1, 4) less the drawn ones.
        const int keep = s.choices.front().turned;
        QVERIFY(s.apply(1, parsed("@1000 turn " + std::string(familyName(keep)))));
        QVERIFY(s.stacksToTurn(1).empty());
        const std::vector<int> allowed = s.stacksToTurn(2);
        QVERIFY(std::find(allowed.begin(), allowed.end(), 1) == allowed.end()); // its own
        QVERIFY(s.apply(2, parsed("@1100 turn " + std::string(familyName(allowed.back())))));
        QCOMPARE(s.visibleCards().size(), std::size_t{3});
        QVERIFY(!s.choosing());
    }

    void botsTurnTheStackWithMostCards() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        s.stacks[0].cards.resize(3);
        QVERIFY(s.stacks[4].cards.size() > 3);
        QVERIFY(s.apply(0, parsed("@700 claim R10")));
        QVERIFY(s.apply(1, parsed("@900 pass")));
        QVERIFY(s.apply(2, parsed("@950 pass")));
        QVERIFY(s.choosing());
        for (const char* strength : {"easy", "hard"}) {
            auto bot = makeBot(strength, 5).value();
            const Action a = parsed(bot->choose(viewOf(s, 0), 0).value());
            QCOMPARE(a.kind, ActionKind::Turn);
            QCOMPARE(a.stack, 4); // 8 cards against 3
            QVERIFY(a.stamp >= s.phaseStart);
            State copy = s;
            QVERIFY(copy.apply(0, a));
        }
    }

    void turnActionsReadAndWrite() {
        const Action a = parsed("@5200 turn equality");
        QCOMPARE(a.kind, ActionKind::Turn);
        QCOMPARE(a.stack, static_cast<int>(Family::Equality));
        QCOMPARE(formatAction(a), std::string("@5200 turn equality"));
        QVERIFY(!parseAction("@5200 turn"));
        QVERIFY(!parseAction("@5200 turn wok"));
        QVERIFY(!parseAction("@5200 turn variety position"));
    }

    // Saves written by the engine before the choice existed (data/README.md): a whole
    // game, and two saved between the won cards and the next throw.
    void savesFromBeforeTheChoiceLoad_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("choosing");
        QTest::newRow("2 players, a whole game") << "data/old-2p-whole-game.json" << false;
        QTest::newRow("3 players, after two cards won") << "data/old-3p-after-2-wins.json" << true;
        QTest::newRow("5 players, after a two-card claim")
            << "data/old-5p-after-1-win.json" << true;
    }

    void savesFromBeforeTheChoiceLoad() {
        QFETCH(QString, file);
        QFETCH(bool, choosing);
        QFile saved(QFINDTESTDATA(file));
        QVERIFY2(saved.open(QIODevice::ReadOnly), qPrintable(file));
        fc::Registry registry;
        QVERIFY(registry.add(gameInfo()));
        auto loaded = fc::loadMatch(registry, saved.readAll().toStdString());
        QVERIFY2(loaded, loaded ? "" : loaded.status().message().c_str());
        fc::Match match = std::move(loaded).value();
        const State& s = static_cast<const WokUpGame&>(match.game()).state();
        QCOMPARE(s.choosing(), choosing);
        if (!choosing)
            return;
        // The loaded game goes on with the choice the old save did not have.
        const int seat = s.choices.front().seat;
        const int other = s.stacksToTurn(seat).back();
        Action turn;
        turn.kind = ActionKind::Turn;
        turn.stack = other;
        turn.stamp = s.phaseStart + 300;
        QVERIFY(match.apply(seat, formatAction(turn)));
        QVERIFY(s.stacks[static_cast<std::size_t>(other)].topFaceUp);
    }

    // Logs from before the choice have a throw right after a card is won: it keeps the
    // drawn stack, and the game goes on exactly as it did then.
    void oldLogsWithoutAChoiceStillReplay() {
        fc::Registry registry;
        QVERIFY(registry.add(gameInfo()));
        fc::Setup setup = setupFor(3, 21);
        fc::Match match = fc::Match::start(registry, "wokup", setup).value();
        std::vector<std::unique_ptr<fc::Bot>> bots;
        for (int seat = 0; seat < 3; ++seat)
            bots.push_back(makeBot("hard", static_cast<std::uint64_t>(seat)).value());
        int skipped = 0;
        for (int steps = 0; !match.game().isOver() && steps < 5000; ++steps) {
            const State& s = static_cast<const WokUpGame&>(match.game()).state();
            int seat = s.seatsToAct().front();
            if (s.choosing()) { // an old log: the next thrower throws at once
                const int drawn = s.choices.front().turned;
                // Saved now, the game reads as it did before the choice existed: phase,
                // seats to act and no choice in the snapshot (the view shows it).
                const boost::json::object snap = match.game().snapshot();
                QCOMPARE(snap.at("phase").as_string(), "throwing");
                QVERIFY(!snap.contains("choice"));
                QVERIFY(match.game().view(fc::kNoSeat).contains("choice"));
                QVERIFY(fc::loadMatch(registry, fc::saveMatch(match)));
                seat = static_cast<int>(std::find(s.toThrow.begin(), s.toThrow.end(), true) -
                                        s.toThrow.begin());
                ++skipped;
                const std::string land = static_cast<const WokUpGame&>(match.game())
                                             .throwAction(seat, {0, kNominalSpeed}, s.phaseStart);
                QVERIFY2(match.apply(seat, land), land.c_str());
                const State& after = static_cast<const WokUpGame&>(match.game()).state();
                QVERIFY(!after.choosing());
                QVERIFY(after.stacks[static_cast<std::size_t>(drawn)].topFaceUp);
                continue;
            }
            const std::string action =
                bots[static_cast<std::size_t>(seat)]->choose(match.game().view(seat), seat).value();
            QVERIFY2(match.apply(seat, action), action.c_str());
        }
        QVERIFY(match.game().isOver());
        QVERIFY(skipped > 0);
        for (const fc::LoggedAction& logged : match.log())
            QVERIFY(logged.action.find("turn") == std::string::npos);
        const std::string saved = fc::saveMatch(match);
        const auto loaded = fc::loadMatch(registry, saved);
        QVERIFY2(loaded, loaded ? "" : loaded.status().message().c_str());
        QCOMPARE(fc::stateHash(loaded.value().game().snapshot()),
                 fc::stateHash(match.game().snapshot()));
    }

    void simultaneousClaimsOnDifferentCardsBothWin() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(0, parsed("@800 claim R10")));
        QVERIFY(s.apply(1, parsed("@800 claim R25")));
        QVERIFY(s.apply(2, parsed("@800 pass")));
        QCOMPARE(s.won[0], std::vector<int>{10});
        QCOMPARE(s.won[1], std::vector<int>{25});
    }

    void oneHandOnTwoCardsWinsBoth() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(0, parsed("@800 claim R10 R25")));
        QVERIFY(s.apply(1, parsed("@810 pass")));
        QVERIFY(s.apply(2, parsed("@820 pass")));
        QCOMPARE(s.won[0], (std::vector<int>{10, 25}));
    }

    void exactTieOnOneCardGoesToNobody() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(0, parsed("@800 claim R10")));
        QVERIFY(s.apply(1, parsed("@800 claim R10")));
        QVERIFY(s.apply(2, parsed("@900 pass")));
        QVERIFY(s.won[0].empty() && s.won[1].empty());
        QVERIFY(s.isVisible(10));
        QCOMPARE(s.round, 1); // the round goes on with the next volley
        QCOMPARE(s.phase, Phase::Throwing);
    }

    void wrongClaimPutsThePlayerOutOfTheRound() {
        std::vector<TableToken> chiliAndMushroom = fullWok();
        chiliAndMushroom.resize(10); // 15 of each: R10 complete; tokens left for everyone
        State s = claimingWith(3, chiliAndMushroom);
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(0, parsed("@500 claim R30"))); // nothing touches a card
        QVERIFY(s.apply(1, parsed("@600 pass")));
        QVERIFY(s.apply(2, parsed("@600 pass")));
        QVERIFY(s.out[0]);
        QVERIFY(s.isVisible(30));
        QCOMPARE(s.phase, Phase::Throwing);
        QVERIFY(!s.toThrow[0]);
        const fc::Status refused = s.apply(0, parsed("@700 land 0.00 0.00"));
        QVERIFY(!refused);
        // Once a card is won the player is back in.
        for (int seat : s.seatsToAct()) {
            const fc::Status landed =
                s.apply(seat, parsed("@700 land " + std::to_string(-20 + 20 * seat) + ".00 30.00"));
            QVERIFY2(landed, landed.message().c_str());
        }
        QVERIFY(!s.apply(0, parsed("@800 pass")));
        QVERIFY(s.apply(1, parsed("@800 claim R10")));
        QVERIFY(s.apply(2, parsed("@900 pass")));
        QVERIFY(!s.out[0]);
    }

    void claimsAreRefusedBeforeTheWindowOrTwice() {
        State s = claimingWith(3, fullWok());
        s.phaseStart = 1000;
        const State before = s;
        QCOMPARE(s.apply(0, parsed("@999 pass")).refusal(),
                 (fc::Refusal{refusal::kBeforeWindow, {"999", "1000"}}));
        QVERIFY(!s.apply(0, parsed("@1000 claim R49")) || s.isVisible(49));
        QVERIFY(s.apply(0, parsed("@1000 pass")));
        QCOMPARE(s.apply(0, parsed("@1001 pass")).refusal().code,
                 std::string(refusal::kAlreadyDecided));
        const fc::Status unstamped = WokUpGame(setupFor(2, 1)).apply(0, "pass");
        QVERIFY(!unstamped);
        QVERIFY(!unstamped.refusal()); // not understood: no rule to name
        QCOMPARE(before.decisions.size(), std::size_t{0});
    }

    void twoPlayersTheOtherWinsAWronglyCoveredCard() {
        State s = claimingWith(2, fullWok());
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(1, parsed("@500 claim R30")));
        QVERIFY(s.apply(0, parsed("@900 pass")));
        QCOMPARE(s.won[0], std::vector<int>{30});
        QVERIFY(s.won[1].empty());
        QCOMPARE(s.round, 2);
    }

    void twoPlayersBothWrongAtOnceGiveNothing() {
        State s = claimingWith(2, fullWok());
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(0, parsed("@500 claim R30")));
        QVERIFY(s.apply(1, parsed("@500 claim R30")));
        QVERIFY(s.won[0].empty() && s.won[1].empty());
        QCOMPARE(s.round, 2); // both out: the round is void, a new one starts
        QVERIFY(!s.out[0] && !s.out[1]);
    }

    void twoPlayersTheGiftNamesItsReceiver() {
        State s = claimingWith(2, fullWok());
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(1, parsed("@500 claim R30")));
        QVERIFY(s.apply(0, parsed("@900 pass")));
        QCOMPARE(s.lastWindow.size(), std::size_t{2});
        const Outcome& gift = s.lastWindow[0];
        QCOMPARE(gift.seat, 1);
        QCOMPARE(gift.verdict, Verdict::Gift);
        QCOMPARE(gift.cardsWon, std::vector<int>{30});
        QCOMPARE(gift.receiver, 0);            // the other player, not the one who erred
        QCOMPARE(s.lastWindow[1].receiver, 0); // a pass receives nothing, but names itself
    }

    void aWonCardIsReceivedByItsWinner() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(2, parsed("@500 claim R10")));
        QVERIFY(s.apply(0, parsed("@600 claim R30")));
        QVERIFY(s.apply(1, parsed("@900 pass")));
        for (const Outcome& o : s.lastWindow)
            QCOMPARE(o.receiver, o.seat);
        QCOMPARE(s.lastWindow[0].verdict, Verdict::Won);
        QCOMPARE(s.lastWindow[0].cardsWon, std::vector<int>{10});
    }

    void isRightJudgesTheWokAsItLies_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<bool>("fullWokIsRight");
        QTest::addColumn<bool>("oneTokenIsRight");
        QTest::newRow("a complete card") << "@500 claim R10" << true << false;
        QTest::newRow("an incomplete card") << "@500 claim R30" << false << false;
        QTest::newRow("two complete cards") << "@500 claim R10 R25" << true << false;
        QTest::newRow("one of two incomplete") << "@500 claim R10 R30" << false << false;
        QTest::newRow("Wok'up!: 10 pictures of one kind") << "@500 wokup R30" << true << false;
        QTest::newRow("a pass is never right") << "@500 pass" << false << false;
    }

    void isRightJudgesTheWokAsItLies() {
        QFETCH(QString, action);
        QFETCH(bool, fullWokIsRight);
        QFETCH(bool, oneTokenIsRight);
        const Action a = parsed(action.toStdString());
        QCOMPARE(isRight(claimingWith(3, fullWok()), a), fullWokIsRight);
        QCOMPARE(isRight(claimingWith(3, {{0, 0, {0, 0}}}), a), oneTokenIsRight);
        // The window is judged by the same rule: a wrong claim puts its player out.
        if (a.kind != ActionKind::Pass) {
            State s = claimingWith(3, fullWok());
            showCards(s, {10, 30, 25});
            QVERIFY(s.apply(0, a));
            QVERIFY(s.apply(1, parsed("@900 pass")));
            QVERIFY(s.apply(2, parsed("@900 pass")));
            QCOMPARE(s.lastWindow[0].verdict, fullWokIsRight ? Verdict::Won : Verdict::Wrong);
        }
    }

    void mayDecideOnlyInTheWindowOnceAndWhileIn() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        QCOMPARE(mayDecide(s, 0), MayDecide::Yes);
        s.out[1] = true;
        QCOMPARE(mayDecide(s, 1), MayDecide::OutOfRound);
        QVERIFY(!s.apply(1, parsed("@500 pass")));
        QVERIFY(s.apply(0, parsed("@500 pass")));
        QCOMPARE(mayDecide(s, 0), MayDecide::AlreadyDecided);
        QVERIFY(!s.apply(0, parsed("@600 claim R10")));
        QCOMPARE(mayDecide(s, 2), MayDecide::Yes);
        // The same rules as refusal codes, as the table asks before a claim is sent.
        QCOMPARE(s.refusalToDecide(1, {10}).code, std::string(refusal::kOutOfRound));
        QCOMPARE(s.refusalToDecide(0, {10}).code, std::string(refusal::kAlreadyDecided));
        QVERIFY(!s.refusalToDecide(2, {10, 30}));
        const int hidden = s.isVisible(49) ? 48 : 49;
        QCOMPARE(s.refusalToDecide(2, {10, hidden}),
                 (fc::Refusal{refusal::kNotVisible, {cardName(hidden)}}));
        const State throwing = State::newGame(3, 0, 7);
        QCOMPARE(mayDecide(throwing, 0), MayDecide::WindowClosed);
        QCOMPARE(throwing.refusalToDecide(0, {}).code, std::string(refusal::kWindowClosed));
        QVERIFY(!throwing.refusalToThrow(0));
        QCOMPARE(throwing.refusalToThrow(5).code, std::string(refusal::kNoSeat));
        QCOMPARE(s.refusalToThrow(2).code, std::string(refusal::kVolleyOver));
        State early = throwing;
        QVERIFY(!early.apply(0, parsed("@500 pass")));
    }

    void wokUpTakesAnyVisibleCardWhenTenOfOneIngredient() {
        State s = claimingWith(3, fullWok()); // 15 pictures of each
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(2, parsed("@400 wokup R30")));
        QVERIFY(s.apply(0, parsed("@450 claim R10")));
        QVERIFY(s.apply(1, parsed("@900 pass")));
        QCOMPARE(s.won[2], std::vector<int>{30});
        QVERIFY(s.won[0].empty()); // Wok'up! was quicker
    }

    void wrongWokUpPutsThePlayerOut() {
        State s = claimingWith(3, {{0, 0, {0, 0}}});
        showCards(s, {10, 30, 25});
        QVERIFY(s.apply(2, parsed("@400 wokup R30")));
        QVERIFY(s.apply(0, parsed("@450 pass")));
        QVERIFY(s.apply(1, parsed("@900 pass")));
        QVERIFY(s.out[2]);
        QVERIFY(s.won[2].empty());
    }

    void fifthCardEndsTheGameAndSimultaneousFifthsShare() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        s.won[0] = {40, 41, 42, 43};
        s.won[1] = {44, 45, 46, 47};
        for (int c : {40, 41, 42, 43, 44, 45, 46, 47})
            std::erase(s.stacks[4].cards, c);
        QVERIFY(s.apply(0, parsed("@800 claim R10")));
        QVERIFY(s.apply(1, parsed("@800 claim R25")));
        QVERIFY(s.apply(2, parsed("@800 pass")));
        QCOMPARE(s.phase, Phase::Over);
        QCOMPARE(s.winners(), (std::vector<int>{0, 1}));
        QVERIFY(!s.apply(2, parsed("@900 pass")));
    }

    void sameThrowSameRestingPlaces() {
        WokUpGame game(setupFor(4, 5));
        for (int seat : {0, 1, 2})
            QVERIFY(game.apply(seat, game.throwAction(seat, {0.05 * seat, 95}, 100)));
        const std::string once = game.throwAction(3, {0.02, 110}, 200);
        const std::string again = game.throwAction(3, {0.02, 110}, 200);
        QCOMPARE(once, again);
        QVERIFY(once.find(" move T") != std::string::npos || game.state().table.size() == 3);
        QVERIFY(game.apply(3, once));
        for (const TableToken& t : game.state().table)
            QVERIFY(onTable(t.position));
    }

    void aThrowPushesTheTokensInItsWay() {
        State s = State::newGame(4, 0, 3);
        s.table.push_back({s.piles[3].back(), 0, {0, 0}});
        s.piles[3].pop_back();
        const Action a = landingFor(s.table, 0, 4, {0, kNominalSpeed}, 100);
        QCOMPARE(a.moved.size(), std::size_t{1});
        QCOMPARE(a.moved[0].token, s.table[0].token);
        QVERIFY(std::hypot(a.moved[0].position.x, a.moved[0].position.y) > 0.5);
        QVERIFY(std::hypot(a.rest.x - a.moved[0].position.x, a.rest.y - a.moved[0].position.y) >=
                2 * kTokenRadius - 0.1);
        QVERIFY(s.apply(0, a));
        QCOMPARE(s.table[0].position.x, a.moved[0].position.x);
        QCOMPARE(s.table.size(), std::size_t{2});
    }

    void implausibleLandingsAreRefused_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("code"); // empty: not a rule, the action was not understood
        QTest::newRow("off the table") << "@100 land 60.00 0.00"
                                       << "rest_off_table";
        QTest::newRow("not a token on the table") << "@100 land 0.00 0.00 move T03 5.00 5.00"
                                                  << "token_not_on_table";
        QTest::newRow("not a number") << "@100 land x 0.00"
                                      << "";
        QTest::newRow("no stamp") << "land 0.00 0.00"
                                  << "";
    }

    void implausibleLandingsAreRefused() {
        QFETCH(QString, action);
        QFETCH(QString, code);
        WokUpGame game(setupFor(2, 9));
        const auto before = boost::json::serialize(game.snapshot());
        const fc::Status status = game.apply(0, action.toStdString());
        QVERIFY(!status);
        QCOMPARE(QString::fromStdString(status.refusal().code), code);
        QCOMPARE(boost::json::serialize(game.snapshot()), before);
    }

    // Every refusal code has its English message, and the message is what the engine says.
    void everyRefusalCodeHasAnEnglishMessage() {
        for (const char* code : refusal::kCodes) {
            const std::string message = refusal::englishMessage({code, {"R23", "100"}});
            QVERIFY2(!message.empty() && message != code, code);
        }
        WokUpGame game(setupFor(2, 9));
        const fc::Status status = game.apply(0, "@100 land 60.00 0.00");
        QCOMPARE(status.message(), std::string("a token would rest off the table"));
        QCOMPARE(status.message(), refusal::englishMessage(status.refusal()));
    }

    void tokensOnTopOfEachOtherAreRefused() {
        WokUpGame game(setupFor(2, 9));
        QVERIFY(game.apply(0, "@100 land 0.00 0.00"));
        QCOMPARE(game.apply(1, "@100 land 1.00 0.00").refusal().code,
                 std::string(refusal::kTokensOverlap));
        QVERIFY(game.apply(1, "@100 land 3.95 0.00")); // touching, within the tolerance
    }

    void randomPlayHarness_data() {
        QTest::addColumn<bool>("saveRoundTrip");
        QTest::addColumn<int>("games");
        QTest::newRow("views and refusals") << false << 8;
        QTest::newRow("with save round trips") << true << 2;
    }

    void randomPlayHarness() {
        QFETCH(bool, saveRoundTrip);
        QFETCH(int, games);
        fc::Registry registry;
        QVERIFY(registry.add(gameInfo()));
        fc::HarnessOptions options;
        options.games = games;
        options.seed = 2026;
        options.checkSaveRoundTrip = saveRoundTrip;
        const fc::HarnessReport report = fc::runRandomPlay(registry, "wokup", options);
        QVERIFY2(report.failures == 0, report.firstFailure.c_str());
        QCOMPARE(report.gamesFinished, games);
        qInfo("%d games, %lld steps", report.gamesPlayed, report.steps);
    }

    void botsClaimAfterTheirReactionTime_data() {
        QTest::addColumn<QString>("strength");
        QTest::addColumn<int>("lowMs");
        QTest::addColumn<int>("highMs");
        // Easy is slower than a newcomer: never under 1.5 s after the volley lands.
        QTest::newRow("easy") << "easy" << 1500 << 4000;
        QTest::newRow("medium") << "medium" << 600 << 2000;
        QTest::newRow("hard") << "hard" << 250 << 900;
    }

    void botsClaimAfterTheirReactionTime() {
        QFETCH(QString, strength);
        QFETCH(int, lowMs);
        QFETCH(int, highMs);
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        s.phaseStart = 5000;
        auto bot = makeBot(strength.toStdString(), 3).value();
        for (int trial = 0; trial < 200; ++trial) {
            const std::string choice = bot->choose(viewOf(s, 0), 0).value();
            const Action a = parsed(choice);
            QVERIFY2(a.stamp >= 5000 + lowMs && a.stamp <= 5000 + highMs, choice.c_str());
            QVERIFY(a.kind == ActionKind::Claim);
            if (strength == "hard")
                QCOMPARE(a.cards, (std::vector<int>{10, 25}));
        }
    }

    void easyBotsSometimesErr() {
        State s = claimingWith(3, fullWok());
        showCards(s, {10, 30, 25});
        auto bot = makeBot("easy", 4).value();
        int wrong = 0;
        for (int trial = 0; trial < 100; ++trial) {
            const Action a = parsed(bot->choose(viewOf(s, 1), 1).value());
            wrong += a.cards == std::vector<int>{30};
        }
        QVERIFY(wrong > 5 && wrong < 50); // misreads about a quarter of the time
    }

    void hardBotsAreNeverWrongAndFinish() {
        fc::Registry registry;
        QVERIFY(registry.add(gameInfo()));
        for (int players : {2, 5}) {
            const fc::Setup setup = setupFor(players, static_cast<std::uint64_t>(players));
            auto game = registry.create("wokup", setup).value();
            std::vector<std::unique_ptr<fc::Bot>> bots;
            for (int seat = 0; seat < players; ++seat)
                bots.push_back(makeBot("hard", static_cast<std::uint64_t>(seat)).value());
            int steps = 0;
            while (!game->isOver() && steps++ < 5000) {
                const int seat = game->seatsToAct().front();
                const std::string action =
                    bots[static_cast<std::size_t>(seat)]->choose(game->view(seat), seat).value();
                QVERIFY2(game->apply(seat, action), action.c_str());
                const auto& window = static_cast<const WokUpGame&>(*game).state().lastWindow;
                for (const Outcome& o : window)
                    QVERIFY(o.verdict != Verdict::Wrong && o.verdict != Verdict::Gift);
            }
            QVERIFY(game->isOver());
        }
    }
};

QTEST_APPLESS_MAIN(WokUpGameTest)
#include "tst_wokup_game.moc"
