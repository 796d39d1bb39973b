// Tindahan's bots: determinizations that respect what the view proves, legal and
// deterministic choices over whole games, choices that depend on the view alone, and the
// medium bot's rules of thumb.
#include "tindahan/bots.h"
#include "tindahan/determinize.h"
#include "tindahan/game_info.h"
#include "tindahan/tindahan_game.h"

#include "core/autoplay.h"

#include <boost/json/serialize.hpp>

#include <QTest>

using namespace fc::tindahan;

namespace {

fc::Registry tindahanRegistry() {
    fc::Registry registry;
    if (!registry.add(gameInfo()))
        qFatal("cannot register tindahan");
    return registry;
}

// A game after `steps` seeded random actions.
TindahanGame playedGame(int players, std::uint64_t seed, int steps) {
    fc::Setup setup;
    setup.players = players;
    setup.seed = seed;
    TindahanGame game(setup);
    fc::Rng pick(seed + 1);
    for (int i = 0; i < steps && !game.isOver(); ++i) {
        const fc::Seat seat = game.seatsToAct().front();
        const auto legal = game.legalActions(seat);
        if (!game.apply(seat, legal[pick.below(static_cast<std::uint32_t>(legal.size()))]))
            qFatal("a legal action was refused");
    }
    return game;
}

CardSet cards(std::initializer_list<Card> list) {
    CardSet set = 0;
    for (Card c : list)
        set |= cardBit(c);
    return set;
}

std::string chooseWith(const char* strength, const TindahanGame& game, std::uint64_t seed) {
    auto bot = makeBot(strength, seed);
    const int seat = game.state().toMove;
    auto choice = bot.value()->choose(game.view(seat), seat);
    if (!choice)
        qFatal("the bot failed: %s", choice.message().c_str());
    return choice.value();
}

} // namespace

class TindahanBotsTest : public QObject {
    Q_OBJECT

