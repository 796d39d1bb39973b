#include "kandarklash/hint.h"

#include "kandarklash/build_plan.h"
#include "kandarklash/matching.h"
#include "kandarklash/solver.h"

#include <algorithm>

namespace fc::kandarklash {

Hint buildingHint(const Pattern& dish, const Table& table) {
    Hint hint;
    hint.canPlace = true;
    hint.canTakeBack = !table.stack.empty();
    hint.canClaim = true;
    if (dishMatches(table.visible(), dish)) {
        hint.example = Action{0, ActionKind::Siap, {}, true, {}};
        return hint;
    }
    const Solution solution = solveDish(dish, table.wilds);
    if (solution.cards < 0)
        return hint;
    const std::vector<Action> plan =
        buildOrder(solution.stack, table.wilds).value_or(std::vector<Action>{});
    if (plan.empty())
        return hint;
    const auto planned = [&](const Placement& p) {
        return std::any_of(plan.begin(), plan.end(),
                           [&](const Action& a) { return a.placement == p; });
    };
    // A card where the plan has none goes back first (as the bots do), so the plan's cards
    // can then be laid in its order.
    for (const Placement& p : table.stack) {
        if (!planned(p)) {
            hint.example = Action{0, ActionKind::Take, p, true, {}};
            return hint;
        }
    }
    for (const Action& step : plan) {
        const bool down =
            std::find(table.stack.begin(), table.stack.end(), step.placement) != table.stack.end();
        if (!down) {
            hint.example = step;
            hint.example->stamp = 0;
            return hint;
        }
    }
    // Every planned card is down but stacked in another order: lifting the top one lets it
    // be laid again where the plan wants it.
    hint.example = Action{0, ActionKind::Take, table.stack.back(), true, {}};
    return hint;
}

Hint hintFor(const State& state, Seat seat) {
    if (seat < 0 || seat >= state.players)
        return {};
    const Table& table = state.tables[static_cast<std::size_t>(seat)];
    if (state.phase == Phase::Build && !state.hasClaimed(seat))
        return buildingHint(customerPattern(state.customer), table);
    Hint hint;
    if (state.phase == Phase::Ketchup && state.lastCook == seat) {
        hint.canPlaceKetchup = true;
        if (mustDiscardKetchup(state)) {
            hint.example = Action{0, ActionKind::Done, {}, true, {}};
        } else {
            const std::vector<Cell> cells = ketchupCells(state, seat);
            if (!cells.empty())
                hint.example = Action{0, ActionKind::Ketchup, {}, true, cells.front()};
        }
    }
    return hint;
}

} // namespace fc::kandarklash
