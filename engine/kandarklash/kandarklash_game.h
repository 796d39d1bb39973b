// KandarKlashGame: the Kandar Klash! state behind the shared fc::Game interface, with
// time-stamped text actions (see action.h). legalActions() is a finite representative
// set (every hand card in every turn and side, next to or over the top card; take
// backs; the claim), stamped a quarter second after the seat's latest time; apply()
// accepts any legal action.
#pragma once

#include "kandarklash.h"

#include "core/game.h"

namespace fc::kandarklash {

class KandarKlashGame : public fc::Game {
  public:
    explicit KandarKlashGame(State state) : state_(std::move(state)) {}

    std::string_view id() const override { return "kandarklash"; }
    int playerCount() const override { return state_.players; }
    std::vector<Seat> seatsToAct() const override { return state_.seatsToAct(); }
    std::vector<std::string> legalActions(Seat seat) const override;
    Status apply(Seat seat, std::string_view action) override;
    bool isOver() const override { return state_.phase == Phase::GameOver; }
    std::vector<int> scores() const override { return state_.favours; }
    std::vector<Seat> winners() const override { return state_.winners(); }
    boost::json::object view(Seat seat) const override;
    boost::json::object snapshot() const override;
    std::unique_ptr<Game> clone() const override {
        return std::make_unique<KandarKlashGame>(*this);
    }

    const State& state() const { return state_; }

  private:
    State state_;
};

} // namespace fc::kandarklash
