// Wok Up behind the common Game interface (game id "wokup", real time, 2-6 players).
//
// Throws are two-step (see action.h): the driver simulates the flick with throwAction()
// (or landingFor()) and applies the resulting "land" action; apply() only checks that the
// result is plausible (on the table, no tokens on top of each other) and never runs physics,
// so a saved log replays exactly without floating-point physics.
#pragma once

#include "state.h"
#include "throw.h"

#include "core/game.h"

namespace fc::wokup {

class WokUpGame : public fc::Game {
  public:
    explicit WokUpGame(const fc::Setup& setup);

    std::string_view id() const override { return "wokup"; }
    int playerCount() const override { return state_.players; }
    std::vector<Seat> seatsToAct() const override { return state_.seatsToAct(); }
    // Throwers: two representative flicks (straight, and short to one side), already
    // simulated. Claimers: pass, cover each visible card, Wok'up! naming the first one.
    // A winner choosing the stack to turn (not in seatsToAct(): the choice may be let go):
    // each stack allowed.
    std::vector<std::string> legalActions(Seat seat) const override;
    Status apply(Seat seat, std::string_view action) override;
    bool isOver() const override { return state_.phase == Phase::Over; }
    std::vector<int> scores() const override;
    std::vector<Seat> winners() const override { return state_.winners(); }
    boost::json::object view(Seat seat) const override;
    boost::json::object snapshot() const override;
    std::unique_ptr<fc::Game> clone() const override { return std::make_unique<WokUpGame>(*this); }

    // The "land" action a flick by `seat` at `stamp` would produce now.
    std::string throwAction(Seat seat, ThrowInput input, long long stamp) const;

    const State& state() const { return state_; }

  private:
    State state_;
};

} // namespace fc::wokup
