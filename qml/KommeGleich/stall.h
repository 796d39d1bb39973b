// Komme gleich!'s stall on the food court menu: the card the catalogue shows (the stall table is
// generated from cmake/FoodCourtGames.cmake and includes this file).
#pragma once

#include "stallinfo.h"

namespace stalls {

inline constexpr StallCard kommegleich{
    QT_TRANSLATE_NOOP("StallCatalog", "Komme gleich!"),
    QT_TRANSLATE_NOOP("StallCatalog", "Match your hand to the row of orders and collect the tips."),
    1, // Theme.palette index
    "cloche",
    QT_TRANSLATE_NOOP("StallCatalog", "A card game by Uwe Rosenberg."),
};

} // namespace stalls
