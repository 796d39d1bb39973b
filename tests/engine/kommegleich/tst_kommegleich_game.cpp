// Komme gleich! behind the shared Game interface: text actions and refusals, what each
// view shows and hides (drawn cards above all), reading a view back, and the random-play
// harness over many seeded games with the invariants.
#include "table.h"

#include "kommegleich/game_info.h"
#include "kommegleich/kommegleich_game.h"
#include "kommegleich/refusals.h"
#include "kommegleich/view.h"

#include "core/harness.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QTest>

using namespace fc::kommegleich;
namespace json = boost::json;

namespace {

fc::Registry kommeRegistry() {
    fc::Registry registry;
    const fc::Status added = registry.add(gameInfo());
    if (!added)
        qFatal("cannot register kommegleich: %s", added.message().c_str());
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

void randomSteps(KommeGleichGame& game, std::uint64_t seed, int steps) {
    fc::Rng pick(seed);
    for (int i = 0; i < steps && !game.isOver(); ++i) {
        const fc::Seat seat = game.seatsToAct().front();
        const auto legal = game.legalActions(seat);
        if (!game.apply(seat, legal[pick.below(static_cast<std::uint32_t>(legal.size()))]))
            qFatal("a legal action was refused");
    }
}

} // namespace

class KommeGleichGameTest : public QObject {
    Q_OBJECT

  private slots:
    void registryEntry() {
        const fc::Registry registry = kommeRegistry();
        const fc::GameInfo* info = registry.find("kommegleich");
        QVERIFY(info);
        QCOMPARE(info->title, std::string("Komme gleich!"));
        QCOMPARE(info->minPlayers, 2);
        QCOMPARE(info->maxPlayers, 6);
        QVERIFY(info->hiddenHands);
        QCOMPARE(info->botStrengths, (std::vector<std::string>{"random", "medium", "hard"}));
        for (int players : {1, 7})
            QVERIFY(!registry.create("kommegleich", setupFor(players, 1)));
        QVERIFY(registry.create("kommegleich", setupFor(6, 1, 5)));
    }

    void notation_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        for (const char* text :
             {"draw", "insert 5", "cover 3 1", "move 4 0", "discard 5", "serve 1 3 2", "done"})
            QTest::newRow(text) << text << true;
        for (const char* text : {"", "draw 2", "insert", "cover 3", "serve 1 3", "move 10 0",
                                 "move -1 0", "done ", " done", "serve  1 3 2", "Draw"})
            QTest::newRow(qPrintable(QString("bad: '%1'").arg(text))) << text << false;
    }
    void notation() {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const std::optional<Move> move = parseMove(text.toStdString());
        QCOMPARE(move.has_value(), valid);
        if (valid)
            QCOMPARE(QString::fromStdString(moveToText(*move)), text);
    }

    void refusalsGiveReasons_data() {
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("code"); // empty: not a rule, the action was not understood
        const QString usage =
            "': use \"draw\", \"insert N\", \"cover H R\", \"move A B\", \"discard D\", "
            "\"serve A B R\" or \"done\"";
        QTest::newRow("out of turn") << 1 << "draw"
                                     << "Not your turn"
                                     << "not_your_turn";
        QTest::newRow("gibberish") << 0 << "dance"
                                   << "Unknown action 'dance" + usage << "";
        QTest::newRow("insert before drawing") << 0 << "insert 0"
                                               << "You have no drawn card to insert"
                                               << "no_drawn_card";
        QTest::newRow("serve before drawing") << 0 << "serve 0 2 0"
                                              << "You cannot serve now"
                                              << "cannot_serve";
        QTest::newRow("done before drawing") << 0 << "done"
                                             << "Finish this step first"
                                             << "finish_step";
    }
    void refusalsGiveReasons() {
        QFETCH(int, seat);
        QFETCH(QString, action);
        QFETCH(QString, reason);
        QFETCH(QString, code);
        KommeGleichGame game(setupFor(3, 11));
        const std::string before = json::serialize(game.snapshot());
        const fc::Status status = game.apply(seat, action.toStdString());
        QVERIFY(!status);
        QCOMPARE(QString::fromStdString(status.message()), reason);
        QCOMPARE(QString::fromStdString(status.refusal().code), code);
        QCOMPARE(json::serialize(game.snapshot()), before);
    }

