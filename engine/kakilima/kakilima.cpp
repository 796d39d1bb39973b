#include "kakilima.h"
#include "refusals.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <span>

namespace fc::kakilima {

namespace {

std::string characterName(int character) {
    return std::string(kCharacterList[static_cast<std::size_t>(character)].name);
}

std::string cellList(CellSet cells) {
    std::string text;
    for (; cells; cells &= cells - 1) {
        text += text.empty() ? "" : (cells & (cells - 1)) ? ", " : " or ";
        text += cellName(std::countr_zero(cells));
    }
    return text;
}

} // namespace

// ---- setup ----

State State::newGame(std::uint64_t seed, int walker) {
    State s;
    s.rng = fc::Rng(seed);
    // Setup 2: the orange and green cards into the free spaces.
    std::array<std::uint8_t, kOrangeCards + kGreenCards> locations{};
    for (std::size_t i = 0; i < locations.size(); ++i)
        locations[i] = static_cast<std::uint8_t>(i);
    s.rng.shuffle(std::span<std::uint8_t>(locations));
    s.location.fill(0xff);
    std::size_t next = 0;
    for (int cell = 0; cell < kCells; ++cell)
        if (!(kBlockedCells & cellBit(cell)) && stallAt(cell) < 0)
            s.location[static_cast<std::size_t>(cell)] = locations[next++];
    // Setup 4: one character on each house.
    for (int c = 0; c < kCharacters; ++c)
        s.houseOf[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(c);
    s.rng.shuffle(std::span<std::uint8_t>(s.houseOf));
    // Setup 5: two order tokens on each stall.
    std::array<std::uint8_t, kCharacters> tokenSlots{};
    for (int i = 0; i < kCharacters; ++i)
        tokenSlots[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i / kOrdersPerStall);
    s.rng.shuffle(std::span<std::uint8_t>(tokenSlots));
    s.stallOf = tokenSlots;
    s.order.fill(OrderPlace::AtStall);
    // Setup 7 (shuffle): the Langkah draw pile.
    for (Card card : kLangkahDeck)
        s.drawPile.push(card);
    s.rng.shuffle(std::span<Card>(s.drawPile.cards.data(), s.drawPile.count));
    // Setup 6: the walker, when the setup names one.
    if (walker >= 0)
        s.play(Move::walker(walker));
    return s;
}

void State::chooseWalker(int character) {
    if (character == kRandomWalker)
        character = static_cast<int>(rng.below(kCharacters));
    walker = static_cast<std::int8_t>(character);
    order[static_cast<std::size_t>(character)] = OrderPlace::SetAside;
    drawUpToHand();
    phase = Phase::ChooseStart;
}

void State::drawUpToHand() {
    while (handCount < kHandSize && !drawPile.empty())
        hand[handCount++] = drawPile.pop();
}

void State::chooseStart(int cell) {
    position = static_cast<std::int8_t>(cell);
    phase = Phase::Walk;
}

// ---- a turn ----

void State::walk(Move move) {
    last = LastWalk{};
    last.from = position;
    last.to = static_cast<std::int8_t>(move.target);
    last.card = move.card;
    last.boosted = move.boosted;
    playCardFromHand(move.card);
    if (move.swapOut)
        swapWithDiscardTop(move.swapOut);
    if (givesToken(move.card))
        gainClearingToken();
    position = static_cast<std::int8_t>(move.target);
    deliverOrders();
    pickUpOrders(move.take);
    discard.push(move.card);
    endTurn();
}

void State::playCardFromHand(Card card) {
    const auto it = std::find(hand.begin(), hand.begin() + handCount, card);
    assert(it != hand.begin() + handCount);
    *it = hand[--handCount];
}

void State::swapWithDiscardTop(Card handCard) {
    const auto it = std::find(hand.begin(), hand.begin() + handCount, handCard);
    assert(it != hand.begin() + handCount && !discard.empty());
    last.swappedOut = handCard;
    last.swappedIn = discard.top();
    *it = discard.top();
    discard.cards[discard.count - 1] = handCard;
}

void State::gainClearingToken() {
    if (tokens < kMaxTokens) {
        ++tokens;
        last.gainedToken = true;
    }
}

void State::deliverOrders() {
    const std::uint8_t delivered = deliveriesAt(position);
    for (int c = 0; c < kCharacters; ++c)
        if (delivered & (1 << c))
            order[static_cast<std::size_t>(c)] = OrderPlace::Delivered;
    last.delivered = delivered;
}

void State::pickUpOrders(std::uint8_t take) {
    for (int c = 0; c < kCharacters; ++c)
        if (take & (1 << c))
            order[static_cast<std::size_t>(c)] = OrderPlace::Carried;
    last.pickedUp = take;
}

void State::endTurn() {
    if (ordersIn(OrderPlace::Delivered) == kOrdersToDeliver) {
        phase = Phase::Won;
        return;
    }
    drawUpToHand();
    if (drawPile.empty())
        phase = Phase::Lost;
}

void State::play(Move move) {
    assert(!refusalOf(move));
    switch (move.kind) {
    case Move::ChooseWalker:
        chooseWalker(move.target);
        break;
    case Move::ChooseStart:
        chooseStart(move.target);
        break;
    case Move::Walk:
        walk(move);
        break;
    }
}

// ---- what the table shows ----

int State::ordersIn(OrderPlace place) const {
    return static_cast<int>(std::count(order.begin(), order.end(), place));
}

std::uint8_t State::ordersWaitingAt(int stall) const {
    std::uint8_t waiting = 0;
    for (int c = 0; c < kCharacters; ++c)
        if (order[static_cast<std::size_t>(c)] == OrderPlace::AtStall &&
            stallOf[static_cast<std::size_t>(c)] == stall)
            waiting = static_cast<std::uint8_t>(waiting | (1 << c));
    return waiting;
}

std::uint8_t State::carried() const {
    std::uint8_t bag = 0;
    for (int c = 0; c < kCharacters; ++c)
        if (order[static_cast<std::size_t>(c)] == OrderPlace::Carried)
            bag = static_cast<std::uint8_t>(bag | (1 << c));
    return bag;
}

std::uint8_t State::deliveriesAt(int cell) const {
    std::uint8_t delivered = 0;
    for (std::uint8_t bag = carried(); bag; bag &= static_cast<std::uint8_t>(bag - 1)) {
        const int c = std::countr_zero(bag);
        if (doorsOf(houseOf[static_cast<std::size_t>(c)]) & cellBit(cell))
            delivered = static_cast<std::uint8_t>(delivered | (1 << c));
    }
    return delivered;
}

int State::discardSum() const {
    int sum = 0;
    for (int i = 0; i < discard.count; ++i)
        sum += numberOf(discard.cards[static_cast<std::size_t>(i)]);
    return sum;
}

Score State::score() const {
    return makeScore(ordersIn(OrderPlace::Delivered), tokens, discardSum());
}

std::uint64_t State::startCells() const {
    return walker < 0 ? 0 : doorsOf(houseOf[static_cast<std::size_t>(walker)]);
}

bool State::holds(Card card, int copies) const {
    return std::count(hand.begin(), hand.begin() + handCount, card) >= copies;
}

// ---- legal moves ----

std::vector<WalkPath> State::walkOptions(Card card, bool boosted) const {
    if (phase != Phase::Walk || !holds(card) || (boosted && !hasStepBooster(card)))
        return {};
    return walksFrom(position, stepsOf(card, boosted));
}

void State::legalMoves(MoveList& out) const {
    out.clear();
    switch (phase) {
    case Phase::ChooseWalker:
        for (int c = 0; c <= kRandomWalker; ++c)
            out.push_back(Move::walker(c));
        break;
    case Phase::ChooseStart:
        for (CellSet cells = startCells(); cells; cells &= cells - 1)
            out.push_back(Move::start(std::countr_zero(cells)));
        break;
    case Phase::Walk:
        legalWalks(out);
        break;
    case Phase::Won:
    case Phase::Lost:
        break;
    }
}

void State::legalWalks(MoveList& out) const {
    std::array<Card, kHandSize> kinds{};
    int kindCount = 0;
    for (int i = 0; i < handCount; ++i)
        if (std::find(kinds.begin(), kinds.begin() + kindCount,
                      hand[static_cast<std::size_t>(i)]) == kinds.begin() + kindCount)
            kinds[static_cast<std::size_t>(kindCount++)] = hand[static_cast<std::size_t>(i)];
    const int bagRoom = kBagSize - std::popcount(carried());
    for (int k = 0; k < kindCount; ++k) {
        const Card card = kinds[static_cast<std::size_t>(k)];
        // Swap choices: none, or any other card in hand (one option per kind).
        std::array<Card, kHandSize + 1> swaps{};
        int swapCount = 1;
        if (boosterOf(card) == Booster::Swap && !discard.empty())
            for (int j = 0; j < kindCount; ++j)
                if (kinds[static_cast<std::size_t>(j)] != card || holds(card, 2))
                    swaps[static_cast<std::size_t>(swapCount++)] =
                        kinds[static_cast<std::size_t>(j)];
        for (bool boosted : {false, true}) {
            if (boosted && !hasStepBooster(card))
                continue;
            for (CellSet ends = reachableOnMap(position, stepsOf(card, boosted)); ends;
                 ends &= ends - 1) {
                const int end = std::countr_zero(ends);
                const int stall = stallAt(end);
                const std::uint8_t waiting = stall < 0 ? 0 : ordersWaitingAt(stall);
                const int room = bagRoom + std::popcount(deliveriesAt(end));
                for (int s = 0; s < swapCount; ++s) {
                    // Every subset of the waiting orders that fits in the bag.
                    for (int take = waiting;; take = (take - 1) & waiting) {
                        if (std::popcount(static_cast<unsigned>(take)) <= room)
                            out.push_back(Move::walk(card, boosted, end,
                                                     swaps[static_cast<std::size_t>(s)], take));
                        if (take == 0)
                            break;
                    }
                }
            }
        }
    }
}

fc::Refusal State::refusalOf(Move move) const {
    using namespace refusal;
    if (isOver())
        return {kGameOver, {}};
    switch (move.kind) {
    case Move::ChooseWalker:
        if (phase != Phase::ChooseWalker)
            return {kWalkerChosen, {}};
        if (move.target > kRandomWalker)
            return {kNoSuchCharacter, {}};
        return {};
    case Move::ChooseStart:
        if (phase == Phase::ChooseWalker)
            return {kChooseWalkerFirst, {}};
        if (phase != Phase::ChooseStart)
            return {kAlreadyStarted, {}};
        if (move.target >= kCells)
            return {kNoSuchSquare, {std::to_string(move.target)}};
        if (!(startCells() & cellBit(move.target)))
            return {kStartNextToHouse, {characterName(walker), cellList(startCells())}};
        return {};
    case Move::Walk:
        return refusalOfWalk(move);
    }
    return {kUnknownMove, {}};
}

std::string State::whyIllegal(Move move) const {
    return refusal::englishMessage(refusalOf(move));
}

fc::Refusal State::refusalOfHolding(Card card, bool boosted) const {
    using namespace refusal;
    if (isOver())
        return {kGameOver, {}};
    if (phase == Phase::ChooseWalker)
        return {kChooseWalkerFirst, {}};
    if (phase == Phase::ChooseStart)
        return {kChooseStartFirst, {}};
    if (!holds(card))
        return {kNotHeld, {cardToken(card)}};
    if (boosted && !hasStepBooster(card))
        return {kNoStepBooster, {cardToken(card)}};
    return {};
}

fc::Refusal State::refusalOfSwapping(Card card, Card swapOut) const {
    using namespace refusal;
    if (boosterOf(card) != Booster::Swap)
        return {kSwapNeedsBooster, {}};
    if (discard.empty())
        return {kDiscardEmpty, {}};
    if (!holds(swapOut, swapOut == card ? 2 : 1))
        return {kNoOtherToSwap, {cardToken(swapOut)}};
    return {};
}

fc::Refusal State::refusalOfCard(Card card) const {
    if (fc::Refusal why = refusalOfHolding(card, false))
        return why;
    const bool boostable = hasStepBooster(card);
    if (!reachableOnMap(position, stepsOf(card, false)) &&
        !(boostable && reachableOnMap(position, stepsOf(card, true))))
        return {refusal::kNoWalkFromHere, {cardToken(card), cellName(position)}};
    return {};
}

fc::Refusal State::refusalOfCard(Card card, bool boosted) const {
    using namespace refusal;
    if (fc::Refusal why = refusalOfHolding(card, boosted))
        return why;
    if (reachableOnMap(position, stepsOf(card, boosted)))
        return {};
    const char* code = boosted                ? kNoBoostedWalk
                       : hasStepBooster(card) ? kNoPlainWalk
                                              : kNoWalkFromHere;
    return {code, {cardToken(card), cellName(position)}};
}

fc::Refusal State::refusalOfSwap(Card card, bool boosted, Card swapOut) const {
    if (fc::Refusal why = refusalOfCard(card, boosted))
        return why;
    if (swapOut)
        return refusalOfSwapping(card, swapOut);
    // Any other card: the first that can go, else the reason the card itself cannot.
    fc::Refusal why = refusalOfSwapping(card, card);
    for (int i = 0; i < handCount && why; ++i) {
        const Card other = hand[static_cast<std::size_t>(i)];
        if (other != card)
            why = refusalOfSwapping(card, other);
    }
    return why;
}

fc::Refusal State::refusalOfWalk(Move move) const {
    using namespace refusal;
    if (fc::Refusal why = refusalOfHolding(move.card, move.boosted))
        return why;
    if (move.swapOut) {
        if (fc::Refusal why = refusalOfSwapping(move.card, move.swapOut))
            return why;
    }
    if (move.target >= kCells)
        return {kNoSuchSquare, {std::to_string(move.target)}};
    const int steps = move.steps();
    if (!(reachableOnMap(position, steps) & cellBit(move.target)))
        return {kNoWalkTo, {std::to_string(steps), cellName(position), cellName(move.target)}};
    if (move.take) {
        const int stall = stallAt(move.target);
        if (stall < 0)
            return {kPickUpAtStall, {}};
        if ((move.take & ordersWaitingAt(stall)) != move.take)
            return {kOrderNotWaiting, {std::string(kStallNames[static_cast<std::size_t>(stall)])}};
        const int room =
            kBagSize - std::popcount(carried()) + std::popcount(deliveriesAt(move.target));
        if (std::popcount(move.take) > room)
            return {kBagFull, {std::to_string(kBagSize)}};
    }
    return {};
}

} // namespace fc::kakilima
