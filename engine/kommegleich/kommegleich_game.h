// KommeGleichGame: the native Komme gleich! state behind the shared fc::Game interface
// (text actions as in move.h, one per step of a turn; views and snapshots in JSON).
#pragma once

#include "kommegleich.h"

#include "core/game.h"
#include "core/setup.h"

namespace fc::kommegleich {

class KommeGleichGame : public fc::Game {
  public:
    explicit KommeGleichGame(const fc::Setup& setup);
    explicit KommeGleichGame(const State& state) : state_(state) {}

    std::string_view id() const override { return "kommegleich"; }
    int playerCount() const override { return state_.players; }
    std::vector<Seat> seatsToAct() const override;
    std::vector<std::string> legalActions(Seat seat) const override;
    Status apply(Seat seat, std::string_view action) override;
    // Placing the drawn card, covering, moving and discarding: they show nothing new and the
    // turn goes on. A draw shows a card, a serve refills the hand from the pile, done ends
    // the turn.
    bool canTakeBack(Seat seat, std::string_view action) const override;
    bool isOver() const override { return state_.isOver(); }
    std::vector<int> scores() const override;
    std::vector<Seat> winners() const override { return state_.winners(); }
    boost::json::object view(Seat seat) const override;
    boost::json::object snapshot() const override;
    std::unique_ptr<Game> clone() const override {
        return std::make_unique<KommeGleichGame>(*this);
    }

    const State& state() const { return state_; }

  private:
    State state_;
};

} // namespace fc::kommegleich
