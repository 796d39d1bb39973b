// Wok Up's stall on the food court menu: the card the catalogue shows (the stall table is
// generated from cmake/FoodCourtGames.cmake and includes this file).
#pragma once

#include "stallinfo.h"

namespace stalls {

inline constexpr StallCard wokup{
    QT_TRANSLATE_NOOP("StallCatalog", "Wok Up"),
    QT_TRANSLATE_NOOP("StallCatalog",
                      "Flick ingredients into the wok and slap the finished recipes first."),
    5, // Theme.palette index
    "wok",
    QT_TRANSLATE_NOOP("StallCatalog", "Played here from its rulebook."),
};

} // namespace stalls
