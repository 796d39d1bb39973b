// SteadyClock: the app's real-time clock (fc::realtime::Clock, core/realtime/clock.h) on Qt's
// monotonic clock and event loop. Timeouts wait in one queue behind one precise QTimer
// armed for the earliest; each firing runs one callback, so every timeout runs in its own
// pass of the event loop as it would on a QTimer of its own.
#pragma once

#include "core/realtime/clock.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <climits>

namespace fc::realtime {

class SteadyClock final : public Clock {
  public:
    SteadyClock() {
        elapsed_.start();
        timer_.setSingleShot(true);
        timer_.setTimerType(Qt::PreciseTimer); // never early
        QObject::connect(&timer_, &QTimer::timeout, [this] { fireNext(); });
    }
    SteadyClock(const SteadyClock&) = delete;
    SteadyClock& operator=(const SteadyClock&) = delete;

    Ms nowMs() const override { return elapsed_.elapsed(); }
    TimerId schedule(Ms delayMs, std::function<void()> fire) override {
        const TimerId id = queue_.add(nowMs() + std::max<Ms>(0, delayMs), std::move(fire));
        arm();
        return id;
    }
    void cancel(TimerId id) override {
        if (queue_.remove(id))
            arm();
    }

  private:
    void arm() {
        const std::optional<Ms> due = queue_.nextDue();
        if (!due) {
            timer_.stop();
            return;
        }
        timer_.start(static_cast<int>(std::clamp<Ms>(*due - nowMs(), 0, INT_MAX)));
    }
    void fireNext() {
        // The callback may schedule and cancel (re-arming the timer); the clock's owner
        // must not delete the clock from inside it (as with a QTimer).
        if (const std::function<void()> fire = queue_.takeDue(nowMs()))
            fire();
        arm();
    }

    QElapsedTimer elapsed_;
    QTimer timer_;
    TimeoutQueue queue_;
};

} // namespace fc::realtime
