// The real-time tables' clock (core/realtime/clock.h, steady_clock.h): a ManualClock fires
// every timeout that falls due, in order, each at its own reading, and nothing before it
// is due; a Timer re-arms, stops, keeps a steady beat and moves to another clock with the
// time it had left; SteadyClock fires in the same order on the event loop, never early,
// and a session goes back to it from a test's clock.
#include "core/realtime/clock.h"
#include "matchsession.h"
#include "steady_clock.h"

#include <QTest>

using fc::realtime::ManualClock;
using fc::realtime::Ms;
using fc::realtime::SteadyClock;
using fc::realtime::Timer;

class TestRealtimeClock : public QObject {
    Q_OBJECT

  private slots:
    void manualClockFiresWhatFallsDueInOrder() {
        ManualClock clock(1000);
        QList<std::pair<QString, Ms>> fired; // what, and the reading when it fired
        const auto note = [&](const QString& what) {
            return [&, what] { fired.append({what, clock.nowMs()}); };
        };
        clock.schedule(30, note("c"));
        clock.schedule(10, note("a"));
        clock.schedule(10, note("b")); // the same instant: in the order scheduled
        clock.schedule(0, note("now"));
        QVERIFY(fired.isEmpty()); // never from inside schedule()
        QCOMPARE(clock.pending(), std::size_t(4));
        QCOMPARE(clock.msToNext(), std::optional<Ms>(0));

        clock.advance(0);
        QCOMPARE(fired, (QList<std::pair<QString, Ms>>{{"now", 1000}}));
        clock.advance(9);
        QCOMPARE(fired.size(), 1); // a millisecond early: nothing
        QCOMPARE(clock.msToNext(), std::optional<Ms>(1));
        clock.advance(15);
        QCOMPARE(fired, (QList<std::pair<QString, Ms>>{{"now", 1000}, {"a", 1010}, {"b", 1010}}));
        QCOMPARE(clock.nowMs(), 1024);
        QCOMPARE(clock.msToNext(), std::optional<Ms>(6));
        QVERIFY(clock.advanceToNext());
        QCOMPARE(fired.last(), (std::pair<QString, Ms>{"c", 1030}));
        QCOMPARE(clock.nowMs(), 1030);
        QVERIFY(!clock.advanceToNext());
        QCOMPARE(clock.nowMs(), 1030);
        QCOMPARE(clock.msToNext(), std::nullopt);
    }

    void timeoutsScheduledOnTheWayFireWithinTheSpan() {
        ManualClock clock;
        QList<Ms> fired;
        std::function<void()> again = [&] {
            fired.append(clock.nowMs());
            clock.schedule(40, again); // a repeating beat
        };
        clock.schedule(40, again);
        clock.advance(130);
        QCOMPARE(fired, (QList<Ms>{40, 80, 120}));
        QCOMPARE(clock.nowMs(), 130);
        QCOMPARE(clock.msToNext(), std::optional<Ms>(30));
    }

    void cancelledTimeoutsNeverFire() {
        ManualClock clock;
        int fired = 0;
        const auto id = clock.schedule(10, [&] { ++fired; });
        clock.schedule(20, [&] { fired += 10; });
        clock.cancel(id);
        clock.cancel(id); // twice: nothing
        clock.cancel(987654);
        clock.advance(100);
        QCOMPARE(fired, 10);
        QCOMPARE(clock.pending(), std::size_t(0));
    }

    void timerRearmsStopsAndKeepsABeat() {
        ManualClock clock;
        QList<Ms> fired;
        Timer timer(&clock, [&] { fired.append(clock.nowMs()); });
        QVERIFY(!timer.isActive());
        timer.start(50);
        QVERIFY(timer.isActive());
        clock.advance(30);
        timer.start(50); // re-armed: due at 80, not 50
        QCOMPARE(clock.pending(), std::size_t(1));
        clock.advance(49);
        QVERIFY(fired.isEmpty());
        clock.advance(1);
        QCOMPARE(fired, QList<Ms>{80});
        QVERIFY(!timer.isActive());
        timer.start(10);
        timer.stop();
        clock.advance(100);
        QCOMPARE(fired, QList<Ms>{80});
        QCOMPARE(clock.pending(), std::size_t(0));

        // A beat from inside the callback: each one a whole interval after the last was
        // due, however late the callback runs on its clock.
        ManualClock beatClock;
        QList<Ms> beats;
        Timer* beatPtr = nullptr;
        Timer beat(&beatClock, [&] {
            beats.append(beatClock.nowMs());
            if (beats.size() < 3)
                beatPtr->startAfterDue(100);
        });
        beatPtr = &beat;
        beat.start(100);
        beatClock.advance(1000);
        QCOMPARE(beats, (QList<Ms>{100, 200, 300}));
    }

    void timerMovesToAnotherClockWithTheTimeItHadLeft() {
        ManualClock first(0);
        ManualClock second(5000);
        QList<Ms> fired;
        Timer timer(&first, [&] { fired.append(second.nowMs()); });
        timer.start(100);
        first.advance(60);
        timer.setClock(&second);
        QCOMPARE(first.pending(), std::size_t(0));
        first.advance(1000);
        QVERIFY(fired.isEmpty());
        second.advance(39);
        QVERIFY(fired.isEmpty());
        second.advance(1);
        QCOMPARE(fired, QList<Ms>{5040});
    }

    void timerStoppedOnDestruction() {
        ManualClock clock;
        int fired = 0;
        {
            Timer timer(&clock, [&] { ++fired; });
            timer.start(10);
        }
        QCOMPARE(clock.pending(), std::size_t(0));
        clock.advance(100);
        QCOMPARE(fired, 0);
    }

    void steadyClockFiresInOrderAndNeverEarly() {
        SteadyClock clock;
        const Ms start = clock.nowMs();
        QList<std::pair<int, Ms>> fired; // which, and how long after the start
        for (const int delay : {60, 20, 40, 0, 20})
            clock.schedule(delay, [&, delay] { fired.append({delay, clock.nowMs() - start}); });
        const auto cancelled = clock.schedule(30, [&] { fired.append({-1, 0}); });
        clock.cancel(cancelled);
        QVERIFY(fired.isEmpty()); // never from inside schedule()
        // All fire, however slow the machine: wait for that, then look at the order.
        QTRY_VERIFY_WITH_TIMEOUT(fired.size() == 5, 20000);
        QList<int> order;
        for (const auto& [delay, after] : fired) {
            order.append(delay);
            QVERIFY2(after >= delay,
                     qPrintable(
                         QStringLiteral("%1 ms timeout fired after %2 ms").arg(delay).arg(after)));
        }
        QCOMPARE(order, (QList<int>{0, 20, 20, 40, 60}));
    }

    void aSessionGoesBackToRealTime() {
        ManualClock manual;
        MatchSession session;
        fc::realtime::Clock* steady = &session.clock();
        session.setClock(&manual);
        QCOMPARE(&session.clock(), static_cast<fc::realtime::Clock*>(&manual));
        session.setClock(nullptr);
        QCOMPARE(&session.clock(), steady);
    }
};

QTEST_GUILESS_MAIN(TestRealtimeClock)
#include "tst_realtime_clock.moc"
