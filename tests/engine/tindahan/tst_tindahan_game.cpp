// Tindahan behind the shared Game interface: text actions and refusals, what each view
// shows and hides, and the random-play harness over many seeded games.
#include "tindahan/game_info.h"
#include "tindahan/refusals.h"
#include "tindahan/tindahan_game.h"
#include "tindahan/view.h"

#include "core/harness.h"
#include "core/match.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QTest>

using namespace fc::tindahan;
namespace json = boost::json;

namespace {

fc::Registry tindahanRegistry() {
    fc::Registry registry;
    const fc::Status added = registry.add(gameInfo());
    if (!added)
        qFatal("cannot register tindahan: %s", added.message().c_str());
    return registry;
}

fc::Setup setupFor(int players, std::uint64_t seed, int startSeat = 0) {
    fc::Setup setup;
    setup.players = players;
    setup.seed = seed;
    setup.startSeat = startSeat;
    return setup;
}

std::vector<std::string> strings(const json::value& list) {
    std::vector<std::string> out;
    for (const json::value& item : list.as_array())
        out.emplace_back(item.as_string());
    return out;
}

} // namespace

class TindahanGameTest : public QObject {
    Q_OBJECT

  private slots:
    void registryEntry() {
        const fc::Registry registry = tindahanRegistry();
        const fc::GameInfo* info = registry.find("tindahan");
        QVERIFY(info);
        QCOMPARE(info->title, std::string("Tindahan"));
        QCOMPARE(info->minPlayers, 3);
        QCOMPARE(info->maxPlayers, 5);
        QVERIFY(info->hiddenHands);
        QCOMPARE(info->botStrengths, (std::vector<std::string>{"random", "medium", "hard"}));
        for (int players : {2, 6}) {
            const auto game = registry.create("tindahan", setupFor(players, 1));
            QVERIFY(!game);
            QCOMPARE(game.message(),
                     std::string("Tindahan is for 3-5 players, not ") + std::to_string(players));
        }
    }

    void refusalsGiveReasons_data() {
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("code"); // empty: not a rule, the action was not understood
        const QString usage = "': use \"play D7\", \"seller\" or \"trump M\"";
        QTest::newRow("out of turn") << 1 << "seller"
                                     << "Not your turn"
                                     << "not_your_turn";
        QTest::newRow("leader seller") << 0 << "seller"
                                       << "The leader cannot place a seller"
                                       << "leader_no_seller";
        QTest::newRow("gibberish") << 0 << "dance"
                                   << "Unknown action 'dance" + usage << "";
        QTest::newRow("fruit not in a 3-player game") << 0 << "play R3"
                                                      << "Unknown action 'play R3" + usage << "";
        QTest::newRow("value 11") << 0 << "play B11"
                                  << "Unknown action 'play B11" + usage << "";
        QTest::newRow("trump already there") << 0 << "trump B"
                                             << "The trump token is already at the bananas stall"
                                             << "trump_already_at";
    }
    void refusalsGiveReasons() {
        QFETCH(int, seat);
        QFETCH(QString, action);
        QFETCH(QString, reason);
        QFETCH(QString, code);
        TindahanGame game(setupFor(3, 11));
        const std::string before = json::serialize(game.snapshot());
        const fc::Status status = game.apply(seat, action.toStdString());
        QVERIFY(!status);
        QCOMPARE(QString::fromStdString(status.message()), reason);
        QCOMPARE(QString::fromStdString(status.refusal().code), code);
        QCOMPARE(json::serialize(game.snapshot()), before);
    }

    // Every refusal code has its English message, and the message is what the engine says.
    void everyRefusalCodeHasAnEnglishMessage() {
        for (const char* code : fc::tindahan::refusal::kCodes) {
            const std::string message = fc::tindahan::refusal::englishMessage({code, {"bananas"}});
            QVERIFY2(!message.empty() && message != code, code);
        }
        TindahanGame game(setupFor(3, 11));
        const fc::Status status = game.apply(0, "trump B");
        QVERIFY(status.refusal().args == std::vector<std::string>{"bananas"});
        QCOMPARE(status.message(), fc::tindahan::refusal::englishMessage(status.refusal()));
    }

