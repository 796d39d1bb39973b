// Kaki Lima's rules on hand-made positions: setup, walking with and without boosters,
// clearing tokens, the swap, picking up and delivering only where a walk ends, the bag
// of two, the auto-draw, winning and the loss when the draw pile runs out.
#include "kakilima_fixture.h"

#include "kakilima/kakilima_game.h"
#include "kakilima/refusals.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <span>

using namespace fc::kakilima;
using namespace fc::kakilima::test;

class KakiLimaRulesTest : public QObject {
    Q_OBJECT

  private slots:
    // The content tables: every card token reads back, ids are unique, names fill the map.
    void contentTables() {
        QCOMPARE(kDeckSize, 36);
        int clearing = 0;
        for (Card c : kLangkahDeck) {
            QVERIFY(numberOf(c) >= 1 && numberOf(c) <= 5);
            QCOMPARE(parseCardToken(cardToken(c)), std::optional<Card>(c));
            clearing += givesToken(c);
        }
        QVERIFY(clearing >= kMaxTokens); // ten tokens are within reach without swaps
        QCOMPARE(parseCardToken("3x2"), std::optional<Card>(makeCard(3, Booster::Double)));
        QVERIFY(!parseCardToken("6"));
        QVERIFY(!parseCardToken("3y"));
        for (int c = 0; c < kCharacters; ++c)
            QCOMPARE(parseCharacter(kCharacterList[static_cast<std::size_t>(c)].id),
                     std::optional<int>(c));
        QCOMPARE(static_cast<int>(kOrangeNames.size() + kGreenNames.size() + kStalls + kHouses),
                 kCells);
        for (int cell = 0; cell < kCells; ++cell)
            QCOMPARE(parseCell(cellName(cell)), std::optional<int>(cell));
        QVERIFY(!parseCell("G1"));
        QVERIFY(!parseCell("A7"));
    }

    void setupDealsTheTable() {
        State s = State::newGame(42);
        QCOMPARE(s.phase, Phase::ChooseWalker);
        QCOMPARE(static_cast<int>(s.drawPile.count), kDeckSize);
        QCOMPARE(static_cast<int>(s.handCount), 0);
        // The 24 location cards, each once, on the open cards that are not stalls.
        std::vector<int> locations;
        for (int c = 0; c < kCells; ++c) {
            const bool open = !(kBlockedCells & cellBit(c)) && stallAt(c) < 0;
            QCOMPARE(s.location[static_cast<std::size_t>(c)] != 0xff, open);
            if (open)
                locations.push_back(s.location[static_cast<std::size_t>(c)]);
        }
        std::sort(locations.begin(), locations.end());
        QCOMPARE(static_cast<int>(locations.size()), kOrangeCards + kGreenCards);
        QCOMPARE(locations.front(), 0);
        QCOMPARE(
            static_cast<int>(std::unique(locations.begin(), locations.end()) - locations.begin()),
            kOrangeCards + kGreenCards);
        for (int stall = 0; stall < kStalls; ++stall)
            QCOMPARE(std::popcount(s.ordersWaitingAt(stall)), 2);
        QCOMPARE(s, State::newGame(42)); // the same seed deals the same table

        QVERIFY(s.whyIllegal(Move::walker(siti)).empty());
        s.play(Move::walker(siti));
        QCOMPARE(s.phase, Phase::ChooseStart);
        QCOMPARE(s.order[siti], OrderPlace::SetAside);
        QCOMPARE(s.ordersIn(OrderPlace::AtStall), kOrdersToDeliver);
        QCOMPARE(static_cast<int>(s.handCount), kHandSize);
        QCOMPARE(static_cast<int>(s.drawPile.count), kDeckSize - kHandSize);
        QCOMPARE(s.startCells(), doorsOf(s.houseOf[siti]));
    }

    void startNextToOwnHouse() {
        State s = State::newGame(3, farid);
        s.houseOf[farid] = 7; // A2, whose open neighbours are A1, B2 and A3
        QCOMPARE(s.whyIllegal(Move::start(cell("C3"))),
                 std::string("Start on an open card next to Farid's house: A1, B2 or A3"));
        QCOMPARE(s.whyIllegal(Move::walker(siti)), std::string("The walker is already chosen"));
        s.play(Move::start(cell("B2")));
        QCOMPARE(s.phase, Phase::Walk);
        QCOMPARE(static_cast<int>(s.position), cell("B2"));
    }

