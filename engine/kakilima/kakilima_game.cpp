#include "kakilima_game.h"

#include "refusals.h"
#include "view.h"

#include <boost/json/string.hpp>

namespace fc::kakilima {

Result<int> KakiLimaGame::walkerOption(const fc::Setup& setup) {
    const boost::json::value* option = setup.options.if_contains("walker");
    if (!option)
        return -1;
    const boost::json::string* id = option->if_string();
    if (id && *id == "random")
        return kRandomWalker;
    if (const std::optional<int> who = id ? parseCharacter(std::string_view(*id)) : std::nullopt)
        return *who;
    return Result<int>::fail(
        "the walker option names no character (use an id such as \"siti\", or \"random\")");
}

std::vector<Seat> KakiLimaGame::seatsToAct() const {
    if (state_.isOver())
        return {};
    return {0};
}

std::vector<std::string> KakiLimaGame::legalActions(Seat seat) const {
    std::vector<std::string> actions;
    if (seat != 0)
        return actions;
    MoveList moves;
    state_.legalMoves(moves);
    for (Move move : moves)
        actions.push_back(moveToText(move));
    return actions;
}

Status KakiLimaGame::apply(Seat seat, std::string_view action) {
    if (state_.isOver())
        return refusal::status({refusal::kGameOver, {}});
    if (seat != 0)
        return refusal::status({refusal::kNotYourTurn, {}});
    const std::optional<Move> move = parseMove(action);
    if (!move)
        return Status::fail(
            "Unknown action '" + std::string(action) +
            "': use \"walker siti\", \"start B2\" or \"walk 3x2 as 6 to C4 take siti\"");
    if (fc::Refusal why = state_.refusalOf(*move))
        return refusal::status(std::move(why));
    state_.play(*move);
    return Status::ok();
}

bool KakiLimaGame::canTakeBack(Seat seat, std::string_view action) const {
    const std::optional<Move> move = parseMove(action);
    if (!move || move->kind == Move::ChooseWalker)
        return false;
    KakiLimaGame trial(*this); // a State is a few arrays: cheap to try the step on
    return trial.apply(seat, action) && trial.state_.drawPile.count == state_.drawPile.count;
}

std::vector<Seat> KakiLimaGame::winners() const {
    // Solo: the walker wins by delivering every order; a lost game has no winner.
    if (state_.phase == Phase::Won)
        return {0};
    return {};
}

boost::json::object KakiLimaGame::view(Seat seat) const {
    return viewJson(state_, seat);
}

boost::json::object KakiLimaGame::snapshot() const {
    return snapshotJson(state_);
}

} // namespace fc::kakilima
