#include "kommegleich_game.h"
#include "refusals.h"

#include "view.h"

namespace fc::kommegleich {

KommeGleichGame::KommeGleichGame(const fc::Setup& setup)
    : state_(State::newGame(setup.players, setup.startSeat, setup.seed)) {}

std::vector<Seat> KommeGleichGame::seatsToAct() const {
    if (state_.isOver())
        return {};
    return {state_.toMove};
}

std::vector<std::string> KommeGleichGame::legalActions(Seat seat) const {
    std::vector<std::string> actions;
    if (state_.isOver() || seat != state_.toMove)
        return actions;
    MoveList moves;
    state_.legalMoves(moves);
    for (Move move : moves)
        actions.push_back(moveToText(move));
    return actions;
}

Status KommeGleichGame::apply(Seat seat, std::string_view action) {
    if (state_.isOver())
        return refusal::status({refusal::kGameOver, {}});
    if (seat != state_.toMove)
        return refusal::status({refusal::kNotYourTurn, {}});
    const std::optional<Move> move = parseMove(action);
    if (!move)
        return Status::fail("Unknown action '" + std::string(action) +
                            "': use \"draw\", \"insert N\", \"cover H R\", \"move A B\", "
                            "\"discard D\", \"serve A B R\" or \"done\"");
    if (fc::Refusal why = state_.refusalOf(*move))
        return refusal::status(std::move(why));
    state_.play(*move);
    return Status::ok();
}

bool KommeGleichGame::canTakeBack(Seat seat, std::string_view action) const {
    const std::optional<Move> move = parseMove(action);
    if (!move || state_.isOver() || seat != state_.toMove || state_.refusalOf(*move))
        return false;
    switch (move->kind) {
    case Move::Insert:
    case Move::Cover:
    case Move::MoveCard:
    case Move::Discard:
        return true;
    case Move::Draw:
    case Move::Serve:
    case Move::Done:
        break;
    }
    return false;
}

std::vector<int> KommeGleichGame::scores() const {
    std::vector<int> values;
    for (int seat = 0; seat < state_.players; ++seat)
        values.push_back(state_.tipValueOf(seat));
    return values;
}

boost::json::object KommeGleichGame::view(Seat seat) const {
    return viewJson(state_, seat);
}

boost::json::object KommeGleichGame::snapshot() const {
    return snapshotJson(state_);
}

} // namespace fc::kommegleich
