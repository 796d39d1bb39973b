// Kaki Lima behind the shared Game interface: the registry entry and setup options, text
// actions and refusals, what the view shows (never the draw pile's order), reading a view
// back, saves, and the random-play harness over many seeded games.
#include "kakilima_fixture.h"

#include "kakilima/game_info.h"
#include "kakilima/kakilima_game.h"
#include "kakilima/refusals.h"
#include "kakilima/view.h"

#include "core/harness.h"
#include "core/match.h"
#include "core/save.h"

#include <boost/json/serialize.hpp>

#include <QTest>

using namespace fc::kakilima;
using namespace fc::kakilima::test;
namespace json = boost::json;

namespace {

fc::Registry kakiLimaRegistry() {
    fc::Registry registry;
    const fc::Status added = registry.add(gameInfo());
    if (!added)
        qFatal("cannot register kakilima: %s", added.message().c_str());
    return registry;
}

fc::Setup solo(std::uint64_t seed, const char* walker = nullptr) {
    fc::Setup setup;
    setup.players = 1;
    setup.seed = seed;
    if (walker)
        setup.options["walker"] = walker;
    return setup;
}

} // namespace

class KakiLimaGameTest : public QObject {
    Q_OBJECT

  private slots:
    void registryEntry() {
        const fc::Registry registry = kakiLimaRegistry();
        const fc::GameInfo* info = registry.find("kakilima");
        QVERIFY(info);
        QCOMPARE(info->title, std::string("Kaki Lima: MCO Mode"));
        QCOMPARE(info->minPlayers, 1);
        QCOMPARE(info->maxPlayers, 1);
        QCOMPARE(info->timing, fc::Timing::Solo);
        QCOMPARE(info->botStrengths, (std::vector<std::string>{"random", "planner"}));
        const auto two = registry.create("kakilima", [] {
            auto s = solo(1);
            s.players = 2;
            return s;
        }());
        QVERIFY(!two);
        const auto badWalker = registry.create("kakilima", solo(1, "batman"));
        QCOMPARE(badWalker.message(), std::string("the walker option names no character (use an id "
                                                  "such as \"siti\", or \"random\")"));
        QVERIFY(!info->makeBot("hard", 1));
    }

    void walkerFromTheSetupOrTheFirstAction() {
        const fc::Registry registry = kakiLimaRegistry();
        auto named = registry.create("kakilima", solo(5, "siti"));
        QVERIFY(named);
        QCOMPARE(named.value()->view(0).at("walker").as_string(), "siti");
        QCOMPARE(named.value()->view(0).at("phase").as_string(), "start");

        auto chosen = registry.create("kakilima", solo(5));
        QVERIFY(chosen);
        fc::Game& game = *chosen.value();
        QCOMPARE(game.view(0).at("phase").as_string(), "walker");
        QCOMPARE(game.legalActions(0).size(), std::size_t{kCharacters + 1});
        QVERIFY(game.apply(0, "walker siti"));
        // The same deal either way.
        QCOMPARE(json::serialize(game.snapshot()), json::serialize(named.value()->snapshot()));
    }

    void refusalsGiveReasons_data() {
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("code"); // empty: not a rule, the action was not understood
        const QString usage =
            "': use \"walker siti\", \"start B2\" or \"walk 3x2 as 6 to C4 take siti\"";
        QTest::newRow("another seat") << 1 << "walker siti"
                                      << "Kaki Lima is played by seat 0 alone"
                                      << "not_your_turn";
        QTest::newRow("gibberish") << 0 << "fly to C3"
                                   << "Unknown action 'fly to C3" + usage << "";
        QTest::newRow("no such character") << 0 << "walker batman"
                                           << "Unknown action 'walker batman" + usage << "";
        QTest::newRow("walk before choosing") << 0 << "walk 1 to A1"
                                              << "Choose the walker first"
                                              << "choose_walker_first";
        QTest::newRow("start before choosing") << 0 << "start A1"
                                               << "Choose the walker first"
                                               << "choose_walker_first";
        QTest::newRow("no such card") << 0 << "walk 7 to A1"
                                      << "Unknown action 'walk 7 to A1" + usage << "";
        QTest::newRow("take twice") << 0 << "walk 1 to C3 take kiah+kiah"
                                    << "Unknown action 'walk 1 to C3 take kiah+kiah" + usage << "";
    }
    void refusalsGiveReasons() {
        QFETCH(int, seat);
        QFETCH(QString, action);
        QFETCH(QString, reason);
        QFETCH(QString, code);
        KakiLimaGame game(11, -1);
        const std::string before = json::serialize(game.snapshot());
        const fc::Status status = game.apply(seat, action.toStdString());
        QVERIFY(!status);
        QCOMPARE(QString::fromStdString(status.message()), reason);
        QCOMPARE(QString::fromStdString(status.refusal().code), code);
        QCOMPARE(json::serialize(game.snapshot()), before);
    }

