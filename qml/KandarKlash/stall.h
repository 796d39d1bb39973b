// Kandar Klash!'s stall on the food court menu: the card the catalogue shows (the stall table is
// generated from cmake/FoodCourtGames.cmake and includes this file).
#pragma once

#include "stallinfo.h"

namespace stalls {

inline constexpr StallCard kandarklash{
    QT_TRANSLATE_NOOP("StallCatalog", "Kandar Klash!"),
    QT_TRANSLATE_NOOP("StallCatalog",
                      "Everyone at once: lay ingredient cards into the customer's dish."),
    2, // Theme.palette index
    "rice",
    QT_TRANSLATE_NOOP("StallCatalog", "Played here from its rulebook."),
};

} // namespace stalls
