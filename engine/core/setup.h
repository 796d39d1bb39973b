// Setup: everything needed to start a game, besides the rules: the players, who plays
// each seat, the seed and game-specific options. Saved verbatim in every save file.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace fc {

using Seat = int;
constexpr Seat kNoSeat = -1; // the public (spectator) view, or "nobody acts"

struct SeatConfig {
    std::string name;
    bool bot = false;
    std::string strength; // for bots: "random", "easy", "medium", "hard"
};

struct Setup {
    int players = 0;
    std::uint64_t seed = 0;
    std::vector<SeatConfig> seats; // empty: every seat human, named "Player N"
    Seat startSeat = 0;            // who starts the first round
    boost::json::object options;   // game-specific (e.g. a handicap)
};

} // namespace fc
