// Kandar Klash! behind the shared Game interface: the registry entry, the action notation
// and its refusals, open views that never name an undrawn customer, the random-play
// harness, and bots racing on the round clock.
#include "kandarklash/action.h"
#include "kandarklash/bots.h"
#include "kandarklash/game_info.h"
#include "kandarklash/kandarklash_game.h"
#include "kandarklash/refusals.h"
#include "kandarklash/solver.h"

#include "core/autoplay.h"
#include "core/harness.h"
#include "core/match.h"

#include <boost/json/serialize.hpp>

#include <QTest>

#include <map>

using namespace fc::kandarklash;
namespace json = boost::json;

namespace {

fc::Registry kandarRegistry() {
    fc::Registry registry;
    const fc::Status added = registry.add(gameInfo());
    if (!added)
        qFatal("cannot register kandarklash: %s", added.message().c_str());
    return registry;
}

fc::Setup setupFor(int players, std::uint64_t seed,
                   const std::vector<std::string>& strengths = {}) {
    fc::Setup setup;
    setup.players = players;
    setup.seed = seed;
    for (const std::string& strength : strengths)
        setup.seats.push_back({"Bot", true, strength});
    return setup;
}

// One action of a bot race, as applied.
struct Move {
    fc::Seat seat;
    int round;
    Action action;
};

// Every seat a bot; at each step every acting bot names its next action and the one
// stamped earliest goes first (ties to the lower seat), as a real-time driver would.
std::vector<Move> race(const fc::Registry& registry, const fc::Setup& setup, fc::Match& match) {
    std::vector<std::unique_ptr<fc::Bot>> bots;
    for (fc::Seat seat = 0; seat < setup.players; ++seat) {
        auto bot =
            registry.find("kandarklash")->makeBot(setup.seats[seat].strength, setup.seed + seat);
        if (!bot)
            qFatal("no bot: %s", bot.message().c_str());
        bots.push_back(std::move(bot).value());
    }
    std::vector<Move> moves;
    while (!match.game().isOver() && moves.size() < 2000) {
        const int round = dynamic_cast<const KandarKlashGame&>(match.game()).state().round;
        std::optional<Move> first;
        std::string firstText;
        for (fc::Seat seat : match.game().seatsToAct()) {
            const auto choice = bots[seat]->choose(match.game().view(seat), seat);
            if (!choice)
                qFatal("bot %d failed: %s", seat, choice.message().c_str());
            const auto action = parseAction(choice.value());
            if (!action)
                qFatal("bot %d said nonsense: %s", seat, choice.value().c_str());
            if (!first || action->stamp < first->action.stamp) {
                first = Move{seat, round, action.value()};
                firstText = choice.value();
            }
        }
        const fc::Status applied = match.apply(first->seat, firstText);
        if (!applied)
            qFatal("\"%s\" of seat %d refused: %s", firstText.c_str(), first->seat,
                   applied.message().c_str());
        moves.push_back(*first);
    }
    return moves;
}

} // namespace

class KandarKlashGameTest : public QObject {
    Q_OBJECT

  private slots:
    void registryEntry() {
        const fc::Registry registry = kandarRegistry();
        const fc::GameInfo* info = registry.find("kandarklash");
        QVERIFY(info);
        QCOMPARE(info->title, std::string("Kandar Klash!"));
        QCOMPARE(info->minPlayers, 2);
        QCOMPARE(info->maxPlayers, 4);
        QVERIFY(info->timing == fc::Timing::RealTime);
        QCOMPARE(info->botStrengths, (std::vector<std::string>{"easy", "medium", "hard"}));
        QVERIFY(!registry.create("kandarklash", setupFor(1, 1)));
        QVERIFY(!registry.create("kandarklash", setupFor(5, 1)));
        QVERIFY(!info->makeBot("random", 1));
    }

