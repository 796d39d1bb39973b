// The JSON a seat sees of a Komme gleich! state, the full snapshot for saves, and the way
// back from a view to a state for the bots, which see nothing else.
//
// View keys: game, players, seat, round (1-based), turn (turns finished), startPlayer,
// toMove (-1 when over), phase ("draw", "rearrange", "insert", "cover", "discard", "serve",
// "over"), row (5 card tokens, left to right), hand (own seat only, front first), drawn
// (own drawn card waiting to be inserted, own seat only), drawnBy (the seat holding a drawn
// card, or -1), handCounts, drawPile (a count), discardPile (tokens, bottom to top: all were
// seen), faceDown (per seat, the served cards lying face down: all were shown), tips (per
// seat, the values of the tip cards held), supply (values of the tip cards left), scores
// (tip value per seat), lastServe ({seat, cards, handSlot, rowSlot, scoring: "none"|
// "allFive"|"cashIn"|"refused"}, or null: none yet, or the discards were reshuffled
// since), legal (for the seat to act), end ("lastTip" or "supplyCannotPay") and winners
// (when over). Card tokens: see cards.h ("L7").
#pragma once

#include "kommegleich.h"

#include "core/status.h"

#include <boost/json/object.hpp>

namespace fc::kommegleich {

boost::json::object viewJson(const State& state, int seat);
// The view of nobody plus every hand, the drawn card, the draw pile and the generator.
boost::json::object snapshotJson(const State& state);

// What a seat's view proves: a state with that seat's hand and the whole table, the other
// hands and the draw pile left empty for a determinization to fill from `unseen`.
struct SeatKnowledge {
    State state;
    int seat = 0;
    std::array<std::uint8_t, kMaxPlayers> handCounts{};
    int drawPileCount = 0;
    int drawnBy = -1;
    Pile unseen; // the cards in other hands, another seat's drawn card and the draw pile
};

Result<SeatKnowledge> knowledgeFromView(const boost::json::object& view);

} // namespace fc::kommegleich
