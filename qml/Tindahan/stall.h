// Tindahan's stall on the food court menu: the card the catalogue shows (the stall table is
// generated from cmake/FoodCourtGames.cmake and includes this file).
#pragma once

#include "stallinfo.h"

namespace stalls {

inline constexpr StallCard tindahan{
    QT_TRANSLATE_NOOP("StallCatalog", "Tindahan"),
    QT_TRANSLATE_NOOP("StallCatalog",
                      "Win fruit tricks or place sellers to rule the market stalls."),
    0, // Theme.palette index
    "fruit",
    QT_TRANSLATE_NOOP("StallCatalog", "Played here from its rulebook."),
};

} // namespace stalls
