// Kandar Klash! state as JSON. Every table is open, as at a real table; only the order
// of the customer deck (and which customers went back in the box) is hidden, so views
// never name a customer before it is revealed.
//
// A view: "phase" (build | ketchup | over), "round" of "rounds", "clock" (the latest input
// time seen this round, ms), "grid" (16), "customer" ("C07") and its "dish" (9 ingredient
// tokens, row by row), "customersLeft", "served", per seat in "tables": "favours",
// "ketchups", "wilds" ([[x,y], ...]), "hand" (card numbers), "stack" (bottom to top:
// card, rotation, back, x, y), "claimed", "lastStamp"; "claims" this round (seat,
// stamp: verdicts only in "lastRound"), "lastCook" and "stopStamp" in the ketchup
// phase, "lastRound" (customer, counted claims with verdicts, favours "gained",
// "lastCook", "ketchupDiscarded") and "seat" (the viewer).
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