    // The steps the table sends are built by the engine and read back as the same moves; a
    // slot out of range stays out of range (refused), never another slot.
    void builtActionsParseBack() {
        QVERIFY(parseMove(drawAction()) == Move::draw());
        QVERIFY(parseMove(doneAction()) == Move::done());
        for (int a = 0; a <= 9; ++a) {
            QVERIFY(parseMove(insertAction(a)) == Move::insert(a));
            QVERIFY(parseMove(discardAction(a)) == Move::discard(a));
            for (int b = 0; b <= 9; ++b) {
                QVERIFY(parseMove(coverAction(a, b)) == Move::cover(a, b));
                QVERIFY(parseMove(moveAction(a, b)) == Move::moveCard(a, b));
                QVERIFY(parseMove(serveAction(a, b, 9 - a)) == Move::serve(a, b, 9 - a));
            }
        }
        QCOMPARE(serveAction(1, 3, 0), std::string("serve 1 3 0"));
        QCOMPARE(serveAction(1, 3, 0), moveToText(Move::serve(1, 3, 0)));
        QVERIFY(!parseMove(insertAction(-1)));
        QVERIFY(!parseMove(insertAction(256))); // not "insert 0"
    }

    // What undo may take back, asked before the step: placing the drawn card, covering,
    // moving and discarding show nothing new and keep the turn; a draw shows a card, a serve
    // refills the hand, done ends the turn; another seat's step or a refused one never.
    void onlyStepsThatShowNothingCanBeTakenBack() {
        KommeGleichGame game(setupFor(3, 11)); // seat 0 starts: draw, insert, cover
        QVERIFY(!game.canTakeBack(0, drawAction()));
        QVERIFY(!game.canTakeBack(0, insertAction(0))); // refused: nothing drawn yet
        QVERIFY(game.apply(0, drawAction()));
        QVERIFY(game.canTakeBack(0, insertAction(2)));
        QVERIFY(!game.canTakeBack(1, insertAction(2))); // not seat 1's turn
        QVERIFY(!game.canTakeBack(0, insertAction(7))); // refused: beyond the hand
        QVERIFY(game.apply(0, insertAction(2)));
        QVERIFY(game.canTakeBack(0, coverAction(0, 3)));
        const std::string before = json::serialize(game.snapshot());
        QVERIFY(!game.canTakeBack(0, "cover"));
        QCOMPARE(json::serialize(game.snapshot()), before); // asking changes nothing
        QVERIFY(game.apply(0, coverAction(0, 3)));
        QVERIFY(!game.canTakeBack(0, doneAction()));

        // A serve refills the hand: never taken back, though the rules allow it now.
        State ready = test::arrangedTable(3, "CLTSO", {"CLTSO"});
        ready.turnInRound = 1;
        ready.startPlayer = 2;
        ready.phase = Phase::Serve;
        const KommeGleichGame serving(ready);
        QVERIFY(!ready.refusalOf(Move::serve(0, 2, 0)));
        QVERIFY(!serving.canTakeBack(0, serveAction(0, 2, 0)));
        QVERIFY(!serving.canTakeBack(0, doneAction()));

        // Seat 1 (not the start player): moving a card, or draw, place, discard.
        QVERIFY(game.apply(0, doneAction()));
        QVERIFY(game.canTakeBack(1, moveAction(0, 3)));
        QVERIFY(!game.canTakeBack(1, drawAction()));
        QVERIFY(game.apply(1, drawAction()));
        QVERIFY(game.canTakeBack(1, insertAction(5)));
        QVERIFY(game.apply(1, insertAction(5)));
        QVERIFY(game.canTakeBack(1, discardAction(1)));
    }

    // Every refusal code has its English message.
    void everyRefusalCodeHasAnEnglishMessage() {
        for (const char* code : fc::kommegleich::refusal::kCodes) {
            const std::string message =
                fc::kommegleich::refusal::englishMessage({code, {"1", "2"}});
            QVERIFY2(!message.empty() && message != code, code);
        }
    }

    // The drawn card is seen by its drawer only; the others see who holds one and the counts.
    void drawnCardStaysSecret() {
        KommeGleichGame game(fc::kommegleich::test::arrangedTable(3, "CLTSO", {"OTSOL"}, "B"));
        QVERIFY(game.apply(0, "draw"));
        const std::string drawn = cardToken(game.state().drawn);
        const json::object mine = game.view(0);
        QCOMPARE(mine.at("drawn").as_string(), drawn);
        QCOMPARE(mine.at("drawnBy").as_int64(), 0);
        QCOMPARE(mine.at("phase").as_string(), "insert");
        QCOMPARE(strings(mine.at("legal")).size(), std::size_t(6));
        for (fc::Seat other : {1, 2, fc::kNoSeat}) {
            const json::object view = game.view(other);
            QVERIFY(!view.contains("drawn"));
            QVERIFY(!view.contains("legal"));
            QCOMPARE(view.at("drawnBy").as_int64(), 0);
            QVERIFY(json::serialize(view).find("\"" + drawn + "\"") == std::string::npos);
            QCOMPARE(view.at("handCounts").as_array(), (json::array{5, 5, 5}));
        }
        QVERIFY(game.apply(0, "insert 2"));
        QVERIFY(json::serialize(game.view(1)).find("\"" + drawn + "\"") == std::string::npos);
        QCOMPARE(strings(game.view(0).at("hand"))[2], drawn);
    }

