// The test game's stall, built with the tests only (StallCatalog.includeTestGames shows
// it; the app's menu never does). Its sign is one StallArt does not know: the plain bowl.
#pragma once

#include "stallinfo.h"

namespace stalls {

inline constexpr StallCard testgame{
    QT_TRANSLATE_NOOP("StallCatalog", "Test Game"),
    QT_TRANSLATE_NOOP("StallCatalog", "A tiny trick game that only the tests play."),
    6, // Theme.palette index
    "test",
    QT_TRANSLATE_NOOP("StallCatalog", "Made for the tests."),
};

} // namespace stalls