    // Every refusal code has its English message, and the message is what the engine says.
    void everyRefusalCodeHasAnEnglishMessage() {
        for (const char* code : refusal::kCodes) {
            const std::string message = refusal::englishMessage({code, {"3x2", "B3", "C4"}});
            QVERIFY2(!message.empty() && message != code, code);
        }
        KakiLimaGame game(11, farid);
        const fc::Status status = game.apply(0, "start C3");
        QCOMPARE(status.refusal().code, std::string(refusal::kStartNextToHouse));
        QCOMPARE(status.refusal().args.at(0), std::string("Farid"));
        QCOMPARE(status.message(), refusal::englishMessage(status.refusal()));
    }

    // The walker the table names is built by the engine: a move that reads back the same,
    // and a name that is no one is a move the rules refuse.
    void walkerActionsParseBack() {
        for (int c = 0; c < kCharacters; ++c) {
            const Move move = walkerAction(kCharacterList[static_cast<std::size_t>(c)].id);
            QVERIFY(move == Move::walker(c));
            QCOMPARE(parseMove(moveToText(move)), std::optional<Move>(move));
        }
        QVERIFY(walkerAction("random") == Move::walker(kRandomWalker));
        QCOMPARE(parseMove("walker random"), std::optional<Move>(walkerAction("random")));
        const State fresh = State::newGame(3);
        QCOMPARE(fresh.refusalOf(walkerAction("batman")).code,
                 std::string(refusal::kNoSuchCharacter));
        QVERIFY(!fresh.refusalOf(walkerAction("siti")));
    }

    // What undo may take back, asked before the step: the start and the winning walk show
    // no new card; the walker choice draws the first hand and any other walk refills it.
    void onlyAStepThatShowsNoNewCardCanBeTakenBack() {
        KakiLimaGame game(5, -1);
        QVERIFY(!game.canTakeBack(0, "walker siti"));
        QVERIFY(!game.canTakeBack(0, "walker random"));
        QVERIFY(game.apply(0, "walker siti"));
        const std::string start = game.legalActions(0).front();
        QVERIFY(!game.canTakeBack(1, start)); // no such seat
        QVERIFY(!game.canTakeBack(0, "start"));
        QVERIFY(game.canTakeBack(0, start));
        const std::string before = json::serialize(game.snapshot());
        QVERIFY(game.canTakeBack(0, start));
        QCOMPARE(json::serialize(game.snapshot()), before); // asking plays nothing
        QVERIFY(game.apply(0, start));
        QVERIFY(!game.canTakeBack(0, game.legalActions(0).front())); // the refill draws

        State s = table({"1", "5", "5", "5", "5"}, "D2", 1);
        for (int c : {seng, raju, siti, meiling, hassan, rose})
            s.order[static_cast<std::size_t>(c)] = OrderPlace::Delivered;
        s.order[kiah] = OrderPlace::Carried;
        const KakiLimaGame lastWalk(s);
        QVERIFY(lastWalk.canTakeBack(0, moveToText(walk("1", "D1"))));  // wins, draws nothing
        QVERIFY(!lastWalk.canTakeBack(0, moveToText(walk("1", "D3")))); // refills the hand
        QVERIFY(!lastWalk.canTakeBack(0, moveToText(walk("5", "D1")))); // refused: no walk
        QCOMPARE(lastWalk.state().phase, Phase::Walk);                  // asking played nothing
    }

