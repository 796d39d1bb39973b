// InputQueue: human touches and the bots' due plans are released together in the order
// of their stamps: a touch stamped earlier than a bot's plan goes first even when it is
// delivered later, within the window; equal stamps go lower seat first, and one seat's
// keep their arrival order; a closed round refuses what waits and what comes. Stepped on a
// ManualClock, the bots through a BotScheduler with an inline worker.
#include "core/realtime/input_queue.h"

#include <QtTest/QTest>

#include <vector>

using namespace fc::realtime;

namespace {

struct Seen {
    fc::Seat seat;
    Ms stamp;
    Ms at; // the table's time when released (or refused)
    std::string action;
    bool bot;
    bool operator==(const Seen&) const = default;
};

StampedInput touch(fc::Seat seat, Ms stamp, std::string action) {
    return StampedInput{seat, stamp, std::move(action), false, 0, -1};
}

// A queue on a round started at 0, recording what it releases and what it refuses.
struct Table {
    ManualClock clock{7000};
    RoundTime round{&clock};
    std::vector<Seen> released;
    std::vector<Seen> refused;
    std::function<void()> afterRelease; // what applying an input does to the table
    InputQueue queue{&clock, &round,
                     [this](const StampedInput& in) {
                         released.push_back({in.seat, in.stamp, round.nowMs(), in.action, in.bot});
                         if (afterRelease)
                             afterRelease();
                     },
                     [this](const StampedInput& in) {
                         refused.push_back({in.seat, in.stamp, round.nowMs(), in.action, in.bot});
                     }};
    Table() { round.start(0); }
};

} // namespace

class TestInputQueue : public QObject {
    Q_OBJECT

  private slots:
    // The bot's plan comes due at 100 and waits out the window; the human's touch landed
    // at 95 but reaches the table at 110: it goes first.
    void anEarlierTouchDeliveredLateBeatsADueBotPlanWithinTheWindow() {
        Table t;
        t.queue.setWindowMs(30);
        BotScheduler bots(&t.clock, &t.round, nullptr,
                          [&](const BotPlan& plan) { t.queue.push(plan); });
        bots.ask(1, [] { return std::optional<BotPlan>(BotPlan{1, 100, "siap", 0}); });
        t.clock.advance(110);
        QCOMPARE(t.queue.waiting(), std::size_t{1}); // the bot's plan, due but held
        QVERIFY(t.released.empty());
        QVERIFY(t.queue.push(touch(0, 95, "place")));
        t.clock.advance(14);
        QVERIFY(t.released.empty());
        t.clock.advance(1); // 95 + 30
        QCOMPARE(t.released, (std::vector<Seen>{{0, 95, 125, "place", false}}));
        t.clock.advance(5); // 100 + 30
        QCOMPARE(t.released,
                 (std::vector<Seen>{{0, 95, 125, "place", false}, {1, 100, 130, "siap", true}}));
        QVERIFY(t.refused.empty());
    }

    // Past the window the bot's plan has gone in: a touch that comes after it is applied
    // after it, whatever its stamp (the engine then judges it by its stamp).
    void aTouchDeliveredAfterTheWindowComesAfter() {
        Table t;
        t.queue.setWindowMs(30);
        t.clock.advance(100);
        t.queue.push(StampedInput{1, 100, "siap", true, 0, -1});
        t.clock.advance(40);
        t.queue.push(touch(0, 95, "place"));
        t.clock.advance(0);
        QCOMPARE(t.released,
                 (std::vector<Seen>{{1, 100, 130, "siap", true}, {0, 95, 140, "place", false}}));
    }

    // With no window, what is delivered in one pass is released on the next, in stamp
    // order, never from inside push().
    void onePassIsReleasedInStampOrder() {
        Table t;
        t.clock.advance(105);
        t.queue.push(StampedInput{2, 105, "bot", true, 7, -1});
        t.queue.push(touch(0, 100, "human"));
        QVERIFY(t.released.empty());
        QCOMPARE(t.queue.waiting(), std::size_t{2});
        t.clock.advance(0);
        QCOMPARE(t.released,
                 (std::vector<Seen>{{0, 100, 105, "human", false}, {2, 105, 105, "bot", true}}));
    }

