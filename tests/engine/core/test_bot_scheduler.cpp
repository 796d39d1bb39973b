// BotScheduler: bots' plans come due on the table's clock at their stamps and never
// before, earliest first and the lower seat first on a tie; decisions run on the worker,
// one at a time per seat, and only the latest question waits; restart() drops plans and
// the answers still on their way; a held round holds the bots. Stepped on a ManualClock,
// with an inline worker or one that keeps its jobs until the test runs them.
#include "core/realtime/bot_scheduler.h"

#include <QtTest/QTest>

#include <deque>
#include <vector>

using namespace fc::realtime;

namespace {

// Keeps every job until the test says: the answers arrive when it chooses, as from a
// thread pool, but on the test's own thread.
class HeldWorker final : public BotWorker {
  public:
    void run(std::function<void()> job, std::function<void()> deliver) override {
        jobs_.push_back({std::move(job), std::move(deliver)});
    }
    std::size_t waiting() const { return jobs_.size(); }
    // Thinks and answers the oldest job.
    void answerNext() {
        auto [job, deliver] = std::move(jobs_.front());
        jobs_.pop_front();
        job();
        deliver();
    }

  private:
    std::deque<std::pair<std::function<void()>, std::function<void()>>> jobs_;
};

BotScheduler::Decide plan(fc::Seat seat, Ms stamp, std::string action, int* asked = nullptr) {
    return [=]() -> std::optional<BotPlan> {
        if (asked)
            ++*asked;
        return BotPlan{seat, stamp, action, 0};
    };
}

struct Seen {
    fc::Seat seat;
    Ms stamp;
    Ms at;
    std::string action;
    bool operator==(const Seen&) const = default;
};

} // namespace

class TestBotScheduler : public QObject {
    Q_OBJECT

  private slots:
    void plansComeDueAtTheirStampsEarliestFirst() {
        ManualClock clock(5000);
        RoundTime round(&clock);
        round.start(0);
        std::vector<Seen> seen;
        BotScheduler bots(&clock, &round, nullptr, [&](const BotPlan& p) {
            seen.push_back({p.seat, p.stamp, round.nowMs(), p.action});
        });
        bots.ask(2, plan(2, 300, "c"));
        bots.ask(0, plan(0, 300, "a"));
        bots.ask(1, plan(1, 100, "b"));
        QCOMPARE(bots.plans(), std::size_t{3});
        QCOMPARE(bots.nextStamp(), std::optional<Ms>(100));
        clock.advance(99);
        QVERIFY(seen.empty());
        clock.advance(1);
        QCOMPARE(seen, (std::vector<Seen>{{1, 100, 100, "b"}}));
        clock.advance(199);
        QCOMPARE(seen.size(), std::size_t{1});
        clock.advance(1); // a tie: the lower seat first
        QCOMPARE(seen,
                 (std::vector<Seen>{{1, 100, 100, "b"}, {0, 300, 300, "a"}, {2, 300, 300, "c"}}));
        QCOMPARE(clock.pending(), std::size_t{0});
    }

    void aNewAnswerReplacesTheSeatsPlan() {
        ManualClock clock;
        RoundTime round(&clock);
        round.start(0);
        std::vector<Seen> seen;
        BotScheduler bots(&clock, &round, nullptr, [&](const BotPlan& p) {
            seen.push_back({p.seat, p.stamp, round.nowMs(), p.action});
        });
        bots.ask(0, plan(0, 500, "later"));
        bots.ask(0, plan(0, 200, "sooner"));
        QCOMPARE(bots.plans(), std::size_t{1});
        bots.ask(1, plan(1, 100, "x"));
        bots.ask(1, [] { return std::optional<BotPlan>(); }); // nothing to do after all
        clock.advance(1000);
        QCOMPARE(seen, (std::vector<Seen>{{0, 200, 200, "sooner"}}));
    }

    void decisionsRunOnTheWorkerOneAtATimePerSeat() {
        ManualClock clock;
        RoundTime round(&clock);
        round.start(0);
        HeldWorker worker;
        std::vector<Seen> seen;
        BotScheduler bots(&clock, &round, &worker, [&](const BotPlan& p) {
            seen.push_back({p.seat, p.stamp, round.nowMs(), p.action});
        });
        int first = 0, second = 0, third = 0;
        bots.ask(0, plan(0, 100, "first", &first));
        QCOMPARE(first, 0); // not on the caller's thread
        QVERIFY(bots.thinking());
        bots.ask(0, plan(0, 150, "second", &second)); // waits for the first ...
        bots.ask(0, plan(0, 120, "third", &third));   // ... and only the latest is asked
        QCOMPARE(worker.waiting(), std::size_t{1});
        worker.answerNext();
        QCOMPARE(first, 1);
        QCOMPARE(bots.plans(), std::size_t{1});
        QCOMPARE(worker.waiting(), std::size_t{1}); // the third question, now asked
        worker.answerNext();
        QCOMPARE(second, 0);
        QCOMPARE(third, 1);
        QVERIFY(!bots.thinking());
        clock.advance(200);
        QCOMPARE(seen, (std::vector<Seen>{{0, 120, 120, "third"}}));
    }

