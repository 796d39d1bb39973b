// The JSON the player sees of a Kaki Lima state (the map, the characters and their orders,
// the hand, the discard pile, the counts; never the order of the draw pile), the full
// snapshot for saves, and the way back from a view to what the player knows, for the
// planner, which sees nothing else.
//
// View keys: game, seat, phase ("walker"/"start"/"walk"/"won"/"lost"), map (36 entries
// row by row: {cell, kind: "stall"|"house"|"orange"|"green", name, character (houses)}),
// characters ([{id, name, house, stall, order: "stall"|"carried"|"delivered"|"aside"}]),
// walker (id or null), position (cell or null), startCells (while choosing the start),
// hand (card tokens), discard (bottom to top), drawCount, tokens, score ({delivered,
// orders, tokens, tokenPoints, allTokens, steps, total}), ranking (when won), last (the
// last walk: {from, to, card, boosted, swappedOut, swappedIn, delivered, pickedUp,
// gainedToken}), legal (for the player, while the game goes on).
#pragma once

#include "kakilima.h"

#include "core/status.h"

#include <boost/json/object.hpp>

namespace fc::kakilima {

boost::json::object viewJson(const State& state, int seat);
// The view plus the draw pile (top first, one string), the map's location cards and the
// generator, so that the hash covers everything.
boost::json::object snapshotJson(const State& state);
// The draw pile as the snapshot writes it: card tokens top first, space separated.
std::string drawPileText(const State& state);

// What the player's view proves: the state with an empty draw pile, and the cards the
// draw pile holds in unknown order.
struct Knowledge {
    State state;
    Pile unseen;
};

Result<Knowledge> knowledgeFromView(const boost::json::object& view);

// Deals a draw pile for `known` consistent with the view: the unseen cards shuffled.
State determinize(const Knowledge& known, fc::Rng& rng);

} // namespace fc::kakilima
