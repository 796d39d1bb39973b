#include "throw.h"

namespace fc::wokup {

Action landingFor(const std::vector<TableToken>& table, int seat, int players, ThrowInput input,
                  long long stamp) {
    const ThrowOutcome outcome = simulateThrow(table, throwingSpot(seat, players), input);
    Action a;
    a.kind = ActionKind::Land;
    a.stamp = stamp;
    a.rest = outcome.rest;
    a.moved = outcome.moved;
    return a;
}

} // namespace fc::wokup
