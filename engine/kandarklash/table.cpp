#include "table.h"

#include "refusals.h"

#include <algorithm>
#include <cstdlib>

namespace fc::kandarklash {

std::vector<Cell> cellsOf(const Placement& p) {
    const Footprint f = footprintOf(p.card, p.rotation, p.back);
    std::vector<Cell> cells;
    for (int dy = 0; dy < f.height; ++dy)
        for (int dx = 0; dx < f.width; ++dx)
            cells.push_back({p.x + dx, p.y + dy});
    return cells;
}

bool touchesOrOverlaps(const Placement& placement, const std::vector<Cell>& cells) {
    for (Cell mine : cellsOf(placement)) {
        for (Cell other : cells) {
            if (std::abs(mine.x - other.x) + std::abs(mine.y - other.y) <= 1)
                return true;
        }
    }
    return false;
}

bool Table::onTable(int card) const {
    return std::any_of(stack.begin(), stack.end(),
                       [card](const Placement& p) { return p.card == card; });
}

Status Table::checkPlacement(const Placement& placement) const {
    if (placement.card < 1 || placement.card > kCardCount)
        return refusal::status({refusal::kNoSuchCard, {std::to_string(placement.card)}});
    if (placement.rotation < 0 || placement.rotation > 3)
        return refusal::status({refusal::kBadTurn, {}});
    if (!insideGrid(placement))
        return refusal::status({refusal::kOffTable, {std::to_string(kGridSize)}});
    std::vector<Cell> others = wilds;
    bool otherCard = false;
    for (const Placement& p : stack) {
        if (p.card == placement.card)
            continue;
        otherCard = true;
        for (Cell c : cellsOf(p))
            others.push_back(c);
    }
    if (otherCard && !touchesOrOverlaps(placement, others))
        return refusal::status({refusal::kMustTouch, {}});
    return Status::ok();
}

void Table::place(const Placement& placement, bool over) {
    takeBack(placement.card);
    if (over)
        stack.push_back(placement);
    else
        stack.insert(stack.begin(), placement);
}

void Table::takeBack(int card) {
    std::erase_if(stack, [card](const Placement& p) { return p.card == card; });
}

Grid Table::visible() const {
    Grid grid;
    grid.fill(kEmpty);
    for (Cell c : wilds)
        grid[c.y * kGridSize + c.x] = kWild;
    for (const Placement& p : stack) {
        const Footprint f = footprintOf(p.card, p.rotation, p.back);
        for (int dy = 0; dy < f.height; ++dy)
            for (int dx = 0; dx < f.width; ++dx)
                grid[(p.y + dy) * kGridSize + p.x + dx] = f.at(dx, dy);
    }
    return grid;
}

} // namespace fc::kandarklash
