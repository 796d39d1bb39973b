// The clock a real-time table runs on: what time it is and "call me back in N ms", behind
// one small interface, so the app runs on real time (SteadyClock, qml/Common/steady_clock.h)
// and a test on a ManualClock that moves only when the test says so: advance(ms) fires
// every timeout that falls due, in order, synchronously. No test then has to catch a stage
// by polling the wall clock. The standard library only, so the engine's real-time pieces
// (round_time.h) sit on it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

namespace fc::realtime {

// Milliseconds. A clock's readings only mean something relative to each other.
using Ms = std::int64_t;

class Clock {
  public:
    using TimerId = std::uint64_t; // never 0

    virtual ~Clock() = default;

    // Monotonic milliseconds since an origin of the clock's choosing.
    virtual Ms nowMs() const = 0;
    // Calls `fire` once, `delayMs` (<= 0: 0) from now, unless cancelled first. A zero
    // delay never calls back from inside schedule(): on the event loop's next pass for a
    // SteadyClock, at the next advance() for a ManualClock.
    virtual TimerId schedule(Ms delayMs, std::function<void()> fire) = 0;
    // Forgets a timeout that has not fired (an unknown or fired id: nothing).
    virtual void cancel(TimerId id) = 0;
};

// The timeouts waiting on a clock; the earliest first, and of equal due times the one
// scheduled first. ManualClock and SteadyClock each keep theirs in one.
class TimeoutQueue {
  public:
    Clock::TimerId add(Ms due, std::function<void()> fire) {
        const Clock::TimerId id = nextId_++;
        entries_.push_back({due, id, std::move(fire)});
        return id;
    }
    bool remove(Clock::TimerId id) {
        const auto it = std::find_if(entries_.begin(), entries_.end(),
                                     [id](const Entry& e) { return e.id == id; });
        if (it == entries_.end())
            return false;
        entries_.erase(it);
        return true;
    }
    std::optional<Ms> nextDue() const {
        const auto it = earliest();
        return it == entries_.end() ? std::nullopt : std::optional<Ms>(it->due);
    }
    // Takes out the earliest timeout if it is due at `now` (its callback, to be called).
    std::function<void()> takeDue(Ms now) {
        const auto it = earliest();
        if (it == entries_.end() || it->due > now)
            return {};
        std::function<void()> fire = std::move(it->fire);
        entries_.erase(it);
        return fire;
    }
    std::size_t size() const { return entries_.size(); }

  private:
    struct Entry {
        Ms due = 0;
        Clock::TimerId id = 0;
        std::function<void()> fire;
    };
    std::vector<Entry>::const_iterator earliest() const {
        return std::min_element(entries_.begin(), entries_.end(),
                                [](const Entry& a, const Entry& b) {
                                    return a.due != b.due ? a.due < b.due : a.id < b.id;
                                });
    }
    std::vector<Entry>::iterator earliest() {
        const auto it = std::as_const(*this).earliest();
        return entries_.begin() + (it - entries_.cbegin());
    }

    std::vector<Entry> entries_; // a handful at most: a plain scan is fine
    Clock::TimerId nextId_ = 1;
};

// A clock that moves only when told. advance(ms) fires, one after the other and before it
// returns, every timeout that falls due by then, each with nowMs() reading its own due
// time, including those the callbacks schedule on the way; then it reads now + ms.
class ManualClock final : public Clock {
  public:
    explicit ManualClock(Ms startMs = 0) : now_(startMs) {}

    Ms nowMs() const override { return now_; }
    TimerId schedule(Ms delayMs, std::function<void()> fire) override {
        return queue_.add(now_ + std::max<Ms>(0, delayMs), std::move(fire));
    }
    void cancel(TimerId id) override { queue_.remove(id); }

    // advance(0) fires what is due now (zero delays) without moving time.
    void advance(Ms ms) {
        const Ms end = now_ + std::max<Ms>(0, ms);
        runUntil(end);
        now_ = end;
    }
    // Moves time to the next timeout and fires everything due then; false (and time
    // unmoved) when nothing waits.
    bool advanceToNext() {
        const std::optional<Ms> due = queue_.nextDue();
        if (!due)
            return false;
        advance(*due - now_);
        return true;
    }
    // Milliseconds until the next timeout is due (0: due now), nothing when none waits.
    std::optional<Ms> msToNext() const {
        const std::optional<Ms> due = queue_.nextDue();
        return due ? std::optional<Ms>(std::max<Ms>(0, *due - now_)) : std::nullopt;
    }
    std::size_t pending() const { return queue_.size(); }

  private:
    void runUntil(Ms end) {
        // A callback that keeps scheduling zero delays would never let time move on.
        constexpr int kMaxFiredAtOnce = 1'000'000;
        for (int fired = 0; const std::optional<Ms> due = queue_.nextDue();) {
            if (*due > end)
                return;
            if (++fired > kMaxFiredAtOnce)
                throw std::logic_error("ManualClock: timeouts keep rescheduling themselves");
            now_ = std::max(now_, *due);
            if (const std::function<void()> fire = queue_.takeDue(now_))
                fire();
        }
    }

    Ms now_;
    TimeoutQueue queue_;
};

// A one-shot timer on a Clock, used like a single-shot QTimer: start() (again) arms it,
// stop() disarms it, and the callback runs once when it fires. The clock must outlive it.
class Timer {
  public:
    Timer(Clock* clock, std::function<void()> onTimeout)
        : clock_(clock), onTimeout_(std::move(onTimeout)) {}
    ~Timer() { stop(); }
    Timer(const Timer&) = delete;
    Timer& operator=(const Timer&) = delete;

    // Fires once, `delayMs` from now (an armed timer is re-armed).
    void start(Ms delayMs) {
        stop();
        due_ = clock_->nowMs() + std::max<Ms>(0, delayMs);
        id_ = clock_->schedule(delayMs, [this] {
            id_ = 0;
            onTimeout_();
        });
    }
    // Fires once, `intervalMs` after the time it was last due (called from its callback:
    // a beat that does not drift by each firing's lateness, as a repeating QTimer's);
    // a beat already fallen behind goes on `intervalMs` from now.
    void startAfterDue(Ms intervalMs) {
        const Ms interval = std::max<Ms>(0, intervalMs);
        const Ms now = clock_->nowMs();
        start(due_ + interval >= now ? due_ + interval - now : interval);
    }
    void stop() {
        if (id_ != 0)
            clock_->cancel(std::exchange(id_, 0));
    }
    bool isActive() const { return id_ != 0; }
    // Puts the timer on another clock; an armed one keeps the time it had left.
    void setClock(Clock* clock) {
        if (clock == clock_)
            return;
        const bool armed = isActive();
        const Ms left = armed ? std::max<Ms>(0, due_ - clock_->nowMs()) : 0;
        stop();
        clock_ = clock;
        if (armed)
            start(left);
    }

  private:
    Clock* clock_;
    std::function<void()> onTimeout_;
    Clock::TimerId id_ = 0;
    Ms due_ = 0;
};

} // namespace fc::realtime