    // The actions the table sends are built by the engine and read back as the same moves.
    void builtActionsParseBack() {
        for (int fruit = 0; fruit < kFruitCount; ++fruit) {
            for (int value = 1; value <= kValuesPerFruit; ++value) {
                const Card card = makeCard(fruit, value);
                const std::string action = playAction(cardToken(card));
                QCOMPARE(action, moveToText(Move::play(card)));
                QVERIFY(parseMove(action, kMaxPlayers) == Move::play(card));
            }
            QVERIFY(parseMove(trumpAction(fruit), kMaxPlayers) == Move::trump(fruit));
        }
        QVERIFY(parseMove(sellerAction(), kMaxPlayers) == Move::seller());
        QCOMPARE(playAction("D7"), std::string("play D7"));
        QVERIFY(!parseMove(playAction("Z7"), kMaxPlayers)); // not a card: refused, not guessed
        // The table reads actions back with the match's player count: the cards of the
        // fruits in play come back as the ids it sent, a fruit left out is no card.
        for (int players = 3; players <= kMaxPlayers; ++players) {
            for (int fruit = 0; fruit < kFruitCount; ++fruit) {
                const std::string id = cardToken(makeCard(fruit, 7));
                const std::optional<Move> move = parseMove(playAction(id), players);
                QCOMPARE(move.has_value(), fruit < players);
                if (move)
                    QCOMPARE(cardToken(move->arg), id);
                QCOMPARE(parseMove(trumpAction(fruit), players).has_value(), fruit < players);
            }
        }
    }

    // What undo may take back, asked before the step: any step of the seat to act, unless
    // it ends the round (the next deal shows new hands); never a refused one.
    void aStepThatEndsTheRoundCannotBeTakenBack() {
        TindahanGame game(setupFor(3, 11));
        const std::string lead = game.legalActions(0).front();
        QVERIFY(game.canTakeBack(0, lead));
        QVERIFY(!game.canTakeBack(1, lead));           // not seat 1's turn
        QVERIFY(!game.canTakeBack(0, "play Z7"));      // not a card
        QVERIFY(game.canTakeBack(0, trumpAction(1)));  // moving trump shows nothing
        QVERIFY(!game.canTakeBack(0, trumpAction(0))); // refused: trump is on bananas
        const std::string before = json::serialize(game.snapshot());
        QVERIFY(game.canTakeBack(0, lead));
        QCOMPARE(json::serialize(game.snapshot()), before); // asking plays nothing

        // Play on to the last step of the round: that one deals anew.
        const int round = game.state().round;
        for (;;) {
            const fc::Seat seat = game.seatsToAct().front();
            const std::string action = game.legalActions(seat).front();
            TindahanGame trial(game);
            QVERIFY(trial.apply(seat, action));
            const bool endsRound = trial.state().round != round;
            QCOMPARE(game.canTakeBack(seat, action), !endsRound);
            game = trial;
            if (endsRound)
                break;
        }
        QCOMPARE(int(game.state().round), round + 1);
    }

    void cardNotHeldIsRefused() {
        TindahanGame game(setupFor(3, 11));
        const CardSet other = game.state().hands[1];
        const std::string token = cardToken(lowestCard(other));
        const fc::Status status = game.apply(0, "play " + token);
        QCOMPARE(status.message(), "You do not hold " + token);
        QVERIFY((status.refusal() == fc::Refusal{"not_held", {token}}));
    }

