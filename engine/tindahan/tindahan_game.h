// TindahanGame: the native Tindahan state behind the shared fc::Game interface (text
// actions "play D7", "seller", "trump M"; views and snapshots in JSON). A finished round
// is scored and the next one dealt within the move that ended it.
#pragma once

#include "tindahan.h"

#include "core/game.h"
#include "core/setup.h"

namespace fc::tindahan {

class TindahanGame : public fc::Game {
  public:
    explicit TindahanGame(const fc::Setup& setup);
    // A state set up by hand (tests, tools) gets its counts by fruit from its hands.
    explicit TindahanGame(const State& state) : state_(state) { state_.recountHands(); }

    std::string_view id() const override { return "tindahan"; }
    int playerCount() const override { return state_.players; }
    std::vector<Seat> seatsToAct() const override;
    std::vector<std::string> legalActions(Seat seat) const override;
    Status apply(Seat seat, std::string_view action) override;
    // Any step of the seat's own, unless it ends the round: the next deal shows new hands.
    bool canTakeBack(Seat seat, std::string_view action) const override;
    bool isOver() const override { return state_.phase == Phase::GameOver; }
    std::vector<int> scores() const override;
    std::vector<Seat> winners() const override { return state_.winners(); }
    boost::json::object view(Seat seat) const override;
    boost::json::object snapshot() const override;
    std::unique_ptr<Game> clone() const override { return std::make_unique<TindahanGame>(*this); }

    const State& state() const { return state_; }

  private:
    State state_;
};

} // namespace fc::tindahan
