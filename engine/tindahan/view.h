// The JSON a seat sees of a Tindahan state (the table, its own hand, every hand's size,
// and the fruits each seat has publicly shown it lacks), the full snapshot for saves, and
// the way back from a view to a state for the bots, which see nothing else.
//
// View keys: game, players, seat, round (1-based), rounds, phase ("trick"/"over"),
// fruits, trump, led (null until a card is led), trumpMoved, roundStarter, leader,
// toMove (-1 when over), trick (per seat: {"did": "none"|"play"|"seller"|"trump",
// "card": "D7"}), hand (own seat only), handCounts, sellersLeft, stalls ({"B": sellers
// per seat}), tricksWon, won (cards each seat took this round, all seen when played),
// provenVoid (fruit letters per seat), lastTrick ({winner, led, trump, cards}), scores,
// roundScores (per finished round, per seat: tricks, hand, stalls, trumpBonus, shutout,
// total), legal (for the seat to act), winners (when over), trickOrder (the trick's seats
// in playing order from the leader, by State::nextSeat; empty when over; in seats' views
// only, not in the snapshot: it is derived, and saves must keep matching their replay).
#pragma once

#include "tindahan.h"

#include "core/status.h"

#include <boost/json/object.hpp>

namespace fc::tindahan {

boost::json::object viewJson(const State& state, int seat);
// The view of nobody plus every hand and the generator, so the hash covers everything.
boost::json::object snapshotJson(const State& state);

// What a seat's view proves: a state with that seat's hand and the whole table, the other
// hands left empty for a determinization to fill.
struct SeatKnowledge {
    State state;
    int seat = 0;
    std::array<std::uint8_t, kMaxPlayers> handCounts{};
    CardSet unseen = 0; // cards in other hands, as far as this seat can tell
};

Result<SeatKnowledge> knowledgeFromView(const boost::json::object& view);

} // namespace fc::tindahan
