// Komme gleich!'s bots: determinizations that keep what the view proves, legal and
// deterministic choices over whole games, choices that depend on the view alone, the hard
// bot finding a tip, and the medium bot's rules (longest run, a cover that makes a run).
#include "table.h"

#include "kommegleich/bots.h"
#include "kommegleich/determinize.h"
#include "kommegleich/game_info.h"
#include "kommegleich/kommegleich_game.h"

#include "core/autoplay.h"

#include <boost/json/serialize.hpp>

#include <QTest>

#include <set>

using namespace fc::kommegleich;
using fc::kommegleich::test::arrangedTable;

namespace {

fc::Registry kommeRegistry() {
    fc::Registry registry;
    if (!registry.add(gameInfo()))
        qFatal("cannot register kommegleich");
    return registry;
}

KommeGleichGame playedGame(int players, std::uint64_t seed, int steps) {
    fc::Setup setup;
    setup.players = players;
    setup.seed = seed;
    KommeGleichGame game(setup);
    fc::Rng pick(seed + 1);
    for (int i = 0; i < steps && !game.isOver(); ++i) {
        const fc::Seat seat = game.seatsToAct().front();
        const auto legal = game.legalActions(seat);
        if (!game.apply(seat, legal[pick.below(static_cast<std::uint32_t>(legal.size()))]))
            qFatal("a legal action was refused");
    }
    return game;
}

std::string chooseWith(const char* strength, const KommeGleichGame& game, std::uint64_t seed) {
    auto bot = makeBot(strength, seed);
    const int seat = game.state().toMove;
    auto choice = bot.value()->choose(game.view(seat), seat);
    if (!choice)
        qFatal("the bot failed: %s", choice.message().c_str());
    return choice.value();
}

// Seat 0 at the given step of a turn that is not the start turn.
KommeGleichGame atStep(Phase phase, const std::string& row, const std::string& hand,
                       bool startTurn = false) {
    State s = arrangedTable(3, row, {hand});
    s.turnInRound = startTurn ? 0 : 1;
    s.startPlayer = startTurn ? 0 : 2;
    s.phase = phase;
    return KommeGleichGame(s);
}

} // namespace

class KommeGleichBotsTest : public QObject {
    Q_OBJECT