    void aLateAnswerKeepsItsStampAndComesAtOnce() {
        ManualClock clock;
        RoundTime round(&clock);
        round.start(0);
        HeldWorker worker;
        std::vector<Seen> seen;
        BotScheduler bots(&clock, &round, &worker, [&](const BotPlan& p) {
            seen.push_back({p.seat, p.stamp, round.nowMs(), p.action});
        });
        bots.ask(3, plan(3, 100, "slow"));
        clock.advance(400); // the bot thought for a long time
        QVERIFY(seen.empty());
        worker.answerNext();
        QVERIFY(seen.empty()); // due, on the clock's next pass ...
        clock.advance(0);
        QCOMPARE(seen, (std::vector<Seen>{{3, 100, 400, "slow"}})); // ... with its own stamp
    }

    void restartDropsPlansAndAnswersOnTheirWay() {
        ManualClock clock;
        RoundTime round(&clock);
        round.start(0);
        HeldWorker worker;
        std::vector<Seen> seen;
        BotScheduler bots(&clock, &round, &worker, [&](const BotPlan& p) {
            seen.push_back({p.seat, p.stamp, round.nowMs(), p.action});
        });
        bots.ask(0, plan(0, 100, "answered"));
        worker.answerNext();
        bots.ask(1, plan(1, 100, "thinking"));
        bots.ask(1, plan(1, 100, "queued"));
        QCOMPARE(clock.pending(), std::size_t{1});
        bots.restart(); // the match moved on
        QCOMPARE(bots.plans(), std::size_t{0});
        QCOMPARE(clock.pending(), std::size_t{0});
        worker.answerNext(); // seat 1's old answer: dropped, and its queued question with it
        QCOMPARE(worker.waiting(), std::size_t{0});
        QVERIFY(!bots.thinking());
        bots.ask(1, plan(1, 150, "new"));
        worker.answerNext();
        clock.advance(1000);
        QCOMPARE(seen, (std::vector<Seen>{{1, 150, 150, "new"}}));
    }

    void aRestartFromAPlanDropsTheRestDueWithIt() {
        ManualClock clock;
        RoundTime round(&clock);
        round.start(0);
        std::vector<Seen> seen;
        BotScheduler* self = nullptr;
        BotScheduler bots(&clock, &round, nullptr, [&](const BotPlan& p) {
            seen.push_back({p.seat, p.stamp, round.nowMs(), p.action});
            self->restart(); // this action ended the round
        });
        self = &bots;
        bots.ask(0, plan(0, 100, "claims"));
        bots.ask(1, plan(1, 100, "too late"));
        clock.advance(100);
        QCOMPARE(seen, (std::vector<Seen>{{0, 100, 100, "claims"}}));
    }

    void aHeldRoundHoldsTheBots() {
        ManualClock clock;
        RoundTime round(&clock);
        round.start(0);
        std::vector<Seen> seen;
        BotScheduler bots(&clock, &round, nullptr, [&](const BotPlan& p) {
            seen.push_back({p.seat, p.stamp, round.nowMs(), p.action});
        });
        bots.ask(0, plan(0, 300, "a"));
        clock.advance(100);
        round.stop(); // the app went to the background
        bots.reschedule();
        QCOMPARE(clock.pending(), std::size_t{0});
        clock.advance(60'000);
        QVERIFY(seen.empty());
        round.start(round.nowMs());
        bots.reschedule();
        clock.advance(199);
        QVERIFY(seen.empty());
        clock.advance(1);
        QCOMPARE(seen, (std::vector<Seen>{{0, 300, 300, "a"}}));
    }

    void movesToAnotherClock() {
        ManualClock first, second(70'000);
        RoundTime round(&first);
        round.start(0);
        std::vector<Seen> seen;
        BotScheduler bots(&first, &round, nullptr, [&](const BotPlan& p) {
            seen.push_back({p.seat, p.stamp, round.nowMs(), p.action});
        });
        bots.ask(0, plan(0, 300, "a"));
        first.advance(100);
        round.setClock(&second);
        bots.setClock(&second);
        QCOMPARE(first.pending(), std::size_t{0});
        second.advance(199);
        QVERIFY(seen.empty());
        second.advance(1);
        QCOMPARE(seen, (std::vector<Seen>{{0, 300, 300, "a"}}));
    }
};

QTEST_APPLESS_MAIN(TestBotScheduler)
#include "test_bot_scheduler.moc"
