#include "determinize.h"

#include <cassert>

namespace fc::kommegleich {

State determinize(const SeatKnowledge& known, fc::Rng& rng) {
    State s = known.state;
    Pile pool = known.unseen;
    rng.shuffle(std::span<Card>(pool.cards.data(), pool.size));
    for (int seat = 0; seat < s.players; ++seat) {
        if (seat == known.seat)
            continue;
        s.hands[seat].size = 0;
        for (int i = 0; i < known.handCounts[seat]; ++i)
            s.hands[seat].push(pool.pop());
    }
    if (known.drawnBy >= 0 && known.drawnBy != known.seat)
        s.drawn = pool.pop();
    s.drawPile = pool; // what is left: exactly the draw pile's count
    assert(s.drawPile.size == known.drawPileCount);
    s.rng = fc::Rng(rng.next64());
    return s;
}

} // namespace fc::kommegleich