    // The view of a seat: its own hand, hand sizes, no other hand; voids become public.
    void viewShowsOwnHandAndPublicFacts() {
        State s = State::newGame(3, 0, 5);
        s.hands[0] = cardBit(makeCard(Durians, 5)) | cardBit(makeCard(Bananas, 1));
        s.hands[1] = cardBit(makeCard(Durians, 2)) | cardBit(makeCard(Mangosteens, 4));
        s.hands[2] = cardBit(makeCard(Bananas, 10)) | cardBit(makeCard(Mangosteens, 3)) |
                     cardBit(makeCard(Mangosteens, 9));
        // Put the other dealt cards into seat 0's won pile so the card count holds.
        s.wonCards[0] = s.cardsInUse() & ~(s.hands[0] | s.hands[1] | s.hands[2]);
        TindahanGame game(s);
        QVERIFY(game.apply(0, "play D5"));
        QVERIFY(game.apply(1, "play D2"));
        const json::object view = game.view(2);
        QCOMPARE(strings(view.at("hand")), (std::vector<std::string>{"B10", "M3", "M9"}));
        QCOMPARE(strings(view.at("legal")),
                 (std::vector<std::string>{"play B10", "play M3", "play M9", "seller"}));
        QCOMPARE(view.at("handCounts").as_array(), (json::array{1, 1, 3}));
        QCOMPARE(view.at("led").as_string(), "D");
        QCOMPARE(view.at("trick").as_array()[1].as_object().at("card").as_string(), "D2");
        QVERIFY(game.apply(2, "play M3"));
        const json::object after = game.view(0);
        QCOMPARE(after.at("provenVoid").as_array()[2].as_array(), (json::array{"D"}));
        QCOMPARE(after.at("lastTrick").as_object().at("winner").as_int64(), 0);

        const json::object pub = game.view(fc::kNoSeat);
        QVERIFY(!pub.contains("hand"));
        QVERIFY(!pub.contains("legal"));
    }

