#include "wokup_game.h"

#include "view.h"

#include <algorithm>

namespace fc::wokup {

namespace {

// Stamps of the representative actions: a moment after the phase began.
constexpr long long kRepresentativeDelay = 500;

} // namespace

WokUpGame::WokUpGame(const fc::Setup& setup)
    : state_(State::newGame(setup.players, setup.startSeat, setup.seed)) {}

std::vector<std::string> WokUpGame::legalActions(Seat seat) const {
    std::vector<std::string> actions;
    if (state_.choosing()) { // the winner's choice comes before the volley's first throw
        Action turn;
        turn.kind = ActionKind::Turn;
        turn.stamp = state_.phaseStart + kRepresentativeDelay;
        for (int stack : state_.stacksToTurn(seat)) {
            turn.stack = stack;
            actions.push_back(formatAction(turn));
        }
        if (!actions.empty())
            return actions;
    }
    const std::vector<int> acting = state_.seatsToAct();
    if (std::find(acting.begin(), acting.end(), seat) == acting.end())
        return actions;
    const long long stamp = state_.phaseStart + kRepresentativeDelay;
    if (state_.phase == Phase::Throwing) {
        for (ThrowInput input :
             {ThrowInput{0, kNominalSpeed}, ThrowInput{0.15, 0.8 * kNominalSpeed}})
            actions.push_back(throwAction(seat, input, stamp));
        return actions;
    }
    Action a;
    a.stamp = stamp;
    actions.push_back(formatAction(a)); // pass
    const std::vector<int> visible = state_.visibleCards();
    for (int card : visible) {
        a.kind = ActionKind::Claim;
        a.cards = {card};
        actions.push_back(formatAction(a));
    }
    if (!visible.empty()) {
        a.kind = ActionKind::WokUp;
        a.cards = {visible.front()};
        actions.push_back(formatAction(a));
    }
    return actions;
}

Status WokUpGame::apply(Seat seat, std::string_view text) {
    Result<Action> action = parseAction(text);
    if (!action)
        return action.status();
    return state_.apply(seat, action.value());
}

std::vector<int> WokUpGame::scores() const {
    std::vector<int> points;
    for (const std::vector<int>& cards : state_.won)
        points.push_back(static_cast<int>(cards.size()));
    return points;
}

boost::json::object WokUpGame::view(Seat seat) const {
    return viewOf(state_, seat);
}

boost::json::object WokUpGame::snapshot() const {
    return snapshotOf(state_);
}

std::string WokUpGame::throwAction(Seat seat, ThrowInput input, long long stamp) const {
    return formatAction(landingFor(state_.table, seat, state_.players, input, stamp));
}

} // namespace fc::wokup
