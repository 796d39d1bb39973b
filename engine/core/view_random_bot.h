// The random bot every game can share: it picks uniformly among the legal actions that
// the seat's view lists under "legal", so it needs no knowledge of any game.
#pragma once

#include "bot.h"

#include <cstdint>
#include <memory>

namespace fc {

std::unique_ptr<Bot> makeViewRandomBot(std::uint64_t seed);

} // namespace fc
