// Kaki Lima: MCO Mode's stall on the food court menu: the card the catalogue shows (the stall table
// is generated from cmake/FoodCourtGames.cmake and includes this file).
#pragma once

#include "stallinfo.h"

namespace stalls {

inline constexpr StallCard kakilima{
    QT_TRANSLATE_NOOP("StallCatalog", "Kaki Lima: MCO Mode"),
    QT_TRANSLATE_NOOP("StallCatalog",
                      "Deliver every food order across Penang in as few steps as you can."),
    4, // Theme.palette index
    "bag",
    QT_TRANSLATE_NOOP("StallCatalog", "A solo variant by Evan Cheah."),
};

} // namespace stalls
