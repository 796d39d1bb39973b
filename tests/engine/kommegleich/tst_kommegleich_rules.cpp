// The rules on hand-set tables: the content, the setup, both worked examples of the
// rulebook, runs and baguettes, each step of both kinds of turn, refilling and
// reshuffling, scoring and tips, every way the game ends, and the ranking.
#include "table.h"

#include "kommegleich/tips.h"

#include <QTest>

#include <set>

using namespace fc::kommegleich;
using fc::kommegleich::test::arrangedTable;
using fc::kommegleich::test::kindsOf;

namespace {

void apply(State& state, Move move) {
    const std::string why = state.whyIllegal(move);
    QVERIFY2(why.empty(), (moveToText(move) + ": " + why).c_str());
    state.play(move);
}

bool isLegal(const State& state, Move move) {
    MoveList moves;
    state.legalMoves(moves);
    for (Move m : moves) {
        if (m == move)
            return true;
    }
    return false;
}

// Seat 0 about to serve (as after the first steps of a turn that was not the start turn).
State readyToServe(const std::string& row, const std::string& hand,
                   const std::string& drawTop = "") {
    State s = arrangedTable(3, row, {hand}, drawTop);
    s.turnInRound = 1;
    s.startPlayer = 2;
    s.phase = Phase::Serve;
    return s;
}

std::string kindsOf(const FaceDown& cards) {
    std::string letters;
    for (Card card : cards)
        letters += kKindLetters[kindOf(card)];
    return letters;
}

} // namespace

class KommeGleichRulesTest : public QObject {
    Q_OBJECT

  private slots:
    void contentTables() {
        int menuCards = 0;
        for (int count : kCardsPerKind)
            menuCards += count;
        QCOMPARE(menuCards, 93);
        QCOMPARE(kDeckSize, 93);
        for (int dish = Cheese; dish <= Soup; ++dish)
            QCOMPARE(kCardsPerKind[static_cast<std::size_t>(dish)], 16);
        QCOMPARE(kCardsPerKind[Baguette], 13);
        QCOMPARE(tipCardCount(kTipCards), 11);
        QCOMPARE(tipValue(kTipCards), 20);
        QCOMPARE(int(kTipCards[1]), 5);
        QCOMPARE(int(kTipCards[2]), 3);
        QCOMPARE(int(kTipCards[3]), 3);
        std::set<std::string> tokens;
        for (int card = 0; card < kDeckSize; ++card) {
            const std::string token = cardToken(static_cast<Card>(card));
            QCOMPARE(parseCardToken(token), std::optional<Card>(static_cast<Card>(card)));
            tokens.insert(token);
        }
        QCOMPARE(tokens.size(), std::size_t(93));
        QCOMPARE(cardToken(makeCard(Lobster, 7)), std::string("L7"));
        QCOMPARE(cardToken(makeCard(Baguette, 13)), std::string("B13"));
        for (const char* bad : {"B14", "C0", "C17", "X1", "C", "C01", "L7x"})
            QVERIFY2(!parseCardToken(bad), bad);
    }

    void setupByPlayerCount_data() {
        QTest::addColumn<int>("players");
        for (int players = 2; players <= 6; ++players)
            QTest::newRow(QByteArray::number(players).constData()) << players;
    }
    void setupByPlayerCount() {
        QFETCH(int, players);
        const State s = State::newGame(players, players - 1, 99);
        std::set<Card> seen(s.row.begin(), s.row.end());
        for (int seat = 0; seat < players; ++seat) {
            QCOMPARE(int(s.hands[seat].size), kHandSize);
            seen.insert(s.hands[seat].begin(), s.hands[seat].end());
        }
        seen.insert(s.drawPile.begin(), s.drawPile.end());
        QCOMPARE(seen.size(), std::size_t(93));
        QCOMPARE(int(s.drawPile.size), 93 - 5 * players - 5);
        QCOMPARE(int(s.discardPile.size), 0);
        QCOMPARE(int(s.toMove), players - 1);
        QCOMPARE(int(s.startPlayer), players - 1);
        QCOMPARE(s.phase, Phase::StartDraw);
        QCOMPARE(s.supply, kTipCards);
        MoveList moves;
        s.legalMoves(moves);
        QCOMPARE(moves.size, 1);
        QCOMPARE(moves[0], Move::draw());
    }

