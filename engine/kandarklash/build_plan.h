// BuildPlan: the actions that lay a solved table down card by card, each card touching
// or overlapping what is already there and slid over or under so that the final stack
// shows what the solver found.
#pragma once

#include "action.h"
#include "solver.h"

#include <optional>
#include <vector>

namespace fc::kandarklash {

// Place actions (stamp 0) building `stack` (bottom to top) on a table holding only
// `wilds`; nothing when no order of over/under placements can.
std::optional<std::vector<Action>> buildOrder(const std::vector<Placement>& stack,
                                              const std::vector<Cell>& wilds);

// A card not in `plan`, placed under the others where it leaves `dish` matched: what a
// cook who uses more cards than needed adds. Nothing when every card is used.
std::optional<Action> spareCard(const std::vector<Action>& plan, const std::vector<Cell>& wilds,
                                const Pattern& dish);

} // namespace fc::kandarklash
