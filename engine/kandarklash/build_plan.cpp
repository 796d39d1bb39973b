#include "build_plan.h"

#include "matching.h"

#include <algorithm>

namespace fc::kandarklash {

namespace {

bool overlaps(const Placement& a, const Placement& b) {
    const std::vector<Cell> bc = cellsOf(b);
    for (Cell c : cellsOf(a))
        if (std::find(bc.begin(), bc.end(), c) != bc.end())
            return true;
    return false;
}

// Depth-first over which card comes next; a card's index in `stack` is its height.
bool extend(const std::vector<Placement>& stack, Table& table, std::vector<bool>& placed,
            std::vector<Action>& plan) {
    if (plan.size() == stack.size())
        return true;
    for (std::size_t i = 0; i < stack.size(); ++i) {
        if (placed[i] || !table.checkPlacement(stack[i]))
            continue;
        bool belowAll = true; // every overlapping card down already lies under card i
        bool aboveAll = true;
        for (std::size_t j = 0; j < stack.size(); ++j) {
            if (!placed[j] || !overlaps(stack[i], stack[j]))
                continue;
            belowAll = belowAll && j < i;
            aboveAll = aboveAll && j > i;
        }
        for (bool over : {true, false}) {
            if (over ? !belowAll : !aboveAll)
                continue;
            const Table before = table;
            table.place(stack[i], over);
            placed[i] = true;
            plan.push_back({0, ActionKind::Place, stack[i], over, {}});
            if (extend(stack, table, placed, plan))
                return true;
            plan.pop_back();
            placed[i] = false;
            table = before;
        }
    }
    return false;
}

} // namespace

std::optional<std::vector<Action>> buildOrder(const std::vector<Placement>& stack,
                                              const std::vector<Cell>& wilds) {
    Table table;
    table.wilds = wilds;
    std::vector<bool> placed(stack.size(), false);
    std::vector<Action> plan;
    if (!extend(stack, table, placed, plan))
        return std::nullopt;
    return plan;
}

std::optional<Action> spareCard(const std::vector<Action>& plan, const std::vector<Cell>& wilds,
                                const Pattern& dish) {
    Table table;
    table.wilds = wilds;
    for (const Action& a : plan)
        table.place(a.placement, a.over);
    for (int card = 1; card <= kCardCount; ++card) {
        if (table.onTable(card))
            continue;
        for (const Placement& p : table.stack) {
            for (Cell offset :
                 {Cell{3, 0}, Cell{0, 3}, Cell{-3, 0}, Cell{0, -3}, Cell{3, 1}, Cell{1, 3}}) {
                const Placement spare{card, 0, false, p.x + offset.x, p.y + offset.y};
                if (!table.checkPlacement(spare))
                    continue;
                Table trial = table;
                trial.place(spare, false);
                if (dishMatches(trial.visible(), dish))
                    return Action{0, ActionKind::Place, spare, false, {}};
            }
        }
    }
    return std::nullopt;
}

} // namespace fc::kandarklash
