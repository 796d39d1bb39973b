// RoundClock: the clock of a real-time round, in milliseconds from the round's start,
// read off the table's fc::realtime::Clock (real time in the app, a ManualClock in tests),
// and the translation of input-event timestamps onto it. Input events carry times on the
// platform's own input clock, whose origin is unknown; the offset to the table's clock is
// learnt from the events themselves (an event cannot be delivered before it happened, so
// the smallest "now minus timestamp" seen is the best estimate). Generic: any real-time
// game (Kandar Klash!, Wok Up) can use it.
#pragma once

#include "realtime_clock.h"

#include <QtGlobal>
#include <optional>

namespace fc::realtime {

class RoundClock {
  public:
    // `clock` must outlive the round clock.
    explicit RoundClock(const Clock* clock);

    // Reads on from another clock, from the reading it has now (the input calibration
    // starts again).
    void setClock(const Clock* clock);
    // The round's clock reads `fromMs` now and runs on.
    void start(int fromMs);
    // Holds the clock at its current reading (start(nowMs()) runs it on from there).
    void stop();
    bool running() const { return running_; }
    int nowMs() const;
    // The round time of an input event with the platform timestamp `eventMs`, never
    // later than now and never before the clock started. eventMs <= 0 (no timestamp):
    // now.
    int stampOf(qint64 eventMs);
    // Milliseconds from now until the round clock reads `stampMs` (0 when it has).
    int msUntil(int stampMs) const;

  private:
    const Clock* clock_;
    Ms startedAt_ = 0; // clock_'s reading when the round clock read fromMs_
    int fromMs_ = 0;
    bool running_ = false;
    std::optional<Ms> inputOffset_; // clock_ minus input clock
};

} // namespace fc::realtime
