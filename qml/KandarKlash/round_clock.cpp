#include "round_clock.h"

#include <algorithm>

namespace fc::realtime {

RoundClock::RoundClock(const Clock* clock) : clock_(clock) {}

void RoundClock::setClock(const Clock* clock) {
    const bool wasRunning = running_;
    stop();
    clock_ = clock;
    inputOffset_.reset();
    if (wasRunning)
        start(fromMs_);
}

void RoundClock::start(int fromMs) {
    startedAt_ = clock_->nowMs();
    fromMs_ = fromMs;
    running_ = true;
}

void RoundClock::stop() {
    fromMs_ = nowMs();
    running_ = false;
}

int RoundClock::nowMs() const {
    if (!running_)
        return fromMs_;
    return fromMs_ + static_cast<int>(clock_->nowMs() - startedAt_);
}

int RoundClock::stampOf(qint64 eventMs) {
    const int now = nowMs();
    if (eventMs <= 0 || !running_)
        return now;
    const Ms offset = clock_->nowMs() - eventMs;
    inputOffset_ = inputOffset_ ? std::min(*inputOffset_, offset) : offset;
    const Ms stamp = eventMs + *inputOffset_ - startedAt_ + fromMs_;
    return static_cast<int>(std::clamp<Ms>(stamp, fromMs_, now));
}

int RoundClock::msUntil(int stampMs) const {
    return std::max(0, stampMs - nowMs());
}

} // namespace fc::realtime
