// Kaki Lima's entry in the registry: what the menu, the CLI and the random-play harness
// know about it (setup, bots, invariants, the secret a view must not show).
#pragma once

#include "core/registry.h"

namespace fc::kakilima {

fc::GameInfo gameInfo();

} // namespace fc::kakilima
