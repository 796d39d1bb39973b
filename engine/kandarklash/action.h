// The notation of Kandar Klash! actions. Every action carries the time of the input
// event in milliseconds from the round's start:
//   "@1520 place 3 r1 back at 4,2 over"  put card 3 down (or move it), a quarter turn
//                                        clockwise, back up, top-left at x 4, y 2, over
//                                        every card ("under": under every card)
//   "@1800 take 3"                       take card 3 back into the hand
//   "@2210 siap"                         claim the dish is ready
//   "@2600 ketchup at 7,8"               the last cook places the ketchup gained
//   "@2600 done"                         the last cook, at 6 ketchups, discards it
#pragma once

#include "geometry.h"

#include "core/status.h"

#include <string>
#include <string_view>

namespace fc::kandarklash {

constexpr int kMaxStamp = 3'600'000; // an hour: no round lasts longer

enum class ActionKind { Place, Take, Siap, Ketchup, Done };

struct Action {
    int stamp = 0;
    ActionKind kind = ActionKind::Siap;
    Placement placement; // Place; Take uses placement.card
    bool over = true;    // Place
    Cell cell;           // Ketchup
    bool operator==(const Action&) const = default;
};

Result<Action> parseAction(std::string_view text);
std::string formatAction(const Action& action);

} // namespace fc::kandarklash