    // A serve is public: the served cards, face down, and the last serve for the table.
    void serveIsPublic() {
        State s = fc::kommegleich::test::arrangedTable(3, "CLTSO", {"OTSOT"}, "C");
        KommeGleichGame game(s);
        QVERIFY(game.apply(0, "draw"));
        QVERIFY(game.apply(0, "insert 0"));
        QVERIFY(game.apply(0, "cover 0 0")); // the drawn cheese onto the cheese
        QVERIFY(game.apply(0, "serve 1 3 2"));
        const json::object view = game.view(1);
        const json::object& last = view.at("lastServe").as_object();
        QCOMPARE(last.at("seat").as_int64(), 0);
        QCOMPARE(last.at("handSlot").as_int64(), 1);
        QCOMPARE(last.at("rowSlot").as_int64(), 2);
        QCOMPARE(last.at("scoring").as_string(), "none");
        QCOMPARE(strings(last.at("cards")), strings(view.at("faceDown").as_array()[0]));
        QCOMPARE(view.at("discardPile").as_array().size(), std::size_t(1));
        QCOMPARE(view.at("phase").as_string(), "rearrange");
        QCOMPARE(view.at("toMove").as_int64(), 1);
    }

    void overViewNamesTheEnd() {
        State s = fc::kommegleich::test::arrangedTable(2, "CLTSO", {"CLTSO"});
        s.supply = {0, 1, 0, 0};
        s.tips[1] = {0, 4, 3, 3};
        s.scorings[1] = 19;
        s.turnInRound = 1;
        s.phase = Phase::Serve;
        KommeGleichGame game(s);
        QVERIFY(game.apply(0, "serve 0 4 0"));
        QVERIFY(game.isOver());
        const json::object view = game.view(fc::kNoSeat);
        QCOMPARE(view.at("end").as_string(), "lastTip");
        QCOMPARE(view.at("winners").as_array(), (json::array{1}));
        QCOMPARE(view.at("scores").as_array(), (json::array{1, 19}));
        QCOMPARE(view.at("toMove").as_int64(), -1);
        QCOMPARE(game.scores(), (std::vector<int>{1, 19}));
        QCOMPARE(game.apply(0, "done").message(), std::string("The game is over"));
    }

