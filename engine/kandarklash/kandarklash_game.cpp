#include "kandarklash_game.h"

#include "view.h"

#include <algorithm>

namespace fc::kandarklash {

namespace {

constexpr int kStepMs = 250; // the representative actions' delay after the seat's latest time

// Where a hand card is tried: right of and below the top card, and over or under it
// shifted one space; the centre on an empty table; on the first wild space.
std::vector<Action> placements(const Table& table, int stamp) {
    std::vector<Action> out;
    for (int card = 1; card <= kCardCount; ++card) {
        if (table.onTable(card))
            continue;
        for (int rotation = 0; rotation < 4; ++rotation) {
            for (bool back : {false, true}) {
                std::vector<std::pair<Cell, bool>> spots; // corner, over
                if (!table.stack.empty()) {
                    const Placement& top = table.stack.back();
                    const Footprint tf = footprintOf(top.card, top.rotation, top.back);
                    spots = {{{top.x + tf.width, top.y}, true},
                             {{top.x, top.y + tf.height}, true},
                             {{top.x + 1, top.y + 1}, true},
                             {{top.x + 1, top.y + 1}, false}};
                } else if (!table.wilds.empty()) {
                    spots = {{table.wilds.front(), true}};
                } else {
                    spots = {{{kGridSize / 2 - 1, kGridSize / 2 - 1}, true}};
                }
                for (const auto& [corner, over] : spots) {
                    const Placement p{card, rotation, back, corner.x, corner.y};
                    if (table.checkPlacement(p))
                        out.push_back({stamp, ActionKind::Place, p, over, {}});
                }
            }
        }
    }
    return out;
}

std::vector<Action> ketchupActions(const State& s, Seat seat, int stamp) {
    std::vector<Action> out;
    const Table& table = s.tables[seat];
    if (!s.hasClaimed(seat) && s.lastStamp[seat] <= s.stopStamp)
        out.push_back({s.stopStamp, ActionKind::Siap, {}, true, {}}); // the claim made just in time
    if (mustDiscardKetchup(s)) {
        out.push_back({stamp, ActionKind::Done, {}, true, {}});
        return out;
    }
    std::vector<Cell> cells{{kGridSize / 2 - 1, kGridSize / 2 - 1}};
    for (Cell w : table.wilds)
        for (Cell step : {Cell{1, 0}, Cell{-1, 0}, Cell{0, 1}, Cell{0, -1}})
            cells.push_back({w.x + step.x, w.y + step.y});
    for (Cell c : cells) {
        const Action a{stamp, ActionKind::Ketchup, {}, true, c};
        if (ketchupCellAllowed(table, c) && std::find(out.begin(), out.end(), a) == out.end())
            out.push_back(a);
    }
    return out;
}

} // namespace

std::vector<std::string> KandarKlashGame::legalActions(Seat seat) const {
    const std::vector<Seat> acting = seatsToAct();
    if (std::find(acting.begin(), acting.end(), seat) == acting.end())
        return {};
    const State& s = state_;
    const int stamp = std::min(kMaxStamp, std::max(s.clock, s.lastStamp[seat]) + kStepMs);
    std::vector<Action> actions;
    if (s.phase == Phase::Ketchup) {
        actions = ketchupActions(s, seat, stamp);
    } else {
        actions.push_back({stamp, ActionKind::Siap, {}, true, {}});
        for (const Placement& p : s.tables[seat].stack)
            actions.push_back({stamp, ActionKind::Take, {p.card, 0, false, 0, 0}, true, {}});
        const std::vector<Action> places = placements(s.tables[seat], stamp);
        actions.insert(actions.end(), places.begin(), places.end());
    }
    std::vector<std::string> out;
    out.reserve(actions.size());
    for (const Action& a : actions)
        out.push_back(formatAction(a));
    return out;
}

Status KandarKlashGame::apply(Seat seat, std::string_view text) {
    const Result<Action> action = parseAction(text);
    if (!action)
        return action.status();
    return applyAction(state_, seat, action.value());
}

boost::json::object KandarKlashGame::view(Seat seat) const {
    return viewOf(state_, seat);
}

boost::json::object KandarKlashGame::snapshot() const {
    return snapshotOf(state_);
}

} // namespace fc::kandarklash
