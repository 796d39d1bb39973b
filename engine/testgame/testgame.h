// "testgame": a tiny hidden-hand trick game (rules in trick_state.h) registered for the
// harness, the CLI and the search tests only, never shown in the app. It exercises every
// part of the Game interface that the real games use: hidden hands, per-seat views,
// text actions ("play c7"), shared wins, and a search bot that sees only its view.
#pragma once

#include "core/game.h"
#include "core/registry.h"
#include "trick_state.h"

#include <optional>
#include <string>

namespace fc::testgame {

std::string cardToken(int card);                          // 7 -> "c7"
std::optional<int> cardFromToken(std::string_view token); // "c7" -> 7

class TestGame final : public Game {
  public:
    explicit TestGame(const TrickState& state) : state_(state) {}

    std::string_view id() const override { return "testgame"; }
    int playerCount() const override { return state_.players; }
    std::vector<Seat> seatsToAct() const override;
    std::vector<std::string> legalActions(Seat seat) const override;
    Status apply(Seat seat, std::string_view action) override;
    bool isOver() const override { return state_.isTerminal(); }
    std::vector<int> scores() const override;
    std::vector<Seat> winners() const override { return state_.winners(); }
    boost::json::object view(Seat seat) const override;
    boost::json::object snapshot() const override;
    std::unique_ptr<Game> clone() const override { return std::make_unique<TestGame>(*this); }

    const TrickState& state() const { return state_; }

  private:
    TrickState state_;
};

// The registry entry: create, bots ("random", "hard"), invariants, secrets.
GameInfo gameInfo();

} // namespace fc::testgame