  private slots:
    void determinizationsRespectTheView_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("steps");
        for (int players = 3; players <= 5; ++players) {
            for (int steps : {0, 7, 19, 33}) {
                const QByteArray name = QByteArray::number(players) + " players, " +
                                        QByteArray::number(steps) + " steps";
                QTest::newRow(name.constData()) << players << steps;
            }
        }
    }
    void determinizationsRespectTheView() {
        QFETCH(int, players);
        QFETCH(int, steps);
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const TindahanGame game =
                playedGame(players, seed * 31 + static_cast<std::uint64_t>(steps), steps);
            const State& truth = game.state();
            const int seat = truth.toMove;
            const auto known = knowledgeFromView(game.view(seat));
            QVERIFY2(known, known.message().c_str());
            fc::Rng rng(seed);
            for (int draw = 0; draw < 10; ++draw) {
                const State dealt = determinize(known.value(), rng);
                QCOMPARE(dealt.hands[seat], truth.hands[seat]);
                CardSet others = 0;
                for (int p = 0; p < players; ++p) {
                    QCOMPARE(countCards(dealt.hands[p]), countCards(truth.hands[p]));
                    for (int fruit = 0; fruit < players; ++fruit) {
                        if (truth.provenVoid[p] & (1u << fruit))
                            QCOMPARE(dealt.hands[p] & fruitCards(fruit), CardSet{0});
                    }
                    if (p != seat) {
                        QCOMPARE(others & dealt.hands[p], CardSet{0});
                        others |= dealt.hands[p];
                    }
                }
                QCOMPARE(others, known->unseen);
            }
        }
    }

    // A deal where voids force every card: the only consistent deal is found.
    void determinizationWithForcedCards() {
        State s = State::newGame(3, 0, 4);
        s.hands[0] = cards({makeCard(Bananas, 1)});
        s.hands[1] = cards({makeCard(Durians, 2), makeCard(Durians, 3)});
        s.hands[2] = cards({makeCard(Mangosteens, 4), makeCard(Bananas, 5)});
        s.wonCards[0] = s.cardsInUse() & ~(s.hands[0] | s.hands[1] | s.hands[2]);
        s.provenVoid[1] = (1u << Bananas) | (1u << Mangosteens);
        const auto known = knowledgeFromView(TindahanGame(s).view(0));
        QVERIFY2(known, known.message().c_str());
        fc::Rng rng(9);
        for (int i = 0; i < 20; ++i) {
            const State dealt = determinize(known.value(), rng);
            QCOMPARE(dealt.hands[1], s.hands[1]);
            QCOMPARE(dealt.hands[2], s.hands[2]);
        }
    }

    void botsPlayWholeGamesLegally_data() {
        QTest::addColumn<QString>("strength");
        QTest::addColumn<int>("players");
        QTest::newRow("random 3") << "random" << 3;
        QTest::newRow("random 5") << "random" << 5;
        QTest::newRow("medium 4") << "medium" << 4;
        QTest::newRow("medium 5") << "medium" << 5;
        QTest::newRow("hard 3") << "hard" << 3;
    }
    void botsPlayWholeGamesLegally() {
        QFETCH(QString, strength);
        QFETCH(int, players);
        const fc::Registry registry = tindahanRegistry();
        fc::Setup setup;
        setup.players = players;
        setup.seed = 42;
        for (int seat = 0; seat < players; ++seat)
            setup.seats.push_back({"bot", true, seat == 0 ? strength.toStdString() : "random"});
        const auto first = fc::autoplay(registry, "tindahan", setup);
        QVERIFY2(first, first.message().c_str());
        QVERIFY(first->game().isOver());
        // Deterministic given the seed: the same game again.
        const auto second = fc::autoplay(registry, "tindahan", setup);
        QVERIFY(second);
        QVERIFY(first->log() == second->log());
    }

    // The bots see the view only: hidden cards swapped between two other hands (keeping
    // every count and void) change nothing in their choice.
    void choiceDependsOnTheViewOnly_data() {
        QTest::addColumn<QString>("strength");
        QTest::newRow("medium") << "medium";
        QTest::newRow("hard") << "hard";
    }
    void choiceDependsOnTheViewOnly() {
        QFETCH(QString, strength);
        const QByteArray name = strength.toLatin1();
        int compared = 0;
        for (std::uint64_t seed = 3; seed < 13; ++seed) {
            const TindahanGame game = playedGame(3, seed, 4);
            State swapped = game.state();
            const int me = swapped.toMove;
            const int a = (me + 1) % 3, b = (me + 2) % 3;
            if ((swapped.provenVoid[a] | swapped.provenVoid[b]) != 0)
                continue; // keep the test simple: no void to respect
            const Card fromA = lowestCard(swapped.hands[a]);
            const Card fromB = lowestCard(swapped.hands[b]);
            swapped.hands[a] = (swapped.hands[a] & ~cardBit(fromA)) | cardBit(fromB);
            swapped.hands[b] = (swapped.hands[b] & ~cardBit(fromB)) | cardBit(fromA);
            const TindahanGame other(swapped);
            QCOMPARE(boost::json::serialize(other.view(me)), boost::json::serialize(game.view(me)));
            QCOMPARE(chooseWith(name.constData(), other, seed),
                     chooseWith(name.constData(), game, seed));
            ++compared;
        }
        QVERIFY(compared >= 3);
    }

    void botRefusesAViewItCannotUse() {
        const TindahanGame game = playedGame(3, 5, 0);
        const int seat = game.state().toMove;
        const int other = (seat + 1) % 3;
        for (const char* strength : {"medium", "hard"}) {
            auto bot = makeBot(strength, 1);
            QCOMPARE(bot.value()->choose(game.view(other), other).message(),
                     std::string("Not your turn"));
            QCOMPARE(bot.value()->choose(game.view(other), seat).message(),
                     std::string("the view is for another seat"));
        }
        QCOMPARE(makeBot("genius", 1).message(), std::string("no 'genius' bot for Tindahan"));
    }

    // Medium bot: last to play and able to win, it wins with its cheapest winning card.
    void mediumWinsCheaplyWhenLast() {
        State s = State::newGame(3, 0, 2);
        s.hands[0] = cards({makeCard(Durians, 4), makeCard(Mangosteens, 1)});
        s.hands[1] = cards({makeCard(Durians, 2), makeCard(Mangosteens, 2)});
        s.hands[2] = cards({makeCard(Durians, 5), makeCard(Durians, 9), makeCard(Bananas, 3)});
        s.wonCards[0] = s.cardsInUse() & ~(s.hands[0] | s.hands[1] | s.hands[2]);
        TindahanGame game(s);
        QVERIFY(game.apply(0, "play D4"));
        QVERIFY(game.apply(1, "play D2"));
        QCOMPARE(chooseWith("medium", game, 1), std::string("play D5"));
    }

    // Medium bot: unable to win, it places a seller where a majority is within reach.
    void mediumPlacesASellerWhenItCannotWin() {
        State s = State::newGame(3, 0, 2);
        s.hands[0] = cards({makeCard(Durians, 10), makeCard(Mangosteens, 1)});
        s.hands[1] = cards({makeCard(Durians, 2), makeCard(Mangosteens, 2)});
        s.hands[2] = cards({makeCard(Durians, 5), makeCard(Durians, 9), makeCard(Mangosteens, 3)});
        s.wonCards[0] = s.cardsInUse() & ~(s.hands[0] | s.hands[1] | s.hands[2]);
        TindahanGame game(s);
        QVERIFY(game.apply(0, "play D10"));
        QCOMPARE(chooseWith("medium", game, 1), std::string("seller"));
    }

    // Medium bot: leading with many of one fruit and no trumps, it moves trump there.
    void mediumMovesTrumpToALongFruit() {
        State s = State::newGame(3, 0, 2);
        const CardSet mine =
            cards({makeCard(Mangosteens, 2), makeCard(Mangosteens, 5), makeCard(Mangosteens, 7),
                   makeCard(Mangosteens, 8), makeCard(Durians, 1)});
        CardSet rest = s.cardsInUse() & ~mine;
        s.hands[0] = mine;
        s.hands[1] = s.hands[2] = 0;
        for (int i = 0; i < 5; ++i) {
            s.hands[1] |= cardBit(lowestCard(rest));
            rest &= rest - 1;
            s.hands[2] |= cardBit(lowestCard(rest));
            rest &= rest - 1;
        }
        s.wonCards[1] = rest;
        QCOMPARE(chooseWith("medium", TindahanGame(s), 1), std::string("trump M"));
    }
};

QTEST_APPLESS_MAIN(TindahanBotsTest)
#include "tst_tindahan_bots.moc"
