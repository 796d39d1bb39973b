// KakiLimaGame: the native Kaki Lima state behind the shared fc::Game interface (text
// actions "walker siti", "start B2", "walk 3x2 as 6 to C4 take siti"; views and
// snapshots in JSON). One seat, 0.
#pragma once

#include "kakilima.h"

#include "core/game.h"
#include "core/setup.h"

namespace fc::kakilima {

class KakiLimaGame : public fc::Game {
  public:
    // walker: a character, kRandomWalker, or -1 to let the first action choose.
    KakiLimaGame(std::uint64_t seed, int walker) : state_(State::newGame(seed, walker)) {}
    explicit KakiLimaGame(const State& state) : state_(state) {}

    // The setup's "walker" option: a character id, "random", or absent (-1).
    static Result<int> walkerOption(const fc::Setup& setup);

    std::string_view id() const override { return "kakilima"; }
    int playerCount() const override { return 1; }
    std::vector<Seat> seatsToAct() const override;
    std::vector<std::string> legalActions(Seat seat) const override;
    Status apply(Seat seat, std::string_view action) override;
    // A step that shows no new Langkah card: the start, and the walk that wins (nothing is
    // drawn after it); any other walk refills the hand. Never the walker choice, which
    // draws the first hand.
    bool canTakeBack(Seat seat, std::string_view action) const override;
    bool isOver() const override { return state_.isOver(); }
    std::vector<int> scores() const override { return {state_.score().total}; }
    // The shared contract wants a winner for every finished game: in a solo game that is
    // the player, won or lost; the view's phase ("won"/"lost") tells which.
    std::vector<Seat> winners() const override;
    boost::json::object view(Seat seat) const override;
    boost::json::object snapshot() const override;
    std::unique_ptr<Game> clone() const override { return std::make_unique<KakiLimaGame>(*this); }

    const State& state() const { return state_; }

  private:
    State state_;
};

} // namespace fc::kakilima
