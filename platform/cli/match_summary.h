// The JSON the CLI prints about a match: game, seats, who acts and what they may do,
// scores, winners, and one seat's view (or the public view).
#pragma once

#include "core/match.h"

#include <boost/json/object.hpp>

namespace fc::cli {

// How much a summary shows. Viewer: only what the viewing seat may see, so legalActions
// holds the viewer's own actions when the viewer is among the seats to act, and nothing for
// the public view (kNoSeat). AllSeats (the developer's --all-seats): every acting seat's
// legal actions and the whole state ("snapshot": every hand, the deck, the generator).
enum class Disclosure { Viewer, AllSeats };

boost::json::object matchSummary(const Match& match, Seat viewer, Disclosure disclosure);

} // namespace fc::cli
