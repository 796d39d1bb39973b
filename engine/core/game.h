// Game: the one interface every Food Court game answers, so that one harness, one CLI,
// one save format and one app shell serve them all (the OpenSpiel habit).
//
// Actions are short text tokens in the game's own notation ("play B7", "seller",
// "trump durian", "@1520 claim 2"). Text keeps saves, the CLI and logs readable; games
// keep native types inside for speed.
#pragma once

#include "setup.h"
#include "status.h"

#include <boost/json/object.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace fc {

class Game {
  public:
    virtual ~Game() = default;

    virtual std::string_view id() const = 0;
    virtual int playerCount() const = 0;

    // Seats that may act now: one seat in turn-based games, several in real-time games,
    // none when the game is over.
    virtual std::vector<Seat> seatsToAct() const = 0;
    // Legal actions for a seat now. Real-time games with continuous choices return a
    // finite representative set; apply() still accepts any legal action.
    virtual std::vector<std::string> legalActions(Seat seat) const = 0;
    // Applies the action, or refuses it with a reason and changes nothing.
    virtual Status apply(Seat seat, std::string_view action) = 0;
    // Asked before a step: could `seat`, having played `action` now, take it back? Only when
    // the step reveals nothing that was hidden (no card drawn or dealt) and the rules do not
    // make it final (a turn ended). An action that would be refused cannot be taken back.
    // Undo in the app asks this; games whose steps are never taken back (the real-time ones)
    // keep the default: no.
    virtual bool canTakeBack(Seat seat, std::string_view action) const {
        static_cast<void>(seat);
        static_cast<void>(action);
        return false;
    }

    virtual bool isOver() const = 0;
    // Points per seat so far (final when over).
    virtual std::vector<int> scores() const = 0;
    // Seats that share the win (empty until over; a lost solo game has none).
    virtual std::vector<Seat> winners() const = 0;

    // What a seat may see; kNoSeat gives the public view (the table with every hand hidden).
    virtual boost::json::object view(Seat seat) const = 0;
    // The whole state, hidden parts included, for save hashing and debugging.
    virtual boost::json::object snapshot() const = 0;

    virtual std::unique_ptr<Game> clone() const = 0;
};

} // namespace fc