    void notationRoundTrips() {
        State s = table({"2s", "3x2", "2+2", "1c", "5"}, "B3");
        s.discard.push(card("4"));
        s.order[raju] = OrderPlace::Carried;
        MoveList moves;
        s.legalMoves(moves);
        QVERIFY(moves.size() > 20);
        for (const Move& m : moves) {
            const std::string text = moveToText(m);
            QCOMPARE(parseMove(text), std::optional<Move>(m));
            QVERIFY2(s.whyIllegal(m).empty(), text.c_str());
        }
        QCOMPARE(moveToText(walk("3x2", "C4", true, 0)), std::string("walk 3x2 as 6 to C4"));
        QCOMPARE(moveToText(walk("2s", "C3", false, bit(kiah), "5")),
                 std::string("walk 2s swap 5 to C3 take kiah"));
        QCOMPARE(moveToText(walk("1", "C3", false, bit(kiah) | bit(seng))),
                 std::string("walk 1 to C3 take kiah+seng"));
    }

    // The view shows the hand, the discard pile and the counts, never the draw order;
    // reading it back gives the same table with the draw pile's cards as unseen.
    void viewAndKnowledge() {
        KakiLimaGame game(21, 3);
        const std::vector<std::string> starts = game.legalActions(0);
        QVERIFY(game.apply(0, starts.front()));
        for (int i = 0; i < 3; ++i)
            QVERIFY(game.apply(0, game.legalActions(0).front()));
        const json::object view = game.view(0);
        QCOMPARE(view.at("hand").as_array().size(), std::size_t{kHandSize});
        QCOMPARE(view.at("discard").as_array().size(), std::size_t{3});
        QCOMPARE(view.at("drawCount").as_int64(), kDeckSize - kHandSize - 3);
        QVERIFY(!view.contains("drawPile"));
        QVERIFY(game.snapshot().contains("drawPile"));
        QVERIFY(!game.view(-1).contains("legal"));
        QCOMPARE(view.at("map").as_array().size(), std::size_t{kCells});

        const fc::Result<Knowledge> known = knowledgeFromView(view);
        QVERIFY2(known, known.message().c_str());
        State expected = game.state();
        expected.drawPile = Pile{};
        expected.rng = known->state.rng;
        expected.last = LastWalk{}; // the last walk is shown, not read back
        QCOMPARE(known->state, expected);
        std::vector<Card> unseen(known->unseen.cards.begin(),
                                 known->unseen.cards.begin() + known->unseen.count);
        std::vector<Card> pile(game.state().drawPile.cards.begin(),
                               game.state().drawPile.cards.begin() + game.state().drawPile.count);
        std::sort(unseen.begin(), unseen.end());
        std::sort(pile.begin(), pile.end());
        QCOMPARE(unseen, pile);
    }

    void badViewsAreRefused() {
        KakiLimaGame game(21, 3);
        json::object view = game.view(0);
        view["hand"] = json::array{"5", "5", "5", "5", "5", "5"};
        QVERIFY(!knowledgeFromView(view));
        view = game.view(0);
        view["drawCount"] = 3;
        QCOMPARE(knowledgeFromView(view).message(),
                 std::string("the view's card counts do not add up"));
        view = game.view(0);
        view.erase("characters");
        QCOMPARE(knowledgeFromView(view).message(), std::string("the view has no 'characters'"));
        view = game.view(0);
        view["game"] = "tindahan";
        QCOMPARE(knowledgeFromView(view).message(), std::string("not a Kaki Lima view"));
    }

    void saveAndLoad() {
        const fc::Registry registry = kakiLimaRegistry();
        fc::Result<fc::Match> match = fc::Match::start(registry, "kakilima", solo(8));
        QVERIFY(match);
        for (int i = 0; i < 6; ++i)
            QVERIFY(match->apply(0, match->game().legalActions(0).back()));
        const fc::Result<fc::Match> loaded = fc::loadMatch(registry, fc::saveMatch(match.value()));
        QVERIFY2(loaded, loaded.message().c_str());
        QCOMPARE(json::serialize(loaded->game().snapshot()),
                 json::serialize(match->game().snapshot()));
    }

    void randomPlayHarness() {
        const fc::Registry registry = kakiLimaRegistry();
        fc::HarnessOptions options;
        options.games = 40;
        options.seed = 3;
        const fc::HarnessReport report = fc::runRandomPlay(registry, "kakilima", options);
        QVERIFY2(report.failures == 0, report.firstFailure.c_str());
        QCOMPARE(report.gamesFinished, options.games);
    }
};

QTEST_APPLESS_MAIN(KakiLimaGameTest)
#include "tst_kakilima_game.moc"
