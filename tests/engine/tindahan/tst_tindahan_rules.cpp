// The trick rules on hand-set states: the rulebook's five-player example, following,
// sellers and their refusals, trick winners, the end of a round, rotation, the game's end.
#include "tindahan/tindahan.h"

#include <QTest>

#include <array>
#include <initializer_list>
#include <span>
#include <string>
#include <vector>

using namespace fc::tindahan;

namespace {

constexpr Card card(const char* token) {
    return makeCard(token[0] == 'B'   ? Bananas
                    : token[0] == 'D' ? Durians
                    : token[0] == 'M' ? Mangosteens
                    : token[0] == 'R' ? Rambutans
                                      : Pineapples,
                    token[2] ? 10 : token[1] - '0');
}

CardSet cards(std::initializer_list<const char*> tokens) {
    CardSet set = 0;
    for (const char* token : tokens)
        set |= cardBit(card(token));
    return set;
}

// A fresh game whose round-0 hands are replaced: the start player is seat 0.
State withHands(std::initializer_list<CardSet> hands) {
    State state = State::newGame(static_cast<int>(hands.size()), 0, 7);
    int seat = 0;
    for (CardSet hand : hands)
        state.hands[seat++] = hand;
    state.recountHands();
    return state;
}

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

} // namespace

class TindahanRulesTest : public QObject {
    Q_OBJECT