    // Equal stamps: the lower seat first, human or bot; one seat's in the order they came.
    void equalStampsGoLowerSeatFirstThenInArrivalOrder() {
        Table t;
        t.clock.advance(50);
        t.queue.push(touch(3, 40, "d"));
        t.queue.push(StampedInput{1, 40, "b", true, 0, -1});
        t.queue.push(touch(3, 40, "e"));
        t.queue.push(touch(0, 40, "a"));
        t.queue.push(touch(2, 39, "first"));
        t.queue.releaseDue();
        std::vector<std::string> order;
        for (const Seen& s : t.released)
            order.push_back(s.action);
        QCOMPARE(order, (std::vector<std::string>{"first", "a", "b", "d", "e"}));
    }

    // The round closes (here, as the first input is applied): what still waits is refused,
    // earliest first, and so is anything pushed until the next round opens.
    void aClosedRoundRefusesStaleInputs() {
        Table t;
        t.afterRelease = [&] { t.queue.close(); }; // the first claim ends the round
        t.clock.advance(20);
        t.queue.push(touch(1, 15, "late"));
        t.queue.push(touch(0, 10, "stop"));
        t.queue.push(StampedInput{2, 12, "bot", true, 0, -1});
        t.clock.advance(0);
        QCOMPARE(t.released, (std::vector<Seen>{{0, 10, 20, "stop", false}}));
        QCOMPARE(t.refused,
                 (std::vector<Seen>{{2, 12, 20, "bot", true}, {1, 15, 20, "late", false}}));
        QVERIFY(!t.queue.isOpen());
        QVERIFY(!t.queue.push(touch(0, 21, "after")));
        QCOMPARE(t.refused.size(), std::size_t{3});
        t.clock.advance(100);
        QCOMPARE(t.released.size(), std::size_t{1});
        QCOMPARE(t.queue.waiting(), std::size_t{0});
        t.queue.open();
        QVERIFY(t.queue.push(touch(0, 120, "next round")));
        t.clock.advance(0);
        QCOMPARE(t.released.size(), std::size_t{2});
    }

    // clear() (a new match) drops what waits without refusing it; releaseAll() lets
    // everything in at once, window or not, in stamp order.
    void clearDropsAndReleaseAllIgnoresTheWindow() {
        Table t;
        t.queue.setWindowMs(50);
        t.clock.advance(10);
        t.queue.push(touch(0, 10, "x"));
        t.queue.clear();
        t.clock.advance(100);
        QVERIFY(t.released.empty());
        QVERIFY(t.refused.empty());
        t.queue.push(touch(1, 110, "b"));
        t.queue.push(touch(0, 105, "a"));
        t.queue.releaseAll();
        QCOMPARE(t.released,
                 (std::vector<Seen>{{0, 105, 110, "a", false}, {1, 110, 110, "b", false}}));
    }

    // While the round's time is held nothing new comes due; it runs on from where it stood.
    void aHeldRoundHoldsTheWindow() {
        Table t;
        t.queue.setWindowMs(20);
        t.clock.advance(10);
        t.queue.push(touch(0, 10, "x"));
        t.round.stop();
        t.queue.reschedule();
        t.clock.advance(1000);
        QVERIFY(t.released.empty());
        t.round.start(t.round.nowMs());
        t.queue.reschedule();
        t.clock.advance(19);
        QVERIFY(t.released.empty());
        t.clock.advance(1);
        QCOMPARE(t.released, (std::vector<Seen>{{0, 10, 30, "x", false}}));
    }

    // Another finger of the same touch adds to the seat's waiting input; bots' are not
    // handed out.
    void waitingFromFindsTheSeatsLatestTouch() {
        Table t;
        t.clock.advance(5);
        t.queue.push(StampedInput{0, 5, "bot", true, 0, -1});
        QVERIFY(t.queue.waitingFrom(0) == nullptr);
        t.queue.push(StampedInput{0, 5, "claim 3", false, 0, 42.0});
        t.queue.push(StampedInput{1, 5, "claim 4", false, 0, 42.0});
        StampedInput* mine = t.queue.waitingFrom(0);
        QVERIFY(mine != nullptr);
        QCOMPARE(mine->eventMs, 42.0);
        mine->action += " 7";
        t.clock.advance(0);
        QCOMPARE(t.released.size(), std::size_t{3});
        QCOMPARE(t.released[1].action, std::string("claim 3 7"));
        QVERIFY(t.queue.waitingFrom(0) == nullptr);
    }
};

QTEST_APPLESS_MAIN(TestInputQueue)
#include "test_input_queue.moc"
