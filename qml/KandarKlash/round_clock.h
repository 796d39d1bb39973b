// RoundClock: the clock of a real-time round, in milliseconds from the round's start,
// and the translation of input-event timestamps onto it. Input events carry times on the
// platform's own input clock, whose origin is unknown; the offset to our monotonic clock
// is learnt from the events themselves (an event cannot be delivered before it happened,
// so the smallest "now minus timestamp" seen is the best estimate). Generic: any
// real-time game (Kandar Klash!, Wok Up) can use it.
#pragma once

#include <QElapsedTimer>
#include <QtGlobal>
#include <optional>

namespace fc::realtime {

class RoundClock {
  public:
    RoundClock();

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
    QElapsedTimer monotonic_;
    qint64 startedAt_ = 0; // monotonic ms at which the round clock read fromMs_
    int fromMs_ = 0;
    bool running_ = false;
    std::optional<qint64> inputOffset_; // monotonic minus input clock
};

} // namespace fc::realtime
