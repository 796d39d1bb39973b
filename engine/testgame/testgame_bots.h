// Bots of the test game. Both read only their seat's view. "hard" runs the generic
// ISMCTS over determinizations built from that view, which proves the search plugs into
// a hidden-hand game the way the real games' bots do.
#pragma once

#include "core/bot.h"

#include <cstdint>
#include <memory>

namespace fc::testgame {

std::unique_ptr<Bot> makeRandomBot(std::uint64_t seed);
std::unique_ptr<Bot> makeHardBot(std::uint64_t seed, int iterations = 600);

} // namespace fc::testgame
