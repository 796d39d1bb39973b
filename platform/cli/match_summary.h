// The JSON the CLI prints about a match: game, seats, who acts and what they may do,
// scores, winners, and one seat's view (or the public view).
#pragma once

#include "core/match.h"

#include <boost/json/object.hpp>

namespace fc::cli {

boost::json::object matchSummary(const Match& match, Seat viewer);

} // namespace fc::cli
