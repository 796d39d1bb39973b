// Kandar Klash! in the registry: id "kandarklash", 2-4 players, real time.
#pragma once

#include "core/registry.h"

namespace fc::kandarklash {

fc::GameInfo gameInfo();

} // namespace fc::kandarklash
