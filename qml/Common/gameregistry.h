// The app's one engine registry (every game of registerAllGames), shared by the menu, the
// setup screen and every match session. The engine itself keeps no global state; the app
// owns this instance.
#pragma once

#include "core/registry.h"

const fc::Registry& gameRegistry();