    void randomWalkerIsDrawnFromTheSeed() {
        State a = State::newGame(9, kRandomWalker), b = State::newGame(9, kRandomWalker);
        QVERIFY(a.walker >= 0 && a.walker < kCharacters);
        QCOMPARE(a, b);
        QCOMPARE(a.order[static_cast<std::size_t>(a.walker)], OrderPlace::SetAside);
    }

    void stepsWithAndWithoutBoosters_data() {
        QTest::addColumn<QString>("token");
        QTest::addColumn<bool>("boosted");
        QTest::addColumn<int>("steps");
        QTest::newRow("plain 3") << "3" << false << 3;
        QTest::newRow("x2 unused") << "3x2" << false << 3;
        QTest::newRow("x2 used") << "3x2" << true << 6;
        QTest::newRow("1x2 used") << "1x2" << true << 2;
        QTest::newRow("+2 unused") << "2+2" << false << 2;
        QTest::newRow("+2 used") << "2+2" << true << 4;
        QTest::newRow("clearing card walks its number") << "2c" << false << 2;
    }
    void stepsWithAndWithoutBoosters() {
        QFETCH(QString, token);
        QFETCH(bool, boosted);
        QFETCH(int, steps);
        const std::string t = token.toStdString();
        const State s = table({t.c_str(), "5", "5", "5", "5"}, "B3");
        QCOMPARE(stepsOf(card(t.c_str()), boosted), steps);
        CellSet ends = 0;
        MoveList moves;
        s.legalMoves(moves);
        for (const Move& m : moves)
            if (m.card == card(t.c_str()) && m.boosted == boosted)
                ends |= cellBit(m.target);
        QCOMPARE(ends, reachableOnMap(cell("B3"), steps));
        CellSet lit = 0;
        for (const WalkPath& w : s.walkOptions(card(t.c_str()), boosted)) {
            lit |= cellBit(w.end);
            QCOMPARE(static_cast<int>(w.path.size()), steps + 1);
        }
        QCOMPARE(lit, ends);
    }