  private slots:
    void determinizationsKeepTheView_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("steps");
        for (int players : {2, 4, 6}) {
            for (int steps : {0, 9, 60, 250}) {
                const QByteArray name = QByteArray::number(players) + " players, " +
                                        QByteArray::number(steps) + " steps";
                QTest::newRow(name.constData()) << players << steps;
            }
        }
    }
    void determinizationsKeepTheView() {
        QFETCH(int, players);
        QFETCH(int, steps);
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const KommeGleichGame game =
                playedGame(players, seed * 31 + static_cast<std::uint64_t>(steps), steps);
            if (game.isOver())
                continue;
            const State& truth = game.state();
            const int seat = truth.toMove;
            const auto known = knowledgeFromView(game.view(seat));
            QVERIFY2(known, known.message().c_str());
            fc::Rng rng(seed);
            std::set<std::vector<Card>> drawPiles;
            for (int draw = 0; draw < 5; ++draw) {
                const State dealt = determinize(known.value(), rng);
                QCOMPARE(dealt.hands[seat], truth.hands[seat]);
                QCOMPARE(dealt.row, truth.row);
                QCOMPARE(dealt.drawn, truth.drawn);
                QCOMPARE(dealt.discardPile, truth.discardPile);
                QCOMPARE(dealt.faceDown, truth.faceDown);
                QCOMPARE(dealt.drawPile.size, truth.drawPile.size);
                for (int p = 0; p < players; ++p)
                    QCOMPARE(dealt.hands[p].size, truth.hands[p].size);
                QVERIFY(gameInfo().invariants(KommeGleichGame(dealt))); // all 93 cards, once
                drawPiles.insert(std::vector<Card>(dealt.drawPile.begin(), dealt.drawPile.end()));
            }
            QVERIFY(drawPiles.size() > 1 || truth.drawPile.size <= 1); // really drawn at random
        }
    }

    void botsPlayWholeGamesLegally_data() {
        QTest::addColumn<QString>("strength");
        QTest::addColumn<int>("players");
        QTest::newRow("random 2") << "random" << 2;
        QTest::newRow("random 6") << "random" << 6;
        QTest::newRow("medium 3") << "medium" << 3;
        QTest::newRow("medium 6") << "medium" << 6;
        QTest::newRow("hard 4") << "hard" << 4;
    }
    void botsPlayWholeGamesLegally() {
        QFETCH(QString, strength);
        QFETCH(int, players);
        const fc::Registry registry = kommeRegistry();
        fc::Setup setup;
        setup.players = players;
        setup.seed = 42;
        for (int seat = 0; seat < players; ++seat)
            setup.seats.push_back({"bot", true, seat == 0 ? strength.toStdString() : "random"});
        const auto first = fc::autoplay(registry, "kommegleich", setup);
        QVERIFY2(first, first.message().c_str());
        QVERIFY(first->game().isOver());
        const auto second = fc::autoplay(registry, "kommegleich", setup);
        QVERIFY(second);
        QVERIFY(first->log() == second->log()); // deterministic given the seed
    }

    // The bots see the view only: hidden cards swapped between another hand and the draw
    // pile change nothing in their choice.
    void choiceDependsOnTheViewOnly_data() {
        QTest::addColumn<QString>("strength");
        QTest::newRow("medium") << "medium";
        QTest::newRow("hard") << "hard";
    }
    void choiceDependsOnTheViewOnly() {
        QFETCH(QString, strength);
        const QByteArray name = strength.toLatin1();
        for (std::uint64_t seed = 3; seed < 9; ++seed) {
            const KommeGleichGame game = playedGame(3, seed, static_cast<int>(seed * 5));
            State swapped = game.state();
            const int other = swapped.nextSeat(swapped.toMove);
            std::swap(swapped.hands[other].cards[0], swapped.drawPile.cards[0]);
            swapped.rng = fc::Rng(seed * 1000); // the shuffles to come are secret too
            const KommeGleichGame changed(swapped);
            const int me = swapped.toMove;
            QCOMPARE(boost::json::serialize(changed.view(me)),
                     boost::json::serialize(game.view(me)));
            QCOMPARE(chooseWith(name.constData(), changed, seed),
                     chooseWith(name.constData(), game, seed));
        }
    }

    void botRefusesAViewItCannotUse() {
        const KommeGleichGame game = playedGame(3, 5, 0);
        const int seat = game.state().toMove;
        const int other = (seat + 1) % 3;
        for (const char* strength : {"medium", "hard"}) {
            auto bot = makeBot(strength, 1);
            QCOMPARE(bot.value()->choose(game.view(other), other).message(),
                     std::string("Not your turn"));
            QCOMPARE(bot.value()->choose(game.view(other), seat).message(),
                     std::string("the view is for another seat"));
        }
        QCOMPARE(makeBot("genius", 1).message(), std::string("no 'genius' bot for Komme gleich!"));
    }

    // The hard bot finds a tip within its turn: serving five, or moving a card and then
    // serving five.
    void hardFindsATip_data() {
        QTest::addColumn<int>("phase");
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("choice");
        QTest::newRow("serves all five") << int(Phase::Serve) << "CLTSB"
                                         << "serve 0 4 0";
        QTest::newRow("moves a card into a run of five") << int(Phase::Rearrange) << "LTSOC"
                                                         << "move 4 0";
    }
    void hardFindsATip() {
        QFETCH(int, phase);
        QFETCH(QString, hand);
        QFETCH(QString, choice);
        const KommeGleichGame game = atStep(static_cast<Phase>(phase), "CLTSO", hand.toStdString());
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            QCOMPARE(QString::fromStdString(chooseWith("hard", game, seed)), choice);
    }

    void mediumChoices_data() {
        QTest::addColumn<int>("phase");
        QTest::addColumn<bool>("startTurn");
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("choice");
        QTest::newRow("serves the longest run") << int(Phase::Serve) << false << "CLTSO"
                                                << "BTSOT"
                                                << "serve 0 3 1";
        QTest::newRow("serves all five") << int(Phase::Serve) << false << "CLTSO"
                                         << "CLTSB"
                                         << "serve 0 4 0";
        QTest::newRow("no run: done") << int(Phase::Serve) << false << "CLTSO"
                                      << "OOOOO"
                                      << "done";
        QTest::newRow("moves a card into a run of five")
            << int(Phase::Rearrange) << false << "CLTSO"
            << "LTSOC"
            << "move 4 0";
        QTest::newRow("covers to complete five") << int(Phase::Cover) << true << "CLTSO"
                                                 << "CLTSSO"
                                                 << "cover 3 3";
        QTest::newRow("discards the card in the way") << int(Phase::Discard) << false << "CLTSO"
                                                      << "CLOTSO"
                                                      << "discard 2";
    }
    void mediumChoices() {
        QFETCH(int, phase);
        QFETCH(bool, startTurn);
        QFETCH(QString, row);
        QFETCH(QString, hand);
        QFETCH(QString, choice);
        std::string cards = hand.toStdString();
        const bool six = cards.size() == 6;
        KommeGleichGame base =
            atStep(static_cast<Phase>(phase), row.toStdString(), cards.substr(0, 5), startTurn);
        State s = base.state();
        if (six) { // the sixth card comes from the draw pile's bottom
            const int kind = fc::kommegleich::test::kindFromLetter(cards[5]);
            for (int i = 0; i < s.drawPile.size; ++i) {
                if (kindOf(s.drawPile[i]) == kind) {
                    s.hands[0].push(s.drawPile.remove(i));
                    break;
                }
            }
        }
        QCOMPARE(QString::fromStdString(chooseWith("medium", KommeGleichGame(s), 1)), choice);
    }
};

QTEST_APPLESS_MAIN(KommeGleichBotsTest)
#include "tst_kommegleich_bots.moc"
