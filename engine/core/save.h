// Saves: versioned JSON holding the game id, setup, seed, action log and a snapshot of
// the state with its hash. Loading replays the log and checks the result against the
// snapshot; any problem gives an error naming what is wrong, and no match.
//
// {"format":"foodcourt-save","version":1,"game":"tindahan",
//  "setup":{"players":3,"seed":"42","startSeat":0,"seats":[{"name":"Ana","bot":false,
//           "strength":""},...],"options":{}},
//  "log":[{"seat":0,"action":"play B7"},...],
//  "snapshot":{...},"hash":"0123456789abcdef"}
#pragma once

#include "match.h"
#include "registry.h"
#include "status.h"

#include <boost/json/object.hpp>
#include <cstdint>
#include <string>
#include <string_view>

namespace fc {

constexpr int kSaveFormatVersion = 1;

std::string saveMatch(const Match& match);
Result<Match> loadMatch(const Registry& registry, std::string_view json);

// FNV-1a 64 of the compact serialization, as 16 hex digits.
std::string stateHash(const boost::json::object& snapshot);

boost::json::object setupToJson(const Setup& setup);
Result<Setup> setupFromJson(const boost::json::value& json);

} // namespace fc
