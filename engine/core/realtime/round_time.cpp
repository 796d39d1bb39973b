#include "round_time.h"

#include <algorithm>

namespace fc::realtime {

void RoundTime::setClock(const Clock* clock) {
    const bool wasRunning = running_;
    stop();
    clock_ = clock;
    stamps_.reset();
    if (wasRunning)
        start(fromMs_);
}

void RoundTime::start(Ms fromMs) {
    startedAt_ = clock_->nowMs();
    fromMs_ = fromMs;
    running_ = true;
}

void RoundTime::stop() {
    fromMs_ = nowMs();
    running_ = false;
}

Ms RoundTime::nowMs() const {
    return running_ ? fromMs_ + (clock_->nowMs() - startedAt_) : fromMs_;
}

Ms RoundTime::stampOf(double eventMs, Ms floorMs) {
    const Ms now = nowMs();
    if (!running_)
        return now;
    // The offset is learnt on the clock's readings: they run on while this one is held.
    const Ms stamp = stamps_.stamp(eventMs, clock_->nowMs(), startedAt_) - startedAt_ + fromMs_;
    return std::min(now, std::max(floorMs, stamp));
}

Ms RoundTime::msUntil(Ms stampMs) const {
    return std::max<Ms>(0, stampMs - nowMs());
}

} // namespace fc::realtime
