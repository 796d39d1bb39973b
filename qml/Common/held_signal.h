// HeldSignal: a real-time game's start word ("Cook!", "Wok!") shown for a moment once its
// countdown has run out, timed on the session's clock like the table's stages. SharedBeat
// shows the word while a table's `signalShown` (its signalHeld): a QML Timer runs on Qt's
// animation time, which neither a test's ManualClock nor the audit's clock moves.
#pragma once

#include "core/realtime/clock.h"

#include <functional>
#include <utility>

namespace fc {

class HeldSignal {
  public:
    // `changed` is called whenever shown() turns (the table emits its NOTIFY signal there).
    HeldSignal(realtime::Clock* clock, int holdMs, std::function<void()> changed)
        : timer_(clock, [this] { set(false); }), holdMs_(holdMs), changed_(std::move(changed)) {}

    bool shown() const { return shown_; }
    int holdMs() const { return holdMs_; }
    // False when nothing changed (a negative hold is refused).
    bool setHoldMs(int ms) {
        if (ms == holdMs_ || ms < 0)
            return false;
        holdMs_ = ms;
        return true;
    }
    // Shown from now for holdMs, or cleared (a pause, a new countdown, another match).
    void show() {
        timer_.start(holdMs_);
        set(true);
    }
    void clear() {
        timer_.stop();
        set(false);
    }
    void setClock(realtime::Clock* clock) { timer_.setClock(clock); }

  private:
    void set(bool shown) {
        if (shown == shown_)
            return;
        shown_ = shown;
        changed_();
    }

    realtime::Timer timer_;
    int holdMs_;
    bool shown_ = false;
    std::function<void()> changed_;
};

} // namespace fc