    void walkRefusals_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("code");
        QTest::newRow("card not held") << "walk 4 to B1"
                                       << "You do not hold a 4"
                                       << "not_held";
        QTest::newRow("wrong length") << "walk 1 to B1"
                                      << "No walk of exactly 1 steps from B3 ends on B1"
                                      << "no_walk_to";
        QTest::newRow("take away from a stall") << "walk 1 to B2 take kiah"
                                                << "Orders are picked up only at a food stall"
                                                << "pick_up_at_stall";
        QTest::newRow("take an order from another stall")
            << "walk 1 to C3 take siti"
            << "That order is not waiting at the Kopitiam"
            << "order_not_waiting";
        QTest::newRow("swap without a swap booster") << "walk 1 swap 2c to B2"
                                                     << "Only a card with the swap booster can swap"
                                                     << "swap_needs_booster";
        QTest::newRow("swap with an empty discard pile")
            << "walk 2s swap 1 to B1"
            << "The discard pile is empty: nothing to swap with"
            << "discard_empty";
    }
    void walkRefusals() {
        QFETCH(QString, action);
        QFETCH(QString, reason);
        QFETCH(QString, code);
        const State s = table({"1", "2s", "2c", "3x2", "5"}, "B3");
        const std::optional<Move> move = parseMove(action.toStdString());
        QVERIFY(move);
        QCOMPARE(QString::fromStdString(s.whyIllegal(*move)), reason);
        QCOMPARE(QString::fromStdString(s.refusalOf(*move).code), code);
    }

    // A walk chosen piece by piece: the card, then its booster, then its swap, each refused
    // exactly when no legal walk has it.
    void choicesAreRefusedLikeTheirWalks() {
        State s = table({"1x2", "2s", "3", "5", "1"}, "B2");
        MoveList legal;
        s.legalMoves(legal);
        const auto anyWalk = [&](auto wanted) {
            return std::any_of(legal.begin(), legal.end(), wanted);
        };
        for (int i = 0; i < s.handCount; ++i) {
            const Card c = s.hand[static_cast<std::size_t>(i)];
            QCOMPARE(!s.refusalOfCard(c), anyWalk([&](const Move& m) { return m.card == c; }));
            for (bool boosted : {false, true})
                QCOMPARE(!s.refusalOfCard(c, boosted), anyWalk([&](const Move& m) {
                    return m.card == c && m.boosted == boosted;
                }));
        }
        QCOMPARE(s.refusalOfCard(card("4")).code, std::string(refusal::kNotHeld));
        QCOMPARE(s.refusalOfCard(card("3"), true).code, std::string(refusal::kNoStepBooster));
        QCOMPARE(s.refusalOfSwap(card("2s"), false, 0).code, std::string(refusal::kDiscardEmpty));
        QCOMPARE(s.refusalOfSwap(card("3"), false, 0).code,
                 std::string(refusal::kSwapNeedsBooster));
        s.discard.push(card("4"));
        QVERIFY(!s.refusalOfSwap(card("2s"), false, 0));
        QVERIFY(!s.refusalOfSwap(card("2s"), false, card("5")));
        QCOMPARE(s.refusalOfSwap(card("2s"), false, card("2s")).code,
                 std::string(refusal::kNoOtherToSwap));

        State before = table({"1", "1", "1", "1", "1"}, "B3");
        before.phase = Phase::ChooseStart;
        QCOMPARE(before.refusalOfCard(card("1")).code, std::string(refusal::kChooseStartFirst));
        QCOMPARE(before.refusalOf(Move::start(kCells)).code, std::string(refusal::kNoSuchSquare));
        QCOMPARE(before.refusalOf(Move::walker(kRandomWalker + 1)).code,
                 std::string(refusal::kWalkerChosen));
        QCOMPARE(State::newGame(5).refusalOf(Move::walker(kRandomWalker + 1)).code,
                 std::string(refusal::kNoSuchCharacter));
    }

    void boosterNeedsItsCard() {
        const State s = table({"3", "5", "5", "5", "5"}, "B3");
        QVERIFY(!parseMove("walk 3 as 6 to C3"));   // the notation knows a 3 has no booster
        QVERIFY(!parseMove("walk 3x2 as 5 to C3")); // nor that a 3x2 walks 6
        Move forced = walk("3", "C3");
        forced.boosted = true;
        QCOMPARE(s.whyIllegal(forced), std::string("The 3 has no x2 or +2 booster"));
    }

    void clearingBoostersGainTokensUpToTen() {
        State s = table({"1c", "1m", "5", "5", "5"}, "B3");
        s.play(walk("1c", "B2"));
        QCOMPARE(static_cast<int>(s.tokens), 1);
        QVERIFY(s.last.gainedToken);
        s.play(walk("1m", "B3"));
        QCOMPARE(static_cast<int>(s.tokens), 2);

        State full = table({"1c", "5", "5", "5", "5"}, "B3");
        full.tokens = kMaxTokens;
        full.play(walk("1c", "B2"));
        QCOMPARE(static_cast<int>(full.tokens), kMaxTokens);
        QVERIFY(!full.last.gainedToken);
    }

    // The swapped hand card takes the discard top's place; the played card lands on it.
    void swapWithTheDiscardTop() {
        State s = table({"2s", "1", "3", "5", "5"}, "B3");
        s.discard.push(card("4"));
        s.discard.push(card("2c"));
        QVERIFY(s.whyIllegal(walk("2s", "B1", false, 0, "1")).empty());
        s.play(walk("2s", "B1", false, 0, "1"));
        QCOMPARE(static_cast<int>(s.discard.count), 3);
        QCOMPARE(s.discard.cards[0], card("4"));
        QCOMPARE(s.discard.cards[1], card("1"));
        QCOMPARE(s.discard.cards[2], card("2s"));
        const auto hand = std::span(s.hand.data(), s.handCount);
        QCOMPARE(std::count(hand.begin(), hand.end(), card("2c")), 1);
        QCOMPARE(std::count(hand.begin(), hand.end(), card("1")), 1); // the card drawn
        QCOMPARE(s.last.swappedIn, card("2c"));
        QCOMPARE(s.discardSum(), 4 + 1 + 2);
        // A swap card cannot swap itself away unless a second copy is held.
        State t = table({"2s", "1", "3", "5", "5"}, "B3");
        t.discard.push(card("4"));
        QCOMPARE(t.whyIllegal(walk("2s", "B1", false, 0, "2s")),
                 std::string("You hold no other 2s to swap"));
    }

    void pickUpOnlyWhereTheWalkEnds() {
        State s = table({"1", "2", "5", "5", "5"}, "B3");
        // Through the Kopitiam (B3 C3 C2, or B3 B2 C2): the orders stay.
        s.play(walk("2", "C2"));
        QCOMPARE(s.ordersWaitingAt(0), static_cast<std::uint8_t>(bit(kiah) | bit(seng)));
        QCOMPARE(s.carried(), std::uint8_t{0});
        // Ending on it: take one of the two.
        s.play(walk("1", "C3", false, bit(seng)));
        QCOMPARE(s.carried(), static_cast<std::uint8_t>(bit(seng)));
        QCOMPARE(s.ordersWaitingAt(0), static_cast<std::uint8_t>(bit(kiah)));
    }

    void theBagHoldsTwo() {
        State s = table({"1", "2", "5", "5", "5"}, "B3");
        s.order[raju] = OrderPlace::Carried;
        QCOMPARE(s.whyIllegal(walk("1", "C3", false, bit(kiah) | bit(seng))),
                 std::string("You can carry at most 2 orders"));
        QVERIFY(s.whyIllegal(walk("1", "C3", false, bit(kiah))).empty());
        MoveList moves;
        s.legalMoves(moves);
        for (const Move& m : moves)
            QVERIFY(std::popcount(m.take) <= 1);
    }

    void deliverTwoAtOneStop() {
        // D1 is next to Kiah's house (C1) and to Seng's (E1).
        State s = table({"1", "5", "5", "5", "5"}, "D2");
        s.order[kiah] = s.order[seng] = OrderPlace::Carried;
        s.play(walk("1", "D1"));
        QCOMPARE(s.order[kiah], OrderPlace::Delivered);
        QCOMPARE(s.order[seng], OrderPlace::Delivered);
        QCOMPARE(s.last.delivered, static_cast<std::uint8_t>(bit(kiah) | bit(seng)));
        QCOMPARE(s.score().orders, 20);
    }

    void passingByDoesNotDeliver() {
        // B2 C2 D2: through C2, Kiah's door, without stopping there.
        State s = table({"2", "5", "5", "5", "5"}, "B2");
        s.order[kiah] = OrderPlace::Carried;
        s.play(walk("2", "D2"));
        QCOMPARE(s.order[kiah], OrderPlace::Carried);
        QCOMPARE(s.score().delivered, 0);
    }

    void handIsRefilledToFive() {
        State s = table({"1", "5", "5", "5", "5"}, "B3", 4);
        s.play(walk("1", "B2"));
        QCOMPARE(static_cast<int>(s.handCount), kHandSize);
        QCOMPARE(static_cast<int>(s.drawPile.count), 3);
        QCOMPARE(s.phase, Phase::Walk);
    }

    void lastDeliveryWinsWithoutDrawing() {
        State s = table({"1", "5", "5", "5", "5"}, "D2", 1);
        for (int c : {seng, raju, siti, meiling, hassan, rose})
            s.order[static_cast<std::size_t>(c)] = OrderPlace::Delivered;
        s.order[kiah] = OrderPlace::Carried;
        s.play(walk("1", "D1"));
        QCOMPARE(s.phase, Phase::Won);
        QCOMPARE(KakiLimaGame(s).winners(), std::vector<fc::Seat>{0});
        QCOMPARE(static_cast<int>(s.handCount), 4);
        QCOMPARE(static_cast<int>(s.drawPile.count), 1);
        QCOMPARE(s.score().total, 70 - 1);
        QCOMPARE(s.whyIllegal(walk("5", "D2")), std::string("The game is over"));
    }

    void emptyDrawPileLoses() {
        State s = table({"1", "5", "5", "5", "5"}, "B3", 1);
        s.play(walk("1", "B2"));
        QCOMPARE(s.phase, Phase::Lost);
        QCOMPARE(static_cast<int>(s.drawPile.count), 0);
        QVERIFY(s.isOver());
        QVERIFY2(KakiLimaGame(s).winners().empty(), "a lost solo game has no winner");
        // With two cards left the game goes on.
        State t = table({"1", "5", "5", "5", "5"}, "B3", 2);
        t.play(walk("1", "B2"));
        QCOMPARE(t.phase, Phase::Walk);
    }
};

QTEST_APPLESS_MAIN(KakiLimaRulesTest)
#include "tst_kakilima_rules.moc"
