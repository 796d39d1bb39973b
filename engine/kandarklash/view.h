// Kandar Klash! state as JSON. Every table is open, as at a real table; only the order
// of the customer deck (and which customers went back in the box) is hidden, so views
// never name a customer before it is revealed.
#pragma once

#include "kandarklash.h"

#include <boost/json/object.hpp>

namespace fc::kandarklash {

// What `viewer` (or kNoSeat, the public) sees: the same for everyone but "seat".
boost::json::object viewOf(const State& state, Seat viewer);
// The whole state, deck order and claim verdicts included.
boost::json::object snapshotOf(const State& state);

boost::json::object placementJson(const Placement& placement);
std::string_view phaseName(Phase phase);

} // namespace fc::kandarklash
