#include "match_summary.h"

#include <boost/json/array.hpp>

namespace fc::cli {

namespace json = boost::json;

namespace {

template <class T> json::array arrayOf(const std::vector<T>& items) {
    json::array out;
    for (const T& item : items)
        out.emplace_back(item);
    return out;
}

} // namespace

json::object matchSummary(const Match& match, Seat viewer, Disclosure disclosure) {
    const Game& game = match.game();
    json::array seats;
    for (const SeatConfig& seat : match.setup().seats)
        seats.push_back(json::object{{"name", seat.name},
                                     {"player", seat.bot ? "bot:" + seat.strength : "human"}});
    // A seat's legal actions can name the cards in its hand: the viewer's only, unless all
    // seats are asked for.
    const bool allSeats = disclosure == Disclosure::AllSeats;
    json::object legal;
    for (Seat seat : game.seatsToAct()) {
        if (allSeats || seat == viewer)
            legal[std::to_string(seat)] = arrayOf(game.legalActions(seat));
    }
    json::object summary{{"game", match.gameId()},
                         {"seats", std::move(seats)},
                         {"moves", match.log().size()},
                         {"over", game.isOver()},
                         {"seatsToAct", arrayOf(game.seatsToAct())},
                         {"legalActions", std::move(legal)},
                         {"scores", arrayOf(game.scores())},
                         {"winners", arrayOf(game.winners())},
                         {"viewer", viewer == kNoSeat ? json::value(nullptr) : json::value(viewer)},
                         {"view", game.view(viewer)}};
    if (allSeats)
        summary["snapshot"] = game.snapshot();
    return summary;
}

} // namespace fc::cli
