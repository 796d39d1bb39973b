// From a flick to the action that is logged: simulate the throw (physics.h) on the table
// as it lies and write down where everything came to rest. What the app, the harness's
// representative actions and the bots all use, so a throw means the same to each.
#pragma once

#include "action.h"
#include "physics.h"

namespace fc::wokup {

Action landingFor(const std::vector<TableToken>& table, int seat, int players, ThrowInput input,
                  long long stamp);

} // namespace fc::wokup
