#include "tindahan_game.h"

#include "refusals.h"
#include "view.h"

namespace fc::tindahan {

TindahanGame::TindahanGame(const fc::Setup& setup)
    : state_(State::newGame(setup.players, setup.startSeat, setup.seed)) {}

std::vector<Seat> TindahanGame::seatsToAct() const {
    if (state_.phase != Phase::Trick)
        return {};
    return {state_.toMove};
}

std::vector<std::string> TindahanGame::legalActions(Seat seat) const {
    std::vector<std::string> actions;
    if (state_.phase != Phase::Trick || seat != state_.toMove)
        return actions;
    MoveList moves;
    state_.legalMoves(moves);
    for (Move move : moves)
        actions.push_back(moveToText(move));
    return actions;
}

Status TindahanGame::apply(Seat seat, std::string_view action) {
    if (state_.phase != Phase::Trick)
        return refusal::status({refusal::kGameOver, {}});
    if (seat != state_.toMove)
        return refusal::status({refusal::kNotYourTurn, {}});
    const std::optional<Move> move = parseMove(action, state_.players);
    if (!move)
        return Status::fail("Unknown action '" + std::string(action) +
                            "': use \"play D7\", \"seller\" or \"trump M\"");
    if (fc::Refusal why = state_.refusalOf(*move))
        return refusal::status(std::move(why));
    state_.play(*move);
    if (state_.phase == Phase::RoundOver)
        state_.startNextRound();
    return Status::ok();
}

bool TindahanGame::canTakeBack(Seat seat, std::string_view action) const {
    TindahanGame trial(*this); // a State is a few arrays: cheap to try the step on
    return trial.apply(seat, action) && trial.state_.round == state_.round;
}

std::vector<int> TindahanGame::scores() const {
    return std::vector<int>(state_.totals.begin(), state_.totals.begin() + state_.players);
}

boost::json::object TindahanGame::view(Seat seat) const {
    return viewJson(state_, seat);
}

boost::json::object TindahanGame::snapshot() const {
    return snapshotJson(state_);
}

} // namespace fc::tindahan
