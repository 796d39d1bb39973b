// RoundTime: the time of a real-time round or match, in milliseconds, read off the table's
// Clock (real time in the app, a ManualClock in tests). It can be held (between rounds, or
// while the app is in the background) and run on from any reading, and it puts input-event
// timestamps on itself (InputStamps): the round or match clock of a real-time table.
#pragma once

#include "clock.h"
#include "input_stamps.h"

namespace fc::realtime {

class RoundTime {
  public:
    // `clock` must outlive the round time.
    explicit RoundTime(const Clock* clock) : clock_(clock) {}

    // Reads on from another clock, from the reading it has now (the input stamps learn
    // again).
    void setClock(const Clock* clock);
    // Reads `fromMs` now and runs on.
    void start(Ms fromMs);
    // Holds at the current reading (start(nowMs()) runs it on from there).
    void stop();
    bool running() const { return running_; }
    Ms nowMs() const;
    // The reading when an input event with the platform timestamp `eventMs` happened:
    // never later than now, never before the time last started from nor before `floorMs`.
    // eventMs <= 0 (no timestamp), or held: now.
    Ms stampOf(double eventMs, Ms floorMs = 0);
    // Milliseconds of the table's clock until this reads `stampMs` (0 when it has).
    Ms msUntil(Ms stampMs) const;

  private:
    const Clock* clock_;
    Ms startedAt_ = 0; // clock_'s reading when this read fromMs_
    Ms fromMs_ = 0;
    bool running_ = false;
    InputStamps stamps_; // on clock_'s readings, which never hold
};

} // namespace fc::realtime
