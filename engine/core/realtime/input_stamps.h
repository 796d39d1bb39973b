// InputStamps: puts an input event's timestamp (milliseconds on the platform's input clock,
// whose origin nobody tells us) on a table's clock, so a touch is stamped with the moment
// the finger landed rather than the moment the UI got round to it. The offset between the
// two clocks is learnt from the events themselves: no event is delivered before it
// happened, so the smallest "now minus event time" seen is the best estimate.
#pragma once

#include "clock.h"

#include <optional>

namespace fc::realtime {

class InputStamps {
  public:
    // No touch takes this long to be delivered: a bigger gap than the best seen means the
    // input clock jumped (synthesised events, a suspended device), so learning starts again
    // from the event.
    static constexpr double kMaxDeliveryMs = 1000;

    // The reading of the table's clock when the event stamped `eventMs` happened, given
    // that clock reads `nowMs`: never later than now, never before `floorMs` (when the
    // round started). eventMs <= 0 (no timestamp): now.
    Ms stamp(double eventMs, Ms nowMs, Ms floorMs);
    // Forgets what was learnt (the table's clock was replaced).
    void reset() { offset_.reset(); }

  private:
    std::optional<double> offset_; // table clock minus input clock, for the fastest event
};

} // namespace fc::realtime