  private slots:
    // randomMove is the playout shortcut for "list the legal moves, draw one": at every step
    // of whole games it must return exactly that move (and so always a legal one).
    void randomMoveIsTheListedMoveOfTheSameDraw() {
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
            State state = State::newGame(players, 0, static_cast<std::uint64_t>(players) * 31);
            fc::Rng shortcut(5), listed(5);
            int steps = 0;
            while (state.phase != Phase::GameOver) {
                if (state.phase == Phase::RoundOver) {
                    state.startNextRound();
                    continue;
                }
                MoveList moves;
                state.legalMoves(moves);
                const Move expected = moves[static_cast<int>(
                    listed.lemireBelow(static_cast<std::uint32_t>(moves.size)))];
                const Move drawn = state.randomMove(shortcut);
                QCOMPARE(moveToText(drawn), moveToText(expected));
                state.play(drawn);
                ++steps;
            }
            // One round per player, each of at least ten tricks of one action per seat.
            QVERIFY(steps >= 10 * players * players);
        }
    }

    // playRandomRound is the playouts' shortcut for play(randomMove) until the round ends:
    // from a trick's start and from every stage of a trick (after a lead, after a trump
    // move, with sellers placed), it must end in the same state with the generator in the
    // same place.
    void playRandomRoundIsRandomMovesStepByStep() {
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                State start = State::newGame(players, static_cast<int>(seed % players), seed);
                fc::Rng walk(seed * 7);
                // Into the round: a few random moves first, 0 to 2 tricks' worth.
                const auto skip = walk.below(static_cast<std::uint32_t>(2 * players + 1));
                for (std::uint32_t i = 0; i < skip && start.phase == Phase::Trick; ++i)
                    start.play(start.randomMove(walk));
                QCOMPARE(start.phase, Phase::Trick);

                State shortcut = start;
                State stepwise = start;
                fc::Rng shortcutDraws(seed), stepwiseDraws(seed);
                shortcut.playRandomRound(shortcutDraws);
                int steps = 0;
                while (stepwise.phase == Phase::Trick) {
                    stepwise.play(stepwise.randomMove(stepwiseDraws));
                    ++steps;
                }
                QVERIFY(steps > 0);
                QVERIFY2(shortcut == stepwise,
                         qPrintable(QString("players %1, seed %2").arg(players).arg(seed)));
                QCOMPARE(shortcutDraws, stepwiseDraws);
            }
        }
    }

    void setupByPlayerCount_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("fruits");
        QTest::newRow("3 players: B D M") << 3 << 3;
        QTest::newRow("4 players: B D M R") << 4 << 4;
        QTest::newRow("5 players: all") << 5 << 5;
    }
    void setupByPlayerCount() {
        QFETCH(int, players);
        QFETCH(int, fruits);
        const State state = State::newGame(players, 1, 99);
        CardSet dealt = 0;
        for (int seat = 0; seat < players; ++seat) {
            QCOMPARE(countCards(state.hands[seat]), kHandSize);
            QCOMPARE(state.sellersLeft[seat], kSellersPerPlayer);
            QVERIFY((dealt & state.hands[seat]) == 0);
            dealt |= state.hands[seat];
        }
        QCOMPARE(dealt, (CardSet{1} << (fruits * 10)) - 1); // exactly the fruits in use
        QCOMPARE(state.trump, Bananas);
        QCOMPARE(state.toMove, 1);
        QCOMPARE(state.roundStarter, 1);
        MoveList moves;
        state.legalMoves(moves);
        QCOMPARE(moves.size, kHandSize + fruits - 1); // any card, or trump to another stall
    }

    void sameSeedSameDeal() {
        QCOMPARE(State::newGame(4, 0, 5), State::newGame(4, 0, 5));
        QVERIFY(!(State::newGame(4, 0, 5) == State::newGame(4, 0, 6)));
    }

    // The engine deals with its own unrolled shuffle: it must be Rng::shuffle's deal of the
    // ordered deck (ten cards a seat, in deck order), round after round, for every size.
    void dealIsTheShuffledDeck() {
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
            for (std::uint64_t seed : {0ULL, 1ULL, 77ULL, 0xdeadbeefULL}) {
                State state = State::newGame(players, 0, seed);
                fc::Rng rng(seed);
                for (int round = 0; round < 3; ++round) {
                    std::vector<Card> deck;
                    for (int i = 0; i < players * kHandSize; ++i)
                        deck.push_back(static_cast<Card>(i));
                    rng.shuffle(std::span<Card>(deck));
                    for (int seat = 0; seat < players; ++seat) {
                        CardSet hand = 0;
                        for (int i = 0; i < kHandSize; ++i)
                            hand |= cardBit(deck[static_cast<std::size_t>(seat * kHandSize + i)]);
                        QCOMPARE(state.hands[seat], hand);
                    }
                    QCOMPARE(state.rng, rng);
                    state.phase = Phase::RoundOver; // deal the next round straight away
                    state.startNextRound();
                }
            }
        }
    }

    // Saved games replay their deals from seeds: a faster engine must still deal and score
    // exactly as the first release did, and play the same random games from the same
    // draws (the figures below date from playouts' move draws becoming Rng::lemireBelow).
    void seededDealsAndGamesArePinned_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("steps");
        QTest::addColumn<std::vector<int>>("totals");
        QTest::newRow("3 players") << 3 << 108 << std::vector<int>{43, 37, 33};
        QTest::newRow("4 players") << 4 << 208 << std::vector<int>{42, 41, 47, 52};
        QTest::newRow("5 players") << 5 << 305 << std::vector<int>{47, 41, 43, 38, 49};
    }
    void seededDealsAndGamesArePinned() {
        QFETCH(int, players);
        QFETCH(int, steps);
        QFETCH(std::vector<int>, totals);
        const State dealt = State::newGame(4, 0, 5);
        QCOMPARE(dealt.hands, (std::array<CardSet, kMaxPlayers>{0x4450620803, 0x1306098404,
                                                                0x28000473a0, 0x80a9900058, 0}));

        State state = State::newGame(players, 1, 2026);
        fc::Rng pick(9);
        int played = 0;
        while (state.phase != Phase::GameOver) {
            if (state.phase == Phase::RoundOver) {
                state.startNextRound();
                continue;
            }
            state.play(state.randomMove(pick));
            ++played;
        }
        QCOMPARE(played, steps);
        QCOMPARE(std::vector<int>(state.totals.begin(), state.totals.begin() + players), totals);
    }

    // RankedCards finds the n-th card from the counts by fruit, without walking the set:
    // the same card as skipping the n lowest ones, for every n of sets of every size and
    // spread.
    void nthCardIsTheNthLowest() {
        fc::Rng rng(17);
        std::vector<CardSet> sets = {0, 0x1, cardsInPlay(kMaxPlayers), fruitCards(Pineapples),
                                     fruitCards(Bananas) | fruitCards(Pineapples)};
        for (int i = 0; i < 2000; ++i)
            sets.push_back(rng.next64() & rng.next64() & cardsInPlay(kMaxPlayers));
        for (CardSet set : sets) {
            const RankedCards ranked(set, countByFruit(set));
            QCOMPARE(ranked.count(), countCards(set));
            CardSet rest = set;
            for (unsigned n = 0; n < static_cast<unsigned>(ranked.count()); ++n, rest &= rest - 1)
                QCOMPARE(ranked.nth(n), lowestCard(rest));
        }
    }

    // The counts by fruit that playouts read follow the hands through whole games.
    void handCountsFollowTheHands() {
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
            State state = State::newGame(players, 0, 11);
            fc::Rng pick(3);
            while (state.phase != Phase::GameOver) {
                if (state.phase == Phase::RoundOver)
                    state.startNextRound();
                else
                    state.play(state.randomMove(pick));
                for (int seat = 0; seat < kMaxPlayers; ++seat)
                    QCOMPARE(state.handFruits[seat], countByFruit(state.hands[seat]));
            }
        }
    }

    // countByFruit: byte f counts the set's cards of fruit f.
    void countByFruitCountsEachFruit() {
        QCOMPARE(countByFruit(0), std::uint64_t{0});
        QCOMPARE(countByFruit(cardsInPlay(kMaxPlayers)), std::uint64_t{0x0a0a0a0a0a});
        QCOMPARE(countByFruit(cards({"B1", "B10", "D3", "P7", "P8", "P9"})),
                 std::uint64_t{0x0300000102});
    }

    // A moves trump to mangosteens, B must play B10, C places a seller on bananas, D plays
    // B3, E has no bananas, plays M2 and wins, and leads next.
    void rulebookFivePlayerExample() {
        State s = withHands({cards({"B1", "D5"}), cards({"B10", "D1"}), cards({"B4", "D2"}),
                             cards({"B3", "D3"}), cards({"M2", "D4"})});
        apply(s, Move::trump(Mangosteens));
        QCOMPARE(s.trump, Mangosteens);
        QCOMPARE(s.whyIllegal(Move::seller()),
                 std::string("After a trump move you must play a card"));
        QVERIFY(isLegal(s, Move::play(card("D1")))); // nothing led yet: any card
        apply(s, Move::play(card("B10")));
        QCOMPARE(s.led, Bananas);
        apply(s, Move::seller());
        QCOMPARE(s.stallSellers[Bananas][2], 1);
        QCOMPARE(s.sellersLeft[2], kSellersPerPlayer - 1);
        QCOMPARE(s.whyIllegal(Move::play(card("D3"))), std::string("You must follow bananas"));
        apply(s, Move::play(card("B3")));
        QVERIFY(isLegal(s, Move::play(card("D4")))); // E cannot follow: any card
        apply(s, Move::play(card("M2")));

        QCOMPARE(s.lastTrick.winner, 4);
        QCOMPARE(s.tricksWon[4], 1);
        QCOMPARE(s.wonCards[4], cards({"B10", "B3", "M2"}));
        QCOMPARE(s.provenVoid[4], 1u << Bananas);
        QCOMPARE(s.provenVoid[1], 0u);
        QCOMPARE(s.leader, 4);
        QCOMPARE(s.toMove, 4);
        QCOMPARE(s.acted, 0);
        QCOMPARE(s.phase, Phase::Trick);
        QCOMPARE(s.trump, Mangosteens); // the token stays where it was moved
    }

    void trickWinner_data() {
        QTest::addColumn<QString>("lead");
        QTest::addColumn<QString>("second");
        QTest::addColumn<QString>("third");
        QTest::addColumn<int>("winner");
        // Trump is bananas; every seat also holds D9 so no hand runs out.
        QTest::newRow("highest of the led fruit") << "D3"
                                                  << "D8"
                                                  << "D5" << 1;
        QTest::newRow("off-fruit high card loses") << "D3"
                                                   << "M10"
                                                   << "D4" << 2;
        QTest::newRow("a trump wins") << "D10"
                                      << "B1"
                                      << "M10" << 1;
        QTest::newRow("highest trump wins") << "D10"
                                            << "B1"
                                            << "B2" << 2;
        QTest::newRow("trump led, highest trump") << "B4"
                                                  << "B7"
                                                  << "D10" << 1;
        QTest::newRow("leader keeps it") << "M2"
                                         << "D10"
                                         << "R10" << 0;
    }
    void trickWinner() {
        QFETCH(QString, lead);
        QFETCH(QString, second);
        QFETCH(QString, third);
        QFETCH(int, winner);
        const QByteArray a = lead.toLatin1(), b = second.toLatin1(), c = third.toLatin1();
        State s = State::newGame(4, 0, 3);
        s.hands = {cards({a.constData(), "P9"}), cards({b.constData(), "P8"}),
                   cards({c.constData(), "P7"}), cards({"P1", "P2"})};
        apply(s, Move::play(card(a.constData())));
        apply(s, Move::play(card(b.constData())));
        apply(s, Move::play(card(c.constData())));
        apply(s, Move::seller());
        QCOMPARE(int(s.lastTrick.winner), winner);
        QCOMPARE(int(s.leader), winner);
    }

    // After a trump move, if everyone after the forced player places a seller, the forced
    // card alone takes the trick.
    void forcedCardAloneWins() {
        State s = withHands({cards({"B1", "D5"}), cards({"D2", "D1"}), cards({"D10", "D3"})});
        apply(s, Move::trump(Mangosteens));
        apply(s, Move::play(card("D1")));
        apply(s, Move::seller());
        QCOMPARE(s.lastTrick.winner, 1);
        QCOMPARE(s.stallSellers[Durians][2], 1);
        QCOMPARE(s.lastTrick.cards[0], kNoCard);
    }

    void leadAloneWins() {
        State s = withHands({cards({"B1", "D5"}), cards({"B2", "D1"}), cards({"B10", "D3"})});
        apply(s, Move::play(card("B1")));
        apply(s, Move::seller());
        apply(s, Move::seller());
        QCOMPARE(s.lastTrick.winner, 0);
        QCOMPARE(s.stallSellers[Bananas][1], 1);
        QCOMPARE(s.stallSellers[Bananas][2], 1);
    }

    void sellerRefusals() {
        State s = withHands({cards({"B1", "D5"}), cards({"B2", "D1"}), cards({"B10", "D3"})});
        QCOMPARE(s.whyIllegal(Move::seller()), std::string("The leader cannot place a seller"));
        QVERIFY(!isLegal(s, Move::seller()));
        apply(s, Move::play(card("D5")));
        QVERIFY(isLegal(s, Move::seller())); // allowed even when able to follow
        s.sellersLeft[1] = 0;
        QCOMPARE(s.whyIllegal(Move::seller()), std::string("You have no sellers left"));
        QVERIFY(!isLegal(s, Move::seller()));
    }

    void trumpMoveRefusals() {
        State s = withHands({cards({"B1", "D5"}), cards({"B2", "D1"}), cards({"B10", "D3"})});
        QCOMPARE(s.whyIllegal(Move::trump(Bananas)),
                 std::string("The trump token is already at the bananas stall"));
        QCOMPARE(s.whyIllegal(Move::trump(Rambutans)),
                 std::string("That stall is not in this game"));
        apply(s, Move::play(card("B1")));
        QCOMPARE(s.whyIllegal(Move::trump(Durians)),
                 std::string("Only the leader can move the trump token"));
        QCOMPARE(s.whyIllegal(Move::play(card("D3"))), std::string("You do not hold D3"));
    }

    void mustFollow_data() {
        QTest::addColumn<QString>("tryCard");
        QTest::addColumn<bool>("legal");
        QTest::addColumn<bool>("provesVoid");
        QTest::newRow("follow") << "D1" << true << false;
        QTest::newRow("refuse off-fruit while holding the fruit") << "B2" << false << false;
    }
    void mustFollow() {
        QFETCH(QString, tryCard);
        QFETCH(bool, legal);
        QFETCH(bool, provesVoid);
        State s = withHands({cards({"B1", "D5"}), cards({"B2", "D1"}), cards({"B10", "M3"})});
        apply(s, Move::play(card("D5")));
        const Move move = Move::play(card(tryCard.toLatin1().constData()));
        QCOMPARE(isLegal(s, move), legal);
        QCOMPARE(s.whyIllegal(move).empty(), legal);
        if (!legal) {
            QCOMPARE(s.whyIllegal(move), std::string("You must follow durians"));
            return;
        }
        apply(s, move);
        QCOMPARE(bool(s.provenVoid[1] & (1u << Durians)), provesVoid);
        // Seat 2 holds no durians: any card, and the void is public from then on.
        QVERIFY(isLegal(s, Move::play(card("B10"))));
        apply(s, Move::play(card("M3")));
        QCOMPARE(s.provenVoid[2], 1u << Durians);
    }

    // The leader leads a last card: the trick is still completed, then the round ends.
    void roundEndsWhenSomeoneIsOut() {
        State s = withHands({cards({"D5"}), cards({"B2", "D1", "M4"}), cards({"B10", "M3", "M9"})});
        s.stallSellers[Mangosteens] = {0, 1, 0};
        s.sellersLeft[1] = 8;
        apply(s, Move::play(card("D5")));
        QCOMPARE(s.phase, Phase::Trick);
        apply(s, Move::play(card("D1")));
        apply(s, Move::play(card("B10"))); // trumps
        QCOMPARE(s.phase, Phase::RoundOver);
        QCOMPARE(s.round, 1);
        // Seat 0: no tricks, no sellers: shut out to the top total.
        // Seat 1: -2 hand + 5 at mangosteens = 3; seat 2: +2 trick -2 hand = 0.
        QCOMPARE(s.roundScores[0][1].total, 3);
        QCOMPARE(s.roundScores[0][2].total, 0);
        QCOMPARE(s.roundScores[0][0].shutout, 3);
        QCOMPARE(s.totals[0], 3);
        QCOMPARE(s.totals[1], 3);
        QCOMPARE(s.totals[2], 0);

        // Next round: start player one to the left, fresh deal, sellers back, trump reset.
        s.trump = Durians;
        s.startNextRound();
        QCOMPARE(s.phase, Phase::Trick);
        QCOMPARE(s.roundStarter, 1);
        QCOMPARE(s.toMove, 1);
        QCOMPARE(s.trump, Bananas);
        for (int seat = 0; seat < 3; ++seat) {
            QCOMPARE(countCards(s.hands[seat]), kHandSize);
            QCOMPARE(s.sellersLeft[seat], kSellersPerPlayer);
            QCOMPARE(s.tricksWon[seat], 0);
            QCOMPARE(s.provenVoid[seat], 0);
        }
        QCOMPARE(s.stallSellers[Mangosteens][1], 0);
        QCOMPARE(s.totals[1], 3); // totals carry over
    }

    // Random legal play to the end: one round per player, each seat starts one round.
    void gameLastsOneRoundPerPlayer_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("firstStarter");
        QTest::newRow("3") << 3 << 0;
        QTest::newRow("4") << 4 << 2;
        QTest::newRow("5") << 5 << 4;
    }
    void gameLastsOneRoundPerPlayer() {
        QFETCH(int, players);
        QFETCH(int, firstStarter);
        State s = State::newGame(players, firstStarter, 2024);
        fc::Rng pick(1);
        MoveList moves;
        std::vector<int> starters{s.roundStarter};
        while (s.phase != Phase::GameOver) {
            if (s.phase == Phase::RoundOver) {
                s.startNextRound();
                starters.push_back(s.roundStarter);
                continue;
            }
            s.legalMoves(moves);
            QVERIFY(moves.size > 0);
            s.play(moves[static_cast<int>(pick.below(static_cast<std::uint32_t>(moves.size)))]);
        }
        QCOMPARE(int(s.round), players);
        std::vector<int> expected;
        for (int r = 0; r < players; ++r)
            expected.push_back((firstStarter + r) % players);
        QCOMPARE(starters, expected);
        for (int seat = 0; seat < players; ++seat) {
            int sum = 0;
            for (int r = 0; r < players; ++r)
                sum += s.roundScores[r][seat].total;
            QCOMPARE(int(s.totals[seat]), sum);
        }
        s.legalMoves(moves);
        QCOMPARE(moves.size, 0);
        QVERIFY(!s.winners().empty());
    }

    void sharedWins_data() {
        QTest::addColumn<QList<int>>("totals");
        QTest::addColumn<QList<int>>("winners");
        QTest::newRow("one winner") << QList<int>{10, 12, 3} << QList<int>{1};
        QTest::newRow("two share") << QList<int>{12, 12, 3} << QList<int>{0, 1};
        QTest::newRow("all share") << QList<int>{-2, -2, -2, -2} << QList<int>{0, 1, 2, 3};
    }
    void sharedWins() {
        QFETCH(QList<int>, totals);
        QFETCH(QList<int>, winners);
        State s = State::newGame(static_cast<int>(totals.size()), 0, 1);
        QVERIFY(s.winners().empty()); // not over yet
        s.phase = Phase::GameOver;
        for (int seat = 0; seat < totals.size(); ++seat)
            s.totals[seat] = static_cast<std::int16_t>(totals[seat]);
        const std::vector<int> got = s.winners();
        QCOMPARE(QList<int>(got.begin(), got.end()), winners);
    }
};

QTEST_APPLESS_MAIN(TindahanRulesTest)
#include "tst_tindahan_rules.moc"
