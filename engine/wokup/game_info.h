// Wok Up's entry in the registry: what the menu, the CLI and the random-play harness
// know about it (setup, bots, invariants, the secrets a view must not show).
#pragma once

#include "core/registry.h"

namespace fc::wokup {

fc::GameInfo gameInfo();

} // namespace fc::wokup
