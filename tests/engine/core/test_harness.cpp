// The random-play harness: the test game passes it cleanly, and deliberately broken
// variants of it are caught, each with a report that names the fault, seed and step.
#include "core/harness.h"
#include "test_registry_support.h"

#include <boost/json/array.hpp>

#include <QtTest/QTest>

using namespace fc;
namespace json = boost::json;

namespace {

enum class Fault {
    ViewLeaksHands,        // every seat's view shows all hands
    PublicViewLeaksHands,  // only the spectator view does
    RefusalMutates,        // a refused action still changes the snapshot
    AcceptsNonsense,       // "nonsense" is accepted (as a no-op)
    RefusalWithoutReason,  // refusals carry an empty message
    SnapshotNotReplayable, // the snapshot holds something a replay cannot reproduce
    InvariantBroken,       // the game's own invariant fails once a trick is taken
    LegalActionRefused,    // legalActions offers an action that apply refuses
    NobodyActs,            // after two steps, no seat may act though the game goes on
};

// The test game with one fault injected.
class BrokenGame final : public Game {
  public:
    BrokenGame(std::unique_ptr<Game> inner, Fault fault, int instance)
        : inner_(std::move(inner)), fault_(fault), instance_(instance) {}

    const Game& inner() const { return *inner_; }

    std::string_view id() const override { return "broken"; }
    int playerCount() const override { return inner_->playerCount(); }
    std::vector<Seat> seatsToAct() const override {
        if (fault_ == Fault::NobodyActs && steps_ >= 2)
            return {};
        return inner_->seatsToAct();
    }
    std::vector<std::string> legalActions(Seat seat) const override {
        auto legal = inner_->legalActions(seat);
        if (fault_ == Fault::LegalActionRefused && !legal.empty())
            legal.push_back("play c0");
        return legal;
    }
    Status apply(Seat seat, std::string_view action) override {
        if (fault_ == Fault::AcceptsNonsense && action == "nonsense")
            return Status::ok();
        Status status = inner_->apply(seat, action);
        if (status) {
            ++steps_;
        } else {
            ++refusals_;
            if (fault_ == Fault::RefusalWithoutReason)
                return Status::fail("");
        }
        return status;
    }
    bool isOver() const override { return inner_->isOver(); }
    std::vector<int> scores() const override { return inner_->scores(); }
    std::vector<Seat> winners() const override { return inner_->winners(); }
    json::object view(Seat seat) const override {
        json::object v = inner_->view(seat);
        const bool leak = fault_ == Fault::ViewLeaksHands ||
                          (fault_ == Fault::PublicViewLeaksHands && seat == kNoSeat);
        if (leak)
            v["peek"] = inner_->snapshot().at("hands");
        return v;
    }
    json::object snapshot() const override {
        json::object s = inner_->snapshot();
        if (fault_ == Fault::RefusalMutates)
            s["refusals"] = refusals_;
        if (fault_ == Fault::SnapshotNotReplayable)
            s["instance"] = instance_;
        return s;
    }
    std::unique_ptr<Game> clone() const override {
        auto copy = std::make_unique<BrokenGame>(inner_->clone(), fault_, instance_);
        copy->steps_ = steps_;
        copy->refusals_ = refusals_;
        return copy;
    }

  private:
    std::unique_ptr<Game> inner_;
    Fault fault_;
    int instance_;
    int steps_ = 0;
    int refusals_ = 0;
};

// A registry with "broken": the test game's entry, its games wrapped with the fault.
Registry brokenRegistry(Fault fault) {
    const GameInfo original = testgame::gameInfo();
    GameInfo info = original;
    info.id = "broken";
    auto instances = std::make_shared<int>(0);
    info.create = [original, fault,
                   instances](const Setup& setup) -> Result<std::unique_ptr<Game>> {
        auto inner = original.create(setup);
        if (!inner)
            return inner.status();
        return std::unique_ptr<Game>(
            std::make_unique<BrokenGame>(std::move(inner).value(), fault, ++*instances));
    };
    const auto innerOf = [](const Game& game) -> const Game& {
        return static_cast<const BrokenGame&>(game).inner();
    };
    info.invariants = [original, fault, innerOf](const Game& game) {
        const auto scores = game.scores();
        if (fault == Fault::InvariantBroken &&
            std::any_of(scores.begin(), scores.end(), [](int s) { return s > 0; }))
            return Status::fail("nobody may score");
        return original.invariants(innerOf(game));
    };
    info.secretsHiddenFrom = [original, innerOf](const Game& game, Seat seat) {
        return original.secretsHiddenFrom(innerOf(game), seat);
    };
    Registry registry;
    if (Status s = registry.add(std::move(info)); !s)
        qFatal("%s", s.message().c_str());
    return registry;
}

} // namespace

