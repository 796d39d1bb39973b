// The medium bot's rules of thumb: take tricks cheaply, throw away low cards otherwise,
// put sellers where a majority is still within reach, and move trump to a long fruit.
#include "bots.h"

#include <algorithm>

namespace fc::tindahan {

namespace {

// Seen from the seat to act.
struct Table {
    const State& s;
    int me;
    CardSet hand;
    CardSet unseen;

    // The card winning the trick so far (kNoCard when nothing is played).
    Card winningCard() const {
        if (!s.trickCards)
            return kNoCard;
        const CardSet trumps = s.trickCards & fruitCards(s.trump);
        return highestCard(trumps ? trumps : s.trickCards & fruitCards(s.led));
    }
    bool beats(Card card, Card best) const {
        if (best == kNoCard)
            return true;
        if (fruitOf(card) == fruitOf(best))
            return card > best;
        return fruitOf(card) == s.trump; // a trump beats any other fruit
    }
    // No unseen card of its fruit is higher, and it is a trump or trumps are gone elsewhere.
    bool isBoss(Card card) const {
        const CardSet higher = fruitCards(fruitOf(card)) & ~((cardBit(card) << 1) - 1);
        if (unseen & higher)
            return false;
        return fruitOf(card) == s.trump || !(unseen & fruitCards(s.trump));
    }
    // Lowest first, non-trumps before trumps: what is cheapest to give away.
    Card cheapest(CardSet cards) const {
        const CardSet plain = cards & ~fruitCards(s.trump);
        CardSet pool = plain ? plain : cards;
        Card best = lowestCard(pool);
        for (CardSet rest = pool; rest; rest &= rest - 1) {
            if (valueOf(lowestCard(rest)) < valueOf(best))
                best = lowestCard(rest);
        }
        return best;
    }
    // A seller here can still win first place or take second.
    bool stallIsWorthASeller(int fruit) const {
        const auto& sellers = s.stallSellers[fruit];
        int mine = sellers[me], bestOther = 0;
        for (int seat = 0; seat < s.players; ++seat) {
            if (seat != me)
                bestOther = std::max<int>(bestOther, sellers[seat]);
        }
        return mine <= bestOther + 1 && bestOther - mine <= 2;
    }
    int playersAfterMe() const { return s.players - s.acted - 1; }
};

// Leads a card that wins for sure, else gets rid of the cheapest card.
Move openingCard(const Table& t) {
    for (CardSet rest = t.hand; rest; rest &= rest - 1) {
        if (t.isBoss(lowestCard(rest)))
            return Move::play(lowestCard(rest));
    }
    return Move::play(t.cheapest(t.hand));
}

Move leaderMove(const Table& t) {
    // Move trump to a fruit we hold far more of than the current trump.
    int longest = -1, longestCount = 0;
    for (int fruit = 0; fruit < fruitsInPlay(t.s.players); ++fruit) {
        const int n = countCards(t.hand & fruitCards(fruit));
        if (fruit != t.s.trump && n > longestCount) {
            longest = fruit;
            longestCount = n;
        }
    }
    const int trumpCount = countCards(t.hand & fruitCards(t.s.trump));
    if (longest >= 0 && longestCount >= 4 && longestCount >= trumpCount + 2)
        return Move::trump(longest);
    return openingCard(t);
}

Move followerMove(const Table& t, const MoveList& legal) {
    CardSet playable = 0;
    bool sellerAllowed = false;
    for (Move move : legal) {
        if (move.kind == Move::PlayCard)
            playable |= cardBit(move.arg);
        sellerAllowed |= move.kind == Move::PlaceSeller;
    }
    const Card best = t.winningCard();
    // The cheapest card that takes the trick now: a plain card before a trump, then the lowest.
    auto cheaperWin = [&](Card a, Card b) {
        const bool aTrump = fruitOf(a) == t.s.trump, bTrump = fruitOf(b) == t.s.trump;
        return aTrump != bTrump ? !aTrump : valueOf(a) < valueOf(b);
    };
    Card winner = kNoCard;
    for (CardSet rest = playable; rest; rest &= rest - 1) {
        const Card card = lowestCard(rest);
        if (t.beats(card, best) && (winner == kNoCard || cheaperWin(card, winner)))
            winner = card;
    }
    if (winner != kNoCard && (t.playersAfterMe() == 0 || t.isBoss(winner)))
        return Move::play(winner);
    if (sellerAllowed && t.stallIsWorthASeller(t.s.led))
        return Move::seller();
    return Move::play(t.cheapest(playable));
}

} // namespace

Move chooseMediumMove(const SeatKnowledge& known) {
    const State& s = known.state;
    const Table table{s, known.seat, s.hands[known.seat], known.unseen};
    MoveList legal;
    s.legalMoves(legal);
    if (s.isLeaderTurn())
        return leaderMove(table);
    if (s.mustPlayAfterTrumpMove()) // this card sets the led fruit, as a lead does
        return openingCard(table);
    return followerMove(table, legal);
}

} // namespace fc::tindahan
