// InputStamps and RoundTime: an input event's platform timestamp put on the table's clock
// (the offset learnt from the fastest delivery, never later than now, never before the
// round started, a jumped input clock learnt again), and a round's time held and run on
// over a ManualClock.
#include "core/realtime/round_time.h"

#include <QtTest/QTest>

#include <limits>

using namespace fc::realtime;

class TestInputStamps : public QObject {
    Q_OBJECT

  private slots:
    void learnsTheOffsetFromTheFastestDelivery() {
        InputStamps stamps;
        QCOMPARE(stamps.stamp(1000, 5000, 0), Ms{5000}); // first event: delivered at once
        QCOMPARE(stamps.stamp(1100, 5150, 0), Ms{5100}); // 50 ms late: stamped when it happened
        QCOMPARE(stamps.stamp(1200, 5180, 0), Ms{5180}); // faster than ever: the offset moves
        QCOMPARE(stamps.stamp(1300, 5290, 0), Ms{5280}); // 10 ms late on the new offset
    }

    void aJumpedInputClockIsLearntAgain() {
        InputStamps stamps;
        QCOMPARE(stamps.stamp(1000, 5000, 0), Ms{5000});
        QCOMPARE(stamps.stamp(2000, 7000, 0), Ms{6000});  // the longest delivery: still late
        QCOMPARE(stamps.stamp(100, 7100, 0), Ms{7100});   // the input clock went back: again
        QCOMPARE(stamps.stamp(150, 7160, 0), Ms{7150});   // 10 ms late
        QCOMPARE(stamps.stamp(90000, 7300, 0), Ms{7300}); // jumped on: faster than ever
    }

    void neverBeforeTheFloorNorLaterThanNow() {
        InputStamps stamps;
        QCOMPARE(stamps.stamp(1000, 5000, 0), Ms{5000});
        QCOMPARE(stamps.stamp(1300, 5900, 5800), Ms{5800}); // before the round: its start
        QCOMPARE(stamps.stamp(1300, 5900, 6000), Ms{5900}); // a floor past now: now
    }

    void noTimestampMeansNow() {
        InputStamps stamps;
        QCOMPARE(stamps.stamp(0, 700, 0), Ms{700});
        QCOMPARE(stamps.stamp(-1, 800, 0), Ms{800});
        QCOMPARE(stamps.stamp(std::numeric_limits<double>::quiet_NaN(), 900, 0), Ms{900});
        // None of them taught it an offset: the next real event is the first.
        QCOMPARE(stamps.stamp(50, 1000, 0), Ms{1000});
        QCOMPARE(stamps.stamp(60, 1030, 0), Ms{1010});
    }

    void resetForgetsTheOffset() {
        InputStamps stamps;
        QCOMPARE(stamps.stamp(1000, 5000, 0), Ms{5000});
        stamps.reset();
        QCOMPARE(stamps.stamp(1100, 5400, 0), Ms{5400}); // would be 5100 on the old offset
    }

    void roundTimeHoldsAndRunsOn() {
        ManualClock clock(10'000);
        RoundTime round(&clock);
        QVERIFY(!round.running());
        QCOMPARE(round.nowMs(), Ms{0});
        round.start(0);
        clock.advance(250);
        QCOMPARE(round.nowMs(), Ms{250});
        QCOMPARE(round.msUntil(400), Ms{150});
        QCOMPARE(round.msUntil(100), Ms{0});
        round.stop();
        clock.advance(5000); // held: the app in the background
        QCOMPARE(round.nowMs(), Ms{250});
        round.start(round.nowMs());
        clock.advance(50);
        QCOMPARE(round.nowMs(), Ms{300});
        round.start(7000); // a resumed round goes on from its latest time
        QCOMPARE(round.nowMs(), Ms{7000});
    }

    void roundTimeStampsInputOnItsOwnReading() {
        ManualClock clock(10'000);
        RoundTime round(&clock);
        QCOMPARE(round.stampOf(123), Ms{0}); // held: now
        round.start(2000);
        clock.advance(100);
        QCOMPARE(round.stampOf(500'000), Ms{2100}); // the first event: at once
        clock.advance(100);
        QCOMPARE(round.stampOf(500'060), Ms{2160});       // 40 ms late
        QCOMPARE(round.stampOf(500'000, 2180), Ms{2180}); // never before the floor
        // Held and run on: the offset stays learnt on the clock underneath, and an event
        // from before the restart is stamped at it.
        round.stop();
        clock.advance(1000);
        round.start(round.nowMs());
        QCOMPARE(round.stampOf(500'600), Ms{2200});
        clock.advance(30);
        QCOMPARE(round.stampOf(501'120), Ms{2220}); // 10 ms late
        QCOMPARE(round.stampOf(-1), Ms{2230});
    }

    void roundTimeMovesToAnotherClock() {
        ManualClock first(0);
        ManualClock second(0);
        RoundTime round(&first);
        round.start(0);
        first.advance(400);
        QCOMPARE(round.stampOf(1000), Ms{400}); // learns an offset on `first`
        round.setClock(&second);
        QCOMPARE(round.nowMs(), Ms{400}); // reads on from where it was
        second.advance(100);
        QCOMPARE(round.nowMs(), Ms{500});
        // Learnt again on `second`: delivered at once (on the old offset: 400).
        QCOMPARE(round.stampOf(200), Ms{500});
    }
};

QTEST_APPLESS_MAIN(TestInputStamps)
#include "test_input_stamps.moc"