class TestHarness : public QObject {
    Q_OBJECT

  private slots:
    void testgamePassesEveryCheck() {
        const Registry registry = testing::testgameRegistry();
        HarnessOptions options;
        options.games = 300;
        options.seed = 2026;
        const HarnessReport report = runRandomPlay(registry, "testgame", options);
        QVERIFY2(report.failures == 0, report.firstFailure.c_str());
        QCOMPARE(report.gamesPlayed, 300);
        QCOMPARE(report.gamesFinished, 300);
        // Player counts cycle 2, 3, 4; players hold 5, 4 and 3 cards.
        QCOMPARE(report.steps, 100LL * (2 * 5 + 3 * 4 + 4 * 3));
    }

    void fixedPlayerCountAndStepLimit() {
        const Registry registry = testing::testgameRegistry();
        HarnessOptions options;
        options.games = 10;
        options.players = 4;
        options.maxStepsPerGame = 5;
        const HarnessReport report = runRandomPlay(registry, "testgame", options);
        QVERIFY2(report.failures == 0, report.firstFailure.c_str());
        QCOMPARE(report.gamesFinished, 0);
        QCOMPARE(report.steps, 50LL);
    }

    void unknownGameIsAFailure() {
        const Registry registry = testing::testgameRegistry();
        const HarnessReport report = runRandomPlay(registry, "chess", HarnessOptions{});
        QCOMPARE(report.failures, 1);
        QVERIFY(report.firstFailure.find("unknown game 'chess'") != std::string::npos);
    }

    void brokenGamesAreCaught_data() {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QString>("expected");
        QTest::newRow("view leaks hands")
            << int(Fault::ViewLeaksHands) << "the view of seat 0 shows the secret";
        QTest::newRow("public view leaks")
            << int(Fault::PublicViewLeaksHands) << "the public view shows the secret";
        QTest::newRow("refusal mutates") << int(Fault::RefusalMutates) << "changed the game";
        QTest::newRow("accepts nonsense") << int(Fault::AcceptsNonsense) << "\"nonsense\" by seat";
        QTest::newRow("refusal without reason")
            << int(Fault::RefusalWithoutReason) << "refused without a reason";
        QTest::newRow("snapshot not replayable")
            << int(Fault::SnapshotNotReplayable) << "its own save does not load";
        QTest::newRow("invariant broken")
            << int(Fault::InvariantBroken) << "invariant broken: nobody may score";
        QTest::newRow("legal action refused")
            << int(Fault::LegalActionRefused) << "the legal action \"play c0\"";
        QTest::newRow("nobody acts") << int(Fault::NobodyActs) << "nobody may act";
    }
    void brokenGamesAreCaught() {
        QFETCH(int, fault);
        QFETCH(QString, expected);
        const Registry registry = brokenRegistry(static_cast<Fault>(fault));
        HarnessOptions options;
        options.games = 20;
        const HarnessReport report = runRandomPlay(registry, "broken", options);
        QVERIFY(report.failures > 0);
        const QString first = QString::fromStdString(report.firstFailure);
        QVERIFY2(first.contains(expected), qPrintable(first));
        QVERIFY2(first.contains("(seed ") && first.contains("after step"), qPrintable(first));
    }

    void checksCanBeSwitchedOff() {
        // The leak is invisible to a run without view checks: the switch really gates it.
        const Registry registry = brokenRegistry(Fault::ViewLeaksHands);
        HarnessOptions options;
        options.games = 20;
        options.checkViews = false;
        const HarnessReport report = runRandomPlay(registry, "broken", options);
        QVERIFY2(report.failures == 0, report.firstFailure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestHarness)
#include "test_harness.moc"
