// AuditTime: the audit's one clock, moved only by the audit, so every run shows a view at
// the same moment however busy the machine is. Real-time tables made while it exists run
// on a ManualClock with bots that answer at once (MatchSession::setClockForNewSessions);
// Qt Quick's animations and QML Timers (a countdown's signal word, a notice that clears)
// run on an animation driver that moves with it. Without it the audit caught whatever
// moment the load allowed: another countdown number, the signal word or not, bots' moves.
#pragma once

#include "core/realtime/bot_worker.h"
#include "core/realtime/clock.h"

#include <functional>
#include <memory>

class AuditTime {
  public:
    AuditTime();
    ~AuditTime();
    AuditTime(const AuditTime&) = delete;
    AuditTime& operator=(const AuditTime&) = delete;

    // Moves both clocks on by `ms`, in small steps, so what a table's events start on
    // the QML side (the signal word's hold) runs alongside them as it would live.
    void step(fc::realtime::Ms ms);
    // Moves Qt's animation time alone by 1 ms: a 0 ms QML Timer started by the last frame
    // fires, as on a live app's next frame; the tables' clock, and so their moment, stays.
    void tickAnimations();
    // Steps until `reached()` holds, for at most `limitMs`; false if it never did.
    bool stepUntil(const std::function<bool()>& reached, fc::realtime::Ms limitMs);
    fc::realtime::Ms nowMs() const { return clock_.nowMs(); }
    // Gives Qt's animations back to Qt's own driver, while the event loop still runs (its
    // timers cannot start once the app is being taken down). The tables stay on the clock.
    void finish();

  private:
    class AnimationDriver;
    class Keepalive;
    fc::realtime::ManualClock clock_;
    fc::realtime::InlineBotWorker bots_;
    std::unique_ptr<AnimationDriver> animations_;
    std::unique_ptr<Keepalive> keepalive_;
};
