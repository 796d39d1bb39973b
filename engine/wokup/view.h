// What each seat sees of a Wok Up game, and the whole state for saves. Nobody sees into
// the token piles (not even their owner: they are thrown unseen) nor the face-down cards.
#pragma once

#include "state.h"

#include "core/setup.h"

#include <boost/json/object.hpp>

namespace fc::wokup {

// kNoSeat gives the public view; a seat's view adds "you".
boost::json::object viewOf(const State& state, Seat seat);
boost::json::object snapshotOf(const State& state);

// The tokens on the table, read back from a view (what a bot reasons on).
std::vector<TableToken> tableFromView(const boost::json::object& view);

} // namespace fc::wokup