    // What a view proves is read back exactly: the table, the hand, the unseen cards.
    void knowledgeFromViewRoundTrip() {
        TindahanGame game(setupFor(4, 77, 2));
        fc::Rng pick(3);
        for (int step = 0; step < 23; ++step) {
            const std::vector<std::string> legal = game.legalActions(game.seatsToAct().front());
            QVERIFY(game.apply(game.seatsToAct().front(),
                               legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
        }
        const State& truth = game.state();
        const int seat = truth.toMove;
        const auto known = knowledgeFromView(game.view(seat));
        QVERIFY2(known, known.message().c_str());
        const State& k = known->state;
        QCOMPARE(known->seat, seat);
        QCOMPARE(k.hands[seat], truth.hands[seat]);
        QCOMPARE(k.trump, truth.trump);
        QCOMPARE(k.led, truth.led);
        QCOMPARE(k.acted, truth.acted);
        QCOMPARE(k.trickCards, truth.trickCards);
        QCOMPARE(k.trickAction, truth.trickAction);
        QCOMPARE(k.stallSellers, truth.stallSellers);
        for (int p = 0; p < 4; ++p)
            QCOMPARE(k.sellersLeft[p], truth.sellersLeft[p]);
        QCOMPARE(k.wonCards, truth.wonCards);
        QCOMPARE(k.provenVoid, truth.provenVoid);
        QCOMPARE(k.totals, truth.totals);
        CardSet others = 0;
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(int(known->handCounts[p]), countCards(truth.hands[p]));
            if (p != seat)
                others |= truth.hands[p];
        }
        QCOMPARE(known->unseen, others);
    }

    // Every view carries the trick's playing order as the engine walks it (the leader,
    // then nextSeat round the table), the same for every seat and the public view: seats
    // only, so it hides nothing a view did not show. None once the game is over, and not
    // in the snapshot, which saves hash: it is derived, so older saves still match.
    void viewsCarryTheTricksOrder_data() {
        QTest::addColumn<int>("players");
        QTest::newRow("3 players") << 3;
        QTest::newRow("4 players") << 4;
        QTest::newRow("5 players") << 5;
    }
    void viewsCarryTheTricksOrder() {
        QFETCH(int, players);
        TindahanGame game(setupFor(players, 41u + unsigned(players), players - 1));
        fc::Rng pick(5);
        std::vector<int> leaders;
        while (!game.isOver()) {
            const State& state = game.state();
            json::array expected;
            for (int i = 0, seat = state.leader; i < players; ++i, seat = state.nextSeat(seat))
                expected.emplace_back(seat);
            for (int seat = fc::kNoSeat; seat < players; ++seat) {
                const json::object view = game.view(seat);
                QCOMPARE(view.at("trickOrder").as_array(), expected);
            }
            QVERIFY(!game.snapshot().contains("trickOrder"));
            if (std::find(leaders.begin(), leaders.end(), state.leader) == leaders.end())
                leaders.push_back(state.leader);
            const int toAct = game.seatsToAct().front();
            const std::vector<std::string> legal = game.legalActions(toAct);
            QVERIFY(game.apply(toAct, legal[pick.below(std::uint32_t(legal.size()))]));
        }
        QCOMPARE(int(leaders.size()), players); // every seat led a trick at some point
        for (int seat = fc::kNoSeat; seat < players; ++seat)
            QVERIFY(game.view(seat).at("trickOrder").as_array().empty());
    }

    void badViewsAreRefused_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("replacement");
        QTest::addColumn<QString>("message");
        QTest::newRow("no players") << "players"
                                    << ""
                                    << "the view has no 'players'";
        QTest::newRow("bad trump") << "trump"
                                   << "\"X\""
                                   << "bad trump in the view";
        QTest::newRow("bad hand card") << "hand"
                                       << "[\"B0\"]"
                                       << "bad card in hand of the view";
        QTest::newRow("no trick order") << "trickOrder"
                                        << ""
                                        << "the view has no 'trickOrder'";
        QTest::newRow("trick order short") << "trickOrder"
                                           << "[0,1]"
                                           << "bad trickOrder in the view";
        QTest::newRow("trick order not from the leader") << "trickOrder"
                                                         << "[1,2,0]"
                                                         << "bad trickOrder in the view";
        QTest::newRow("trick order not to the left") << "trickOrder"
                                                     << "[0,2,1]"
                                                     << "bad trickOrder in the view";
        QTest::newRow("counts disagree") << "handCounts"
                                         << "[9,10,10]"
                                         << "the view's hand and hand count disagree";
    }
    void badViewsAreRefused() {
        QFETCH(QString, key);
        QFETCH(QString, replacement);
        QFETCH(QString, message);
        TindahanGame game(setupFor(3, 8));
        json::object view = game.view(0);
        if (replacement.isEmpty())
            view.erase(key.toStdString());
        else
            view[key.toStdString()] = json::parse(replacement.toStdString());
        const auto known = knowledgeFromView(view);
        QVERIFY(!known);
        QCOMPARE(QString::fromStdString(known.message()), message);
    }

    void snapshotHoldsEverything() {
        TindahanGame game(setupFor(5, 9));
        const json::object snapshot = game.snapshot();
        QCOMPARE(snapshot.at("hands").as_array().size(), 5u);
        QCOMPARE(snapshot.at("rng").as_string(), game.state().rng.encode());
    }

    void randomPlayHarness_data() {
        QTest::addColumn<int>("games");
        QTest::addColumn<bool>("saveRoundTrip");
        QTest::newRow("120 games, views and refusals") << 120 << false;
        QTest::newRow("15 games, save/load at every step") << 15 << true;
    }
    void randomPlayHarness() {
        QFETCH(int, games);
        QFETCH(bool, saveRoundTrip);
        const fc::Registry registry = tindahanRegistry();
        fc::HarnessOptions options;
        options.games = games;
        options.seed = 2026;
        options.checkSaveRoundTrip = saveRoundTrip;
        const fc::HarnessReport report = fc::runRandomPlay(registry, "tindahan", options);
        QVERIFY2(report.failures == 0, report.firstFailure.c_str());
        QCOMPARE(report.gamesPlayed, games);
        QCOMPARE(report.gamesFinished, games);
    }
};

QTEST_APPLESS_MAIN(TindahanGameTest)
#include "tst_tindahan_game.moc"
