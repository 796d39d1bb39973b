#include "round_clock.h"

#include <algorithm>

namespace fc::realtime {

RoundClock::RoundClock() { monotonic_.start(); }

void RoundClock::start(int fromMs) {
    startedAt_ = monotonic_.elapsed();
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
    return fromMs_ + static_cast<int>(monotonic_.elapsed() - startedAt_);
}

int RoundClock::stampOf(qint64 eventMs) {
    const int now = nowMs();
    if (eventMs <= 0 || !running_)
        return now;
    const qint64 offset = monotonic_.elapsed() - eventMs;
    inputOffset_ = inputOffset_ ? std::min(*inputOffset_, offset) : offset;
    const qint64 stamp = eventMs + *inputOffset_ - startedAt_ + fromMs_;
    return static_cast<int>(std::clamp<qint64>(stamp, fromMs_, now));
}

int RoundClock::msUntil(int stampMs) const { return std::max(0, stampMs - nowMs()); }

} // namespace fc::realtime
