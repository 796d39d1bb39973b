#include "kommegleich.h"
#include "refusals.h"

#include "tips.h"

#include <algorithm>
#include <cassert>

namespace fc::kommegleich {

bool runServes(const Hand& hand, const std::array<Card, kRowSize>& row, int first, int last,
               int rowSlot) {
    for (int i = first; i <= last; ++i) {
        if (!serves(hand[i], row[static_cast<std::size_t>(rowSlot + i - first)]))
            return false;
    }
    return true;
}

int longestRun(const Hand& hand, const std::array<Card, kRowSize>& row) {
    int best = 0;
    for (int first = 0; first < hand.size; ++first) {
        for (int rowSlot = 0; rowSlot < kRowSize; ++rowSlot) {
            int length = 0;
            while (first + length < hand.size && rowSlot + length < kRowSize &&
                   serves(hand[first + length], row[static_cast<std::size_t>(rowSlot + length)]))
                ++length;
            best = std::max(best, length);
        }
    }
    return best >= kMinRun ? best : 0;
}

State State::newGame(int players, int firstStarter, std::uint64_t seed) {
    assert(players >= kMinPlayers && players <= kMaxPlayers);
    assert(firstStarter >= 0 && firstStarter < players);
    State s;
    s.players = static_cast<std::uint8_t>(players);
    s.firstStarter = s.startPlayer = s.toMove = static_cast<std::uint8_t>(firstStarter);
    s.rng = fc::Rng(seed);
    for (int card = 0; card < kDeckSize; ++card)
        s.drawPile.push(static_cast<Card>(card));
    s.rng.shuffle(std::span<Card>(s.drawPile.cards.data(), s.drawPile.size));
    // Five cards to each hand in the order dealt, then five to the row, left to right.
    for (int seat = 0; seat < players; ++seat) {
        for (int i = 0; i < kHandSize; ++i)
            s.hands[seat].push(s.drawPile.pop());
    }
    for (Card& order : s.row)
        order = s.drawPile.pop();
    return s;
}

int State::tipValueOf(int seat) const {
    return tipValue(tips[seat]);
}

void State::legalMoves(MoveList& out) const {
    out.clear();
    const Hand& hand = hands[toMove];
    const bool canDraw = drawPile.size + discardPile.size > 0;
    switch (phase) {
    case Phase::StartDraw:
        if (canDraw)
            out.push(Move::draw());
        break;
    case Phase::Rearrange:
        // Moving a card one place is the same as moving its neighbour back: listed once.
        for (int from = 0; from < hand.size; ++from) {
            for (int to = 0; to < hand.size; ++to) {
                if (to != from && to != from - 1)
                    out.push(Move::moveCard(from, to));
            }
        }
        if (canDraw)
            out.push(Move::draw());
        break;
    case Phase::Insert:
        for (int slot = 0; slot <= hand.size; ++slot)
            out.push(Move::insert(slot));
        break;
    case Phase::Cover:
        for (int h = 0; h < hand.size; ++h) {
            for (int r = 0; r < kRowSize; ++r)
                out.push(Move::cover(h, r));
        }
        break;
    case Phase::Discard:
        for (int slot = 0; slot < hand.size; ++slot)
            out.push(Move::discard(slot));
        break;
    case Phase::Serve:
        for (int length = hand.size; length >= kMinRun; --length) {
            for (int first = 0; first + length <= hand.size; ++first) {
                for (int r = 0; r + length <= kRowSize; ++r) {
                    if (runServes(hand, row, first, first + length - 1, r))
                        out.push(Move::serve(first, first + length - 1, r));
                }
            }
        }
        out.push(Move::done());
        break;
    case Phase::GameOver:
        break;
    }
}

fc::Refusal State::refusalOf(Move move) const {
    using namespace refusal;
    const auto slot = [](int value) { return std::to_string(value); };
    if (phase == Phase::GameOver)
        return {kGameOver, {}};
    const Hand& hand = hands[toMove];
    const auto handSlot = [&](int index) { return index < hand.size; };
    switch (move.kind) {
    case Move::Draw:
        if (phase != Phase::StartDraw && phase != Phase::Rearrange)
            return {kCannotDraw, {}};
        if (drawPile.size + discardPile.size == 0)
            return {kNothingToDraw, {}};
        return {};
    case Move::Insert:
        if (phase != Phase::Insert)
            return {kNoDrawnCard, {}};
        if (move.a > hand.size)
            return {kInsertBeyondHand, {slot(move.a), slot(hand.size)}};
        return {};
    case Move::Cover:
        if (phase != Phase::Cover)
            return {isStartTurn() ? kCannotCoverNow : kOnlyStartCovers, {}};
        if (!handSlot(move.a))
            return {kNoHandCard, {slot(move.a)}};
        if (move.b >= kRowSize)
            return {kNoRowSlot, {slot(move.b)}};
        return {};
    case Move::MoveCard:
        if (phase != Phase::Rearrange)
            return {isStartTurn() ? kStartDrawsInstead : kCannotMoveNow, {}};
        if (!handSlot(move.a) || !handSlot(move.b))
            return {kSlotsRun, {slot(hand.size - 1)}};
        if (move.a == move.b)
            return {kSameSlot, {}};
        return {};
    case Move::Discard:
        if (phase != Phase::Discard)
            return {kCannotDiscard, {}};
        if (!handSlot(move.a))
            return {kNoHandCard, {slot(move.a)}};
        return {};
    case Move::Serve: {
        if (phase != Phase::Serve)
            return {kCannotServe, {}};
        const int length = move.b - move.a + 1;
        if (move.b < move.a || length < kMinRun)
            return {kRunTooShort, {}};
        if (!handSlot(move.b))
            return {kNoHandCard, {slot(move.b)}};
        if (move.c + length > kRowSize)
            return {kRunPastRow, {}};
        if (!runServes(hand, row, move.a, move.b, move.c))
            return {kRunMismatch, {}};
        return {};
    }
    case Move::Done:
        if (phase != Phase::Serve)
            return {kFinishStep, {}};
        return {};
    }
    return {kUnknownMove, {}};
}

std::string State::whyIllegal(Move move) const {
    return refusal::englishMessage(refusalOf(move));
}

void State::play(Move move) {
    assert(whyIllegal(move).empty());
    switch (move.kind) {
    case Move::Draw:
        drawn = drawMenuCard();
        phase = Phase::Insert;
        break;
    case Move::Insert:
        insertDrawnCard(move.a);
        phase = isStartTurn() ? Phase::Cover : Phase::Discard;
        break;
    case Move::Cover:
        coverRowCard(move.a, move.b);
        phase = Phase::Serve;
        break;
    case Move::MoveCard:
        moveHandCard(move.a, move.b);
        phase = Phase::Serve;
        break;
    case Move::Discard:
        discardHandCard(move.a);
        phase = Phase::Serve;
        break;
    case Move::Serve:
        serveRun(move.a, move.b, move.c);
        break;
    case Move::Done:
        endTurn();
        break;
    }
}

// An empty draw pile is refilled by shuffling the discards, when a card must be drawn.
Card State::drawMenuCard() {
    if (drawPile.size == 0)
        reshuffleDiscards();
    assert(drawPile.size > 0 && "93 cards always leave some to draw");
    return drawPile.size > 0 ? drawPile.pop() : kNoCard;
}

// The last serve is no longer shown once its cards may be back in the draw pile.
void State::reshuffleDiscards() {
    lastServe = LastServe{};
    drawPile = discardPile;
    discardPile.size = 0;
    rng.shuffle(std::span<Card>(drawPile.cards.data(), drawPile.size));
}

void State::insertDrawnCard(int slot) {
    hands[toMove].insert(slot, drawn);
    drawn = kNoCard;
}

// The covered order is no longer on the table: it joins the discards.
void State::coverRowCard(int handSlot, int rowSlot) {
    discardPile.push(row[static_cast<std::size_t>(rowSlot)]);
    row[static_cast<std::size_t>(rowSlot)] = hands[toMove].remove(handSlot);
}

void State::moveHandCard(int from, int to) {
    Hand& hand = hands[toMove];
    hand.insert(to, hand.remove(from));
}

void State::discardHandCard(int slot) {
    discardPile.push(hands[toMove].remove(slot));
}

// Serve, then score at once (all five served, or ten face down), then refill and pass on.
void State::serveRun(int first, int last, int rowSlot) {
    const int seat = toMove;
    Hand& hand = hands[seat];
    const int count = last - first + 1;
    const bool allFive = count == hand.size;
    lastServe = LastServe{};
    lastServe.seat = static_cast<std::int8_t>(seat);
    lastServe.firstSlot = static_cast<std::uint8_t>(first);
    lastServe.rowSlot = static_cast<std::uint8_t>(rowSlot);
    lastServe.count = static_cast<std::uint8_t>(count);
    for (int i = 0; i < count; ++i)
        lastServe.cards[static_cast<std::size_t>(i)] = hand.remove(first);

    FaceDown& down = faceDown[seat];
    if (allFive && takeTip()) {
        for (int i = 0; i < count; ++i)
            discardPile.push(lastServe.cards[static_cast<std::size_t>(i)]);
        lastServe.scoring = LastServe::AllFive;
    } else {
        for (int i = 0; i < count; ++i)
            down.push(lastServe.cards[static_cast<std::size_t>(i)]);
        if (phase == Phase::GameOver) {
            lastServe.scoring = LastServe::Refused;
        } else if (down.size >= kCashInAt) {
            if (takeTip()) {
                for (Card card : down)
                    discardPile.push(card);
                down.size = 0;
                lastServe.scoring = LastServe::CashIn;
            } else {
                lastServe.scoring = LastServe::Refused;
            }
        }
    }
    if (phase == Phase::GameOver)
        return;
    refillHand();
    endTurn();
}

// Raises the player's tips to her number of scorings; ends the game when the supply
// cannot pay (nothing changes then) or its last card is taken.
bool State::takeTip() {
    const int seat = toMove;
    TipCounts pool = supply;
    for (int v = 1; v <= kMaxTipValue; ++v)
        pool[static_cast<std::size_t>(v)] = static_cast<std::uint8_t>(
            pool[static_cast<std::size_t>(v)] + tips[seat][static_cast<std::size_t>(v)]);
    const std::optional<TipCounts> take = tipsWorth(scorings[seat] + 1, pool);
    if (!take) {
        end = EndReason::SupplyCannotPay;
        phase = Phase::GameOver;
        return false;
    }
    for (int v = 1; v <= kMaxTipValue; ++v)
        supply[static_cast<std::size_t>(v)] = static_cast<std::uint8_t>(
            pool[static_cast<std::size_t>(v)] - (*take)[static_cast<std::size_t>(v)]);
    tips[seat] = *take;
    ++scorings[seat];
    if (tipCardCount(supply) == 0) {
        end = EndReason::LastTipTaken;
        phase = Phase::GameOver;
    }
    return true;
}

// New cards go to the front in the order drawn; the old ones keep their order behind.
void State::refillHand() {
    Hand& hand = hands[toMove];
    const int missing = kHandSize - hand.size;
    for (int i = 0; i < missing; ++i) {
        const Card card = drawMenuCard();
        if (card == kNoCard)
            return;
        hand.insert(i, card);
    }
}

void State::endTurn() {
    ++turn;
    if (++turnInRound == players) {
        turnInRound = 0;
        ++round;
        startPlayer = static_cast<std::uint8_t>(nextSeat(startPlayer));
        toMove = startPlayer;
    } else {
        toMove = static_cast<std::uint8_t>(nextSeat(toMove));
    }
    phase = isStartTurn() ? Phase::StartDraw : Phase::Rearrange;
}

std::vector<int> State::winners() const {
    std::vector<int> best;
    if (phase != Phase::GameOver)
        return best;
    const auto rank = [this](int seat) {
        return std::pair{tipValueOf(seat), static_cast<int>(faceDown[seat].size)};
    };
    std::pair<int, int> top{-1, -1};
    for (int seat = 0; seat < players; ++seat)
        top = std::max(top, rank(seat));
    for (int seat = 0; seat < players; ++seat) {
        if (rank(seat) == top)
            best.push_back(seat);
    }
    return best;
}

} // namespace fc::kommegleich
