// The test game's entry in the registry, under the name every game's entry has
// (engine/games.cpp.in includes <id>/game_info.h for each id of cmake/FoodCourtGames.cmake).
#pragma once

#include "core/registry.h"

namespace fc::testgame {

fc::GameInfo gameInfo();

} // namespace fc::testgame