    void notationRoundTrips_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("place") << "@1520 place 3 r1 back at 4,2 over";
        QTest::newRow("place under") << "@0 place 6 r3 front at 13,0 under";
        QTest::newRow("take") << "@1800 take 3";
        QTest::newRow("siap") << "@2210 siap";
        QTest::newRow("ketchup") << "@2600 ketchup at 7,8";
        QTest::newRow("done") << "@2600 done";
    }

    void notationRoundTrips() {
        QFETCH(QString, text);
        const auto action = parseAction(text.toStdString());
        QVERIFY2(action, action.message().c_str());
        QCOMPARE(QString::fromStdString(formatAction(action.value())), text);
    }

    void badActionsAreRefusedWithoutChange_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code"); // empty: not a rule, the action was not understood
        QTest::newRow("no time") << "siap"
                                 << "";
        QTest::newRow("negative time") << "@-5 siap"
                                       << "";
        QTest::newRow("past an hour") << "@3600001 siap"
                                      << "";
        QTest::newRow("unknown verb") << "@10 cook"
                                      << "";
        QTest::newRow("no side") << "@10 place 3 r1 at 4,2 over"
                                 << "";
        QTest::newRow("bad turn") << "@10 place 3 x1 back at 4,2 over"
                                  << "";
        QTest::newRow("bad cell") << "@10 place 3 r1 back at 4;2 over"
                                  << "";
        QTest::newRow("no layer") << "@10 place 3 r1 back at 4,2 sideways"
                                  << "";
        QTest::newRow("take a card not down") << "@10 take 3"
                                              << "not_on_table";
        QTest::newRow("ketchup now") << "@10 ketchup at 7,7"
                                     << "ketchup_after_stop";
        QTest::newRow("off the table") << "@10 place 3 r0 front at 15,15 over"
                                       << "off_table";
        QTest::newRow("card 0") << "@10 place 0 r0 front at 5,5 over"
                                << "no_such_card";
    }

    void badActionsAreRefusedWithoutChange() {
        QFETCH(QString, text);
        QFETCH(QString, code);
        const fc::Registry registry = kandarRegistry();
        auto game = registry.create("kandarklash", setupFor(2, 3));
        QVERIFY(game);
        const std::string before = json::serialize(game.value()->snapshot());
        const fc::Status status = game.value()->apply(0, text.toStdString());
        QVERIFY(!status);
        QVERIFY(!status.message().empty());
        QCOMPARE(QString::fromStdString(status.refusal().code), code);
        QCOMPARE(json::serialize(game.value()->snapshot()), before);
    }

    // Every refusal code has its English message, and the message is what the engine says.
    void everyRefusalCodeHasAnEnglishMessage() {
        namespace code = fc::kandarklash::refusal;
        for (const char* each : code::kCodes) {
            const std::string message = code::englishMessage({each, {"6"}});
            QVERIFY2(!message.empty() && message != each, each);
        }
        const fc::Registry registry = kandarRegistry();
        auto game = registry.create("kandarklash", setupFor(3, 3)); // one claim goes on
        QVERIFY(game);
        QVERIFY(game.value()->apply(0, "@500 siap"));
        const fc::Status twice = game.value()->apply(0, "@600 siap");
        QCOMPARE(twice.refusal().code, std::string(code::kDishFinal));
        QCOMPARE(twice.message(), code::englishMessage(twice.refusal()));
        QCOMPARE(game.value()->apply(0, "@100 siap").refusal(),
                 (fc::Refusal{code::kBackInTime, {"500"}}));
    }

    void viewsAreOpenButHideTheDeck() {
        const fc::Registry registry = kandarRegistry();
        auto game = registry.create("kandarklash", setupFor(3, 11));
        QVERIFY(game);
        QVERIFY(game.value()->apply(1, "@700 place 2 r1 back at 6,6 over"));
        const json::object view = game.value()->view(0);
        const json::array& tables = view.at("tables").as_array();
        QCOMPARE(tables.size(), std::size_t(3));
        QCOMPARE(tables[1].at("stack").as_array().size(),
                 std::size_t(1)); // another cook's table is open
        QCOMPARE(view.at("clock").as_int64(), 700);
        QCOMPARE(view.at("dish").as_array().size(), std::size_t(9));
        const std::string text = json::serialize(view);
        const auto& s = dynamic_cast<const KandarKlashGame&>(*game.value()).state();
        QVERIFY(text.find(customerToken(s.customer)) != std::string::npos);
        for (const auto* pile : {&s.deck, &s.boxed})
            for (int c : *pile)
                QVERIFY(text.find("\"" + customerToken(c) + "\"") == std::string::npos);
    }

    void legalActionsAreAccepted() {
        const fc::Registry registry = kandarRegistry();
        auto game = registry.create("kandarklash", setupFor(2, 4));
        QVERIFY(game);
        const std::vector<std::string> legal = game.value()->legalActions(0);
        QVERIFY(legal.size() > 40); // every card, turn and side at the centre, and the claim
        for (const std::string& action : legal) {
            auto trial = game.value()->clone();
            QVERIFY2(trial->apply(0, action), action.c_str());
        }
    }

    void randomPlayHarness() {
        const fc::Registry registry = kandarRegistry();
        fc::HarnessOptions options;
        options.games = 24;
        options.seed = 2026;
        options.checkSaveRoundTrip = false;
        const fc::HarnessReport report = fc::runRandomPlay(registry, "kandarklash", options);
        QVERIFY2(report.failures == 0, report.firstFailure.c_str());
        QCOMPARE(report.gamesFinished, options.games);
    }

    void randomPlaySurvivesSaves() {
        const fc::Registry registry = kandarRegistry();
        fc::HarnessOptions options;
        options.games = 3;
        options.seed = 77;
        const fc::HarnessReport report = fc::runRandomPlay(registry, "kandarklash", options);
        QVERIFY2(report.failures == 0, report.firstFailure.c_str());
        QCOMPARE(report.gamesFinished, options.games);
    }

    void botsAnswerTheSameTwice() {
        const fc::Registry registry = kandarRegistry();
        auto game = registry.create("kandarklash", setupFor(2, 9));
        QVERIFY(game);
        auto bot = makeBot("medium", 42);
        QVERIFY(bot);
        const auto first = bot.value()->choose(game.value()->view(1), 1);
        const auto second = bot.value()->choose(game.value()->view(1), 1);
        QVERIFY(first);
        QCOMPARE(first.value(), second.value());
    }

    void botsRaceToTheEnd_data() {
        QTest::addColumn<QStringList>("strengths");
        QTest::newRow("2: easy, hard") << QStringList{"easy", "hard"};
        QTest::newRow("3: medium each") << QStringList{"medium", "medium", "medium"};
        QTest::newRow("4: mixed") << QStringList{"hard", "easy", "medium", "easy"};
    }

    void botsRaceToTheEnd() {
        QFETCH(QStringList, strengths);
        std::vector<std::string> names;
        for (const QString& s : strengths)
            names.push_back(s.toStdString());
        const fc::Registry registry = kandarRegistry();
        const fc::Setup setup = setupFor(static_cast<int>(names.size()), 31, names);
        auto match = fc::Match::start(registry, "kandarklash", setup);
        QVERIFY(match);
        race(registry, setup, match.value());
        QVERIFY(match->game().isOver());
        QVERIFY(!match->game().winners().empty());
    }

    // Hard cooks lay the fewest cards, never wrong, and never faster than their style's
    // reaction and handling times; easy cooks are slower.
    void hardBotsAreQuickMinimalAndHuman() {
        const fc::Registry registry = kandarRegistry();
        const fc::Setup setup = setupFor(2, 8, {"hard", "easy"});
        auto match = fc::Match::start(registry, "kandarklash", setup);
        QVERIFY(match);
        const std::vector<Move> moves = race(registry, setup, match.value());
        std::map<std::pair<int, int>, std::vector<int>> placeTimes; // (round, seat) -> stamps
        std::map<std::pair<int, int>, int> claimTime;
        for (const Move& m : moves) {
            if (m.action.kind == ActionKind::Place)
                placeTimes[{m.round, m.seat}].push_back(m.action.stamp);
            if (m.action.kind == ActionKind::Siap)
                claimTime[{m.round, m.seat}] = m.action.stamp;
        }
        const auto hard = styleFor("hard");
        QVERIFY(hard);
        int hardClaims = 0, hardTotal = 0, easyClaims = 0, easyTotal = 0;
        for (const auto& [key, stamps] : placeTimes) {
            if (key.second != 0)
                continue;
            QVERIFY(stamps.front() >= hard->reactionMs[0]);
            for (std::size_t i = 1; i < stamps.size(); ++i)
                QVERIFY(stamps[i] - stamps[i - 1] >= hard->perCardMs[0]);
        }
        for (const auto& [key, stamp] : claimTime) {
            (key.second == 0 ? hardTotal : easyTotal) += stamp;
            ++(key.second == 0 ? hardClaims : easyClaims);
        }
        QVERIFY(hardClaims > 0);
        QVERIFY(easyClaims == 0 || easyTotal / easyClaims > hardTotal / hardClaims);
        QVERIFY(match->game().scores()[0] > match->game().scores()[1]);
    }

    // Easy and medium cooks are paced for a family: whatever the dish, their "siap" never
    // comes before their style's earliest time (easy: 45 s, slower than a first-timer).
    void easyAndMediumBotsLeaveNewcomersTime_data() {
        QTest::addColumn<QString>("strength");
        QTest::addColumn<int>("earliestMs");
        QTest::newRow("easy") << "easy" << 45000;
        QTest::newRow("medium") << "medium" << 18000;
    }
    void easyAndMediumBotsLeaveNewcomersTime() {
        QFETCH(QString, strength);
        QFETCH(int, earliestMs);
        const std::string name = strength.toStdString();
        const auto style = styleFor(name);
        QVERIFY(style);
        QCOMPARE(style->earliestSiapMs[0], earliestMs);
        const fc::Registry registry = kandarRegistry();
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto match = fc::Match::start(registry, "kandarklash", setupFor(2, seed, {name, name}));
            QVERIFY(match);
            auto bot = makeBot(name, seed);
            QVERIFY(bot);
            // Seat 0 cooks alone until its first "siap" (a spare card or an early, wrong
            // claim included: the pace is the same).
            for (int step = 0;; ++step) {
                QVERIFY2(step < 20, "the bot never says siap");
                const auto choice = bot.value()->choose(match->game().view(0), 0);
                QVERIFY(choice);
                const Action action = parseAction(choice.value()).value();
                if (action.kind == ActionKind::Siap) {
                    QVERIFY2(action.stamp >= earliestMs, choice.value().c_str());
                    break;
                }
                QVERIFY(match.value().apply(0, choice.value()));
            }
        }
    }

    // A driver that delivers a bot's claim after another claim stamped later: the bot,
    // now the last cook, still claims with its own (earlier) time and wins the round.
    void botDeliveredLateStillClaimsInTime() {
        const fc::Registry registry = kandarRegistry();
        auto match = fc::Match::start(registry, "kandarklash", setupFor(2, 5, {"hard", "hard"}));
        QVERIFY(match);
        auto bot = makeBot("hard", 5);
        QVERIFY(bot);
        std::string claim;
        for (int step = 0; step < 10; ++step) {
            const auto choice = bot.value()->choose(match->game().view(0), 0);
            QVERIFY(choice);
            if (parseAction(choice.value())->kind == ActionKind::Siap) {
                claim = choice.value();
                break;
            }
            QVERIFY(match.value().apply(0, choice.value()));
        }
        const int botStamp = parseAction(claim)->stamp;
        QVERIFY(match.value().apply(1, "@" + std::to_string(botStamp + 400) + " siap"));
        const auto late = bot.value()->choose(match->game().view(0), 0);
        QVERIFY(late);
        QCOMPARE(late.value(), claim);
        QVERIFY(match.value().apply(0, late.value()));
        const auto& state = dynamic_cast<const KandarKlashGame&>(match->game()).state();
        QCOMPARE(state.lastCook, 1);
        QVERIFY(match.value().apply(1, "@" + std::to_string(botStamp + 900) + " ketchup at 7,7"));
        QVERIFY(state.favours[0] > 1);
        QCOMPARE(state.favours[1], 0);
    }

    void coreAutoplayFinishes() {
        const fc::Registry registry = kandarRegistry();
        const auto played =
            fc::autoplay(registry, "kandarklash", setupFor(3, 12, {"easy", "medium", "hard"}));
        QVERIFY2(played, played.message().c_str());
        QVERIFY(played->game().isOver());
    }

    void hardBotUsesTheFewestCardsAndIsRight() {
        const fc::Registry registry = kandarRegistry();
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            fc::Setup setup = setupFor(3, seed, {"hard", "medium", "easy"});
            auto match = fc::Match::start(registry, "kandarklash", setup);
            QVERIFY(match);
            auto bot = makeBot("hard", seed);
            QVERIFY(bot);
            // Seat 0 alone builds; its claim must be right with the solver's card count.
            const auto& state = dynamic_cast<const KandarKlashGame&>(match->game()).state();
            const int cards = solveDish(customerPattern(state.customer)).cards;
            for (int step = 0; step < 10 && !state.hasClaimed(0); ++step) {
                const auto choice = bot.value()->choose(match->game().view(0), 0);
                QVERIFY(choice);
                QVERIFY(match.value().apply(0, choice.value()));
            }
            QVERIFY(state.hasClaimed(0));
            QVERIFY(state.claims.front().correct);
            QCOMPARE(kCardCount - state.claims.front().unusedCards, cards);
        }
    }
};

QTEST_GUILESS_MAIN(KandarKlashGameTest)
#include "tst_kandarklash_game.moc"