    // What a view proves is read back exactly: the table and the hand; the rest is unseen.
    void knowledgeFromViewRoundTrip_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("steps");
        QTest::newRow("2 players, start") << 2 << 0;
        QTest::newRow("4 players, 37 steps") << 4 << 37;
        QTest::newRow("6 players, 301 steps") << 6 << 301;
    }
    void knowledgeFromViewRoundTrip() {
        QFETCH(int, players);
        QFETCH(int, steps);
        KommeGleichGame game(setupFor(players, 77, 1));
        randomSteps(game, 3, steps);
        QVERIFY(!game.isOver());
        const State& truth = game.state();
        const int seat = truth.toMove;
        const auto known = knowledgeFromView(game.view(seat));
        QVERIFY2(known, known.message().c_str());
        const State& k = known->state;
        QCOMPARE(known->seat, seat);
        QCOMPARE(k.hands[seat], truth.hands[seat]);
        QCOMPARE(k.drawn, truth.drawn);
        QCOMPARE(k.row, truth.row);
        QCOMPARE(k.phase, truth.phase);
        QCOMPARE(k.turn, truth.turn);
        QCOMPARE(k.round, truth.round);
        QCOMPARE(k.turnInRound, truth.turnInRound);
        QCOMPARE(k.startPlayer, truth.startPlayer);
        QCOMPARE(k.discardPile, truth.discardPile);
        QCOMPARE(k.faceDown, truth.faceDown);
        QCOMPARE(k.tips, truth.tips);
        QCOMPARE(k.supply, truth.supply);
        QCOMPARE(k.scorings, truth.scorings);
        QCOMPARE(known->drawPileCount, int(truth.drawPile.size));
        int hidden = truth.drawPile.size;
        for (int p = 0; p < players; ++p) {
            QCOMPARE(int(known->handCounts[p]), int(truth.hands[p].size));
            hidden += p == seat ? 0 : truth.hands[p].size;
        }
        QCOMPARE(int(known->unseen.size), hidden);
    }

    void badViewsAreRefused_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("replacement");
        QTest::addColumn<QString>("message");
        QTest::newRow("no players") << "players"
                                    << ""
                                    << "the view has no 'players'";
        QTest::newRow("bad phase") << "phase"
                                   << "\"nap\""
                                   << "bad phase in the view";
        QTest::newRow("bad hand card") << "hand"
                                       << "[\"B14\"]"
                                       << "bad card in hand of the view";
        QTest::newRow("row too short") << "row"
                                       << "[\"C1\"]"
                                       << "bad row in the view";
        QTest::newRow("counts disagree") << "handCounts"
                                         << "[4,5,5]"
                                         << "the view's hand and hand count disagree";
        QTest::newRow("draw pile miscounted") << "drawPile"
                                              << "3"
                                              << "the view's card counts do not add up";
        QTest::newRow("bad tip") << "supply"
                                 << "[4]"
                                 << "bad supply in the view";
    }
    void badViewsAreRefused() {
        QFETCH(QString, key);
        QFETCH(QString, replacement);
        QFETCH(QString, message);
        KommeGleichGame game(setupFor(3, 8));
        json::object view = game.view(0);
        if (replacement.isEmpty())
            view.erase(key.toStdString());
        else
            view[key.toStdString()] = json::parse(replacement.toStdString());
        const auto known = knowledgeFromView(view);
        QVERIFY(!known);
        QCOMPARE(QString::fromStdString(known.message()), message);
    }

    void aCardShownTwiceIsRefused() {
        KommeGleichGame game(setupFor(3, 8));
        json::object view = game.view(0);
        view["discardPile"] = json::array{view.at("row").as_array()[0]};
        QCOMPARE(knowledgeFromView(view).message(),
                 "the view shows " + std::string(view.at("row").as_array()[0].as_string()) +
                     " twice");
    }

    // The invariants catch broken states.
    void invariantsCatchBreakage_data() {
        QTest::addColumn<int>("breakage");
        QTest::addColumn<QString>("message");
        QTest::newRow("a card lost") << 0 << "menu card";
        QTest::newRow("a hand of four") << 1 << "holds 4 cards, not 5";
        QTest::newRow("tips worth more than scorings") << 2 << "has tips worth 1 after 0 scorings";
        QTest::newRow("ten face down") << 3 << "did not cash in 10 face-down cards";
    }
    void invariantsCatchBreakage() {
        QFETCH(int, breakage);
        QFETCH(QString, message);
        const fc::GameInfo info = gameInfo();
        State s = State::newGame(3, 0, 6);
        QVERIFY(info.invariants(KommeGleichGame(s)));
        switch (breakage) {
        case 0:
            s.drawPile.pop();
            break;
        case 1:
            s.discardPile.push(s.hands[1].pop());
            break;
        case 2:
            s.tips[2] = {0, 1, 0, 0};
            s.supply = {0, 4, 3, 3};
            break;
        default:
            for (int i = 0; i < 10; ++i)
                s.faceDown[1].push(s.drawPile.pop());
        }
        const fc::Status status = info.invariants(KommeGleichGame(s));
        QVERIFY(!status);
        QVERIFY2(QString::fromStdString(status.message()).contains(message),
                 status.message().c_str());
    }

    void randomPlayHarness_data() {
        QTest::addColumn<int>("games");
        QTest::addColumn<bool>("saveRoundTrip");
        QTest::newRow("30 games, views and refusals") << 30 << false;
        QTest::newRow("2 games, save/load at every step") << 2 << true;
    }
    void randomPlayHarness() {
        QFETCH(int, games);
        QFETCH(bool, saveRoundTrip);
        const fc::Registry registry = kommeRegistry();
        fc::HarnessOptions options;
        options.games = games;
        options.seed = 2026;
        options.checkSaveRoundTrip = saveRoundTrip;
        const fc::HarnessReport report = fc::runRandomPlay(registry, "kommegleich", options);
        QVERIFY2(report.failures == 0, report.firstFailure.c_str());
        QCOMPARE(report.gamesPlayed, games);
        QCOMPARE(report.gamesFinished, games);
    }
};

QTEST_APPLESS_MAIN(KommeGleichGameTest)
#include "tst_kommegleich_game.moc"
