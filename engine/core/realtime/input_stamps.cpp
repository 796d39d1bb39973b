#include "input_stamps.h"

#include <algorithm>
#include <cmath>

namespace fc::realtime {

Ms InputStamps::stamp(double eventMs, Ms nowMs, Ms floorMs) {
    if (!(eventMs > 0)) // also NaN
        return nowMs;
    const double offset = static_cast<double>(nowMs) - eventMs;
    if (!offset_ || offset < *offset_ || offset - *offset_ > kMaxDeliveryMs)
        offset_ = offset;
    const Ms estimate = std::llround(eventMs + *offset_);
    return std::min(nowMs, std::max(floorMs, estimate));
}

} // namespace fc::realtime
