#include "input_clock.h"

#include <algorithm>
#include <cmath>

namespace {

// No touch takes a second to be delivered: a bigger gap means the input clock jumped
// (synthesised events, a suspended device), so start again from this event.
constexpr double kMaxDeliveryMs = 1000;

} // namespace

long long InputClock::toMatch(double eventMs, long long nowMatchMs) {
    const double offset = static_cast<double>(nowMatchMs) - eventMs;
    if (!offset_ || offset < *offset_ || offset - *offset_ > kMaxDeliveryMs)
        offset_ = offset;
    return std::min(nowMatchMs, std::llround(eventMs + *offset_));
}
