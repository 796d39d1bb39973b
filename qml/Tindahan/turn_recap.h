// The hand-off curtain's recap: what happened at the table since a seat last acted, one
// entry per logged step, read from the match log through the engine's typed moves. Only
// what everyone at the table saw goes in (a card played, a seller placed, the trump token
// moved, who took a trick); the QML words each entry in the player's language.
#pragma once

#include "core/match.h"

#include <QVariantList>

namespace fc::tindahan_ui {

// The steps logged after `seat`'s last own step (all of them if it has not acted yet), at
// most the last `limit`, oldest first. Each: {seat, kind: "card" | "seller" | "trump",
// fruit (the card's, the seller's stall, or where the trump went), value (a card's, else
// 0), trickWinner (who took the trick this card finished, else -1)}.
QVariantList turnRecap(const fc::Match& match, int seat, int limit = 6);

} // namespace fc::tindahan_ui
