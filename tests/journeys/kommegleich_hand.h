// Komme gleich!'s hand and orders under the finger, for the journeys that play it (the
// game's own journey and its guided first game): where a card is, where a card dropped
// in the hand lands, and a run swept along the hand onto the orders.
#pragma once

#include "journey.h"

// The hand's card in slot `slot` (0: the front); fails when it is not on show.
QQuickItem* handCard(Journey& journey, int slot);
// The point of the screen where a card dropped in the hand takes slot `gap` (before the
// card now there), as the hand lies while a card is carried: a drawn card lifted off
// leaves its room beside the hand, and the hand moves over into the middle.
QPointF handGap(Journey& journey, int gap);
// A finger swept along hand cards first..last, lifted straight up off the hand and carried
// onto the orders so that the run starts at order `rowSlot`. Returns what it did, in words.
QString sweepOntoOrders(Journey& journey, int first, int last, int rowSlot);