    void sameSeedSameDeal() {
        QCOMPARE(State::newGame(4, 0, 5), State::newGame(4, 0, 5));
        QVERIFY(!(State::newGame(4, 0, 5) == State::newGame(4, 0, 6)));
    }

    // The rulebook's examples: row cheese, lobster, tartelettes, salad, soup.
    void workedExamples_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("serve");
        QTest::addColumn<QString>("served");
        QTest::addColumn<QString>("handAfter");
        QTest::newRow("example 1: the middle three") << "OTSOT"
                                                     << "serve 1 3 2"
                                                     << "TSO"
                                                     << "CLTOT";
        QTest::newRow("example 2: four with a baguette") << "BTSOT"
                                                         << "serve 0 3 1"
                                                         << "BTSO"
                                                         << "CLTST";
    }
    void workedExamples() {
        QFETCH(QString, hand);
        QFETCH(QString, serve);
        QFETCH(QString, served);
        QFETCH(QString, handAfter);
        // The refill draws cheese, lobster, tartelettes, salad in that order.
        State s = readyToServe("CLTSO", hand.toStdString(), "CLTS");
        const Move move = *parseMove(serve.toStdString());
        QVERIFY(isLegal(s, move));
        MoveList legal;
        s.legalMoves(legal);
        QCOMPARE(legal[0], move); // the longest run is offered first
        apply(s, move);
        QCOMPARE(QString::fromStdString(kindsOf(s.faceDown[0])), served);
        QCOMPARE(QString::fromStdString(kindsOf(s.hands[0])), handAfter);
        QCOMPARE(int(s.lastServe.count), served.size());
        QCOMPARE(s.lastServe.scoring, LastServe::None);
        QCOMPARE(kindsOf(s.row), std::string("CLTSO")); // the orders stay
        QCOMPARE(int(s.toMove), 1);
        QCOMPARE(s.phase, Phase::Rearrange);
    }

    void runs_data() {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("serve");
        QTest::addColumn<QString>("refusal");
        QTest::addColumn<int>("longest");
        QTest::newRow("example 1: not from the left") << "CLTSO"
                                                      << "OTSOT"
                                                      << "serve 0 2 0"
                                                      << "Those cards do not match the row" << 3;
        QTest::newRow("baguette in the row matches anything") << "CBBSO"
                                                              << "LCTSL"
                                                              << "serve 1 3 1"
                                                              << "" << 3;
        QTest::newRow("baguettes on both sides") << "BLTBO"
                                                 << "BBBBB"
                                                 << "serve 0 4 0"
                                                 << "" << 5;
        QTest::newRow("same order only, not reversed") << "CLTSO"
                                                       << "OSTLC"
                                                       << "serve 1 3 1"
                                                       << "Those cards do not match the row" << 0;
        QTest::newRow("two cards are no run") << "CLTSO"
                                              << "CLOOO"
                                              << "serve 0 1 0"
                                              << "A run has at least 3 cards" << 0;
        QTest::newRow("the row ends at slot 4") << "CLTSO"
                                                << "SOCLT"
                                                << "serve 0 2 3"
                                                << "The row has only 5 cards" << 3;
        QTest::newRow("all five") << "CLTSO"
                                  << "CLTSO"
                                  << "serve 0 4 0"
                                  << "" << 5;
    }
    void runs() {
        QFETCH(QString, row);
        QFETCH(QString, hand);
        QFETCH(QString, serve);
        QFETCH(QString, refusal);
        QFETCH(int, longest);
        const State s = readyToServe(row.toStdString(), hand.toStdString());
        QCOMPARE(longestRun(s.hands[0], s.row), longest);
        const Move move = *parseMove(serve.toStdString());
        QCOMPARE(QString::fromStdString(s.whyIllegal(move)), refusal);
        QCOMPARE(isLegal(s, move), refusal.isEmpty());
    }

    // Start player: draw (kept apart, only she sees it), insert anywhere, cover a row card
    // with any hand card (the covered one is discarded), then serve or not.
    void startPlayersTurn() {
        State s = arrangedTable(3, "CLTSO", {"OTSOL"}, "B");
        QCOMPARE(s.whyIllegal(Move::moveCard(0, 1)),
                 std::string("The start player draws and covers instead"));
        QCOMPARE(s.whyIllegal(Move::cover(0, 0)), std::string("You cannot cover a row card now"));
        apply(s, Move::draw());
        QCOMPARE(s.phase, Phase::Insert);
        QCOMPARE(kindOf(s.drawn), Baguette);
        QCOMPARE(int(s.hands[0].size), 5);
        QCOMPARE(s.whyIllegal(Move::insert(6)),
                 std::string("Slot 6 is beyond the end of your hand (0-5)"));
        apply(s, Move::insert(5)); // at the back
        QCOMPARE(kindsOf(s.hands[0]), std::string("OTSOLB"));
        QCOMPARE(s.phase, Phase::Cover);
        const Card lobster = s.row[1];
        apply(s, Move::cover(0, 1)); // soup onto the lobster
        QCOMPARE(kindsOf(s.row), std::string("COTSO"));
        QCOMPARE(s.discardPile.size, 1);
        QCOMPARE(s.discardPile[0], lobster);
        QCOMPARE(kindsOf(s.hands[0]), std::string("TSOLB"));
        QCOMPARE(s.phase, Phase::Serve);
        QCOMPARE(s.whyIllegal(Move::discard(0)), std::string("You cannot discard now"));
        apply(s, Move::serve(0, 2, 2)); // tartelettes, salad, soup
        QCOMPARE(int(s.faceDown[0].size), 3);
        QCOMPARE(int(s.toMove), 1);
        QCOMPARE(s.phase, Phase::Rearrange);
        QCOMPARE(s.whyIllegal(Move::cover(0, 0)),
                 std::string("Only the start player covers a row card"));
    }

    void otherPlayerMovesACard_data() {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<QString>("after");
        QTest::newRow("front to back") << 0 << 4 << "LTSOC";
        QTest::newRow("back to front") << 4 << 0 << "OCLTS";
        QTest::newRow("one place on") << 1 << 2 << "CTLSO";
        QTest::newRow("one place back") << 2 << 1 << "CTLSO";
    }
    void otherPlayerMovesACard() {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(QString, after);
        State s = arrangedTable(3, "BBBBB", {"", "CLTSO"});
        s.turnInRound = 1;
        s.toMove = 1;
        s.phase = Phase::Rearrange;
        apply(s, Move::moveCard(from, to));
        QCOMPARE(QString::fromStdString(kindsOf(s.hands[1])), after);
        QCOMPARE(s.phase, Phase::Serve);
        apply(s, Move::done());
        QCOMPARE(int(s.toMove), 2);
    }

    void otherPlayerDrawsAndDiscards() {
        State s = arrangedTable(3, "CLTSO", {"", "CLOOO"}, "T");
        s.turnInRound = 1;
        s.toMove = 1;
        s.phase = Phase::Rearrange;
        QCOMPARE(s.whyIllegal(Move::moveCard(2, 2)), std::string("Move the card to another slot"));
        MoveList moves;
        s.legalMoves(moves);
        QCOMPARE(moves.size, 17); // 16 distinct moves and "draw"
        apply(s, Move::draw());
        apply(s, Move::insert(2));
        QCOMPARE(kindsOf(s.hands[1]), std::string("CLTOOO"));
        QCOMPARE(s.phase, Phase::Discard);
        QCOMPARE(s.whyIllegal(Move::serve(0, 2, 0)), std::string("You cannot serve now"));
        const Card discarded = s.hands[1][5];
        apply(s, Move::discard(5));
        QCOMPARE(s.discardPile[s.discardPile.size - 1], discarded);
        apply(s, Move::serve(0, 2, 0));
        QCOMPARE(int(s.faceDown[1].size), 3);
    }

    // Everyone has one turn per round; the start player passes one seat to the left.
    void startPlayerPassesLeft() {
        State s = State::newGame(3, 1, 4);
        const std::vector<std::pair<int, Phase>> expected = {
            {1, Phase::StartDraw}, {2, Phase::Rearrange}, {0, Phase::Rearrange},
            {2, Phase::StartDraw}, {0, Phase::Rearrange}, {1, Phase::Rearrange},
            {0, Phase::StartDraw}};
        for (std::size_t turn = 0; turn < expected.size(); ++turn) {
            QCOMPARE(int(s.toMove), expected[turn].first);
            QCOMPARE(s.phase, expected[turn].second);
            QCOMPARE(int(s.turn), int(turn));
            QCOMPARE(int(s.round), int(turn / 3));
            if (s.phase == Phase::StartDraw) {
                apply(s, Move::draw());
                apply(s, Move::insert(0));
                apply(s, Move::cover(0, 0));
            } else {
                apply(s, Move::moveCard(0, 4));
            }
            apply(s, Move::done());
        }
    }

    // An empty draw pile takes the shuffled discards, only when a card must be drawn.
    void discardsAreReshuffled() {
        State s = State::newGame(2, 0, 8);
        while (s.drawPile.size > 0)
            s.discardPile.push(s.drawPile.pop());
        const int discards = s.discardPile.size;
        apply(s, Move::draw());
        QCOMPARE(int(s.drawPile.size), discards - 1);
        QCOMPARE(int(s.discardPile.size), 0);
        QVERIFY(s.drawn != kNoCard);
    }

    void tipChange_data() {
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("pool");  // cards worth 1, 2, 3
        QTest::addColumn<QString>("taken"); // "" when the pool cannot pay
        QTest::newRow("first scoring") << 1 << "533"
                                       << "100";
        QTest::newRow("second: a two") << 2 << "533"
                                       << "010";
        QTest::newRow("four: 3+1 before 2+2") << 4 << "533"
                                              << "101";
        QTest::newRow("five: 3+2") << 5 << "533"
                                   << "011";
        QTest::newRow("nine: 3+3+3") << 9 << "533"
                                     << "003";
        QTest::newRow("two without twos: 1+1") << 2 << "203"
                                               << "200";
        QTest::newRow("two from threes only") << 2 << "003"
                                              << "";
        QTest::newRow("more than the pool") << 21 << "533"
                                            << "";
    }
    void tipChange() {
        QFETCH(int, value);
        QFETCH(QString, pool);
        QFETCH(QString, taken);
        const auto counts = [](const QString& digits) {
            return TipCounts{0, static_cast<std::uint8_t>(digits[0].digitValue()),
                             static_cast<std::uint8_t>(digits[1].digitValue()),
                             static_cast<std::uint8_t>(digits[2].digitValue())};
        };
        const std::optional<TipCounts> take = tipsWorth(value, counts(pool));
        if (taken.isEmpty()) {
            QVERIFY(!take);
        } else {
            QVERIFY(take);
            QCOMPARE(*take, counts(taken));
        }
    }

    // Serving all five: the five are discarded and a tip is taken, then five are drawn.
    void allFiveScoresATip() {
        State s = readyToServe("CLTSO", "CBTSO", "OOOOO");
        apply(s, Move::serve(0, 4, 0));
        QCOMPARE(s.lastServe.scoring, LastServe::AllFive);
        QCOMPARE(int(s.faceDown[0].size), 0);
        QCOMPARE(int(s.discardPile.size), 5);
        QCOMPARE(s.tipValueOf(0), 1);
        QCOMPARE(int(s.scorings[0]), 1);
        QCOMPARE(s.supply, (TipCounts{0, 4, 3, 3}));
        QCOMPARE(kindsOf(s.hands[0]), std::string("OOOOO"));
    }

    // Ten or more face down: all of them are cashed in; the second scoring changes the tip.
    void cashInAtTen() {
        State s = readyToServe("CLTSO", "CLTOO", "SSS");
        for (int i = 0; i < 9; ++i)
            s.faceDown[0].push(s.drawPile.remove(0)); // from the bottom: the top stays "SSS"
        s.tips[0] = {0, 1, 0, 0};
        s.supply = {0, 4, 3, 3};
        s.scorings[0] = 1;
        apply(s, Move::serve(0, 2, 0));
        QCOMPARE(s.lastServe.scoring, LastServe::CashIn);
        QCOMPARE(int(s.faceDown[0].size), 0);
        QCOMPARE(int(s.discardPile.size), 12);
        QCOMPARE(s.tips[0], (TipCounts{0, 0, 1, 0})); // the 1 returned for a 2
        QCOMPARE(s.supply, (TipCounts{0, 5, 2, 3}));
        QCOMPARE(kindsOf(s.hands[0]), std::string("SSSOO"));
        QCOMPARE(s.phase, Phase::Rearrange);
    }

    void nineFaceDownDoNotCashIn() {
        State s = readyToServe("CLTSO", "CLTOO");
        for (int i = 0; i < 6; ++i)
            s.faceDown[0].push(s.drawPile.pop());
        apply(s, Move::serve(0, 2, 0));
        QCOMPARE(int(s.faceDown[0].size), 9);
        QCOMPARE(s.tipValueOf(0), 0);
    }

    // The last tip card taken ends the game at once, without a refill.
    void lastTipEndsTheGame() {
        State s = readyToServe("CLTSO", "CLTSO");
        s.supply = {0, 1, 0, 0};
        s.tips[1] = {0, 4, 3, 3};
        s.scorings[1] = 19;
        apply(s, Move::serve(0, 4, 0));
        QCOMPARE(s.phase, Phase::GameOver);
        QCOMPARE(s.end, EndReason::LastTipTaken);
        QCOMPARE(s.tipValueOf(0), 1);
        QCOMPARE(int(s.hands[0].size), 0);
        QCOMPARE(s.winners(), std::vector<int>{1});
        MoveList moves;
        s.legalMoves(moves);
        QCOMPARE(moves.size, 0);
        QCOMPARE(s.whyIllegal(Move::done()), std::string("The game is over"));
    }

    // When the supply cannot pay, the scorer does not score and the game ends: for an
    // all-five serve or a cash-in alike, the served cards stay face down.
    void supplyCannotPay_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<int>("waiting");
        QTest::addColumn<int>("faceDownAfter");
        QTest::newRow("all five") << "CLTSO" << 0 << 5;
        QTest::newRow("cash-in") << "CLTOO" << 8 << 11;
    }
    void supplyCannotPay() {
        QFETCH(QString, hand);
        QFETCH(int, waiting);
        QFETCH(int, faceDownAfter);
        State s = readyToServe("CLTSO", hand.toStdString());
        for (int i = 0; i < waiting; ++i)
            s.faceDown[0].push(s.drawPile.pop());
        // Seat 0 has scored once (a 1); only threes are left, and 2 cannot be paid.
        s.tips[0] = {0, 1, 0, 0};
        s.scorings[0] = 1;
        s.tips[1] = {0, 4, 3, 0};
        s.scorings[1] = 10;
        s.supply = {0, 0, 0, 3};
        const std::string move = hand == "CLTSO" ? "serve 0 4 0" : "serve 0 2 0";
        apply(s, *parseMove(move));
        QCOMPARE(s.phase, Phase::GameOver);
        QCOMPARE(s.end, EndReason::SupplyCannotPay);
        QCOMPARE(s.lastServe.scoring, LastServe::Refused);
        QCOMPARE(s.tips[0], (TipCounts{0, 1, 0, 0}));
        QCOMPARE(s.supply, (TipCounts{0, 0, 0, 3}));
        QCOMPARE(int(s.faceDown[0].size), faceDownAfter);
        QCOMPARE(s.winners(), std::vector<int>{1});
    }

    // Most tips wins; a tie goes to the most face-down cards; a tie on both is shared.
    void ranking_data() {
        QTest::addColumn<QString>("tipValues");
        QTest::addColumn<QString>("faceDown");
        QTest::addColumn<QString>("winners");
        QTest::newRow("most tips") << "342"
                                   << "099"
                                   << "1";
        QTest::newRow("tie broken by face-down cards") << "434"
                                                       << "948"
                                                       << "0";
        QTest::newRow("tie on both is shared") << "414"
                                               << "515"
                                               << "02";
        QTest::newRow("face-down cards only break ties") << "232"
                                                         << "909"
                                                         << "1";
    }
    void ranking() {
        QFETCH(QString, tipValues);
        QFETCH(QString, faceDown);
        QFETCH(QString, winners);
        State s = State::newGame(3, 0, 2);
        for (int seat = 0; seat < 3; ++seat) {
            const int value = tipValues[seat].digitValue();
            s.tips[seat] = *tipsWorth(value, kTipCards);
            s.scorings[seat] = static_cast<std::uint8_t>(value);
            for (int i = 0; i < faceDown[seat].digitValue(); ++i)
                s.faceDown[seat].push(s.drawPile.pop());
        }
        QVERIFY(s.winners().empty()); // not over yet
        s.phase = Phase::GameOver;
        std::vector<int> expected;
        for (QChar c : winners)
            expected.push_back(c.digitValue());
        QCOMPARE(s.winners(), expected);
    }
};

QTEST_APPLESS_MAIN(KommeGleichRulesTest)
#include "tst_kommegleich_rules.moc"
