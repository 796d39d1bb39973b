#include "pass_and_play_seat.h"

ShownSeat nextShownSeat(const MatchSession& session, int shown) {
    QList<int> humans;
    for (int seat = 0; seat < session.seatCount(); ++seat) {
        if (!session.isBot(seat))
            humans.append(seat);
    }
    if (humans.size() <= 1)
        return {humans.isEmpty() ? -1 : humans.first(), -1};
    const QList<int> toAct = session.seatsToAct();
    const int next = toAct.isEmpty() ? -1 : toAct.first();
    if (next == shown)
        return {shown, -1};
    return {-1, next >= 0 && !session.isBot(next) ? next : -1};
}
