#include "tindahan.h"
#include "refusals.h"

#include <algorithm>
#include <cassert>
#include <utility>

namespace fc::tindahan {

State State::newGame(int players, int firstStarter, std::uint64_t seed) {
    assert(players >= kMinPlayers && players <= kMaxPlayers);
    assert(firstStarter >= 0 && firstStarter < players);
    State state;
    state.players = static_cast<std::uint8_t>(players);
    state.firstStarter = static_cast<std::uint8_t>(firstStarter);
    state.rng = fc::Rng(seed);
    state.roundStarter = state.firstStarter;
    state.dealRound();
    return state;
}

namespace {
// Every card in order, the deck before a shuffle (3 and 4 players use a prefix of it).
// Cards held as 16-bit numbers while shuffling: stores of bytes (Card) may alias anything,
// so the compiler would keep the generator in memory across every swap.
using DeckCard = std::uint16_t;
constexpr std::array<DeckCard, kFruitCount * kValuesPerFruit> makeOrderedDeck() {
    std::array<DeckCard, kFruitCount * kValuesPerFruit> deck{};
    for (std::size_t i = 0; i < deck.size(); ++i)
        deck[i] = static_cast<DeckCard>(i);
    return deck;
}
constexpr auto kOrderedDeck = makeOrderedDeck();

// Rng::shuffle's Fisher-Yates from the back, draw for draw (so a seed deals what it always
// dealt: saves replay from their seed), dealing each card as soon as its place in the deck
// is final: place p goes to seat p / 10. Written out step by step for each deck size, so
// each draw's bound is a constant (Rng::below's table lookups fold away) and no loop
// counts places.
template <std::size_t Cards> struct Dealing {
    std::array<DeckCard, Cards> deck;
    std::array<CardSet, Cards / kHandSize> hands{};

    // The card that ends at `Place`: swapped with one at a uniform place in [0, Place].
    template <std::size_t Place> void settle(fc::Rng& draw) {
        const std::uint32_t j = Place == 0 ? 0 : draw.below(Place + 1);
        hands[Place / kHandSize] |= CardSet{1} << deck[j];
        deck[j] = deck[Place];
    }
    template <std::size_t... Step> void shuffle(fc::Rng& draw, std::index_sequence<Step...>) {
        (settle<Cards - 1 - Step>(draw), ...);
    }
};

template <std::size_t Cards>
void shuffleAndDeal(fc::Rng& rng, std::array<CardSet, kMaxPlayers>& hands) {
    Dealing<Cards> dealing;
    std::copy_n(kOrderedDeck.begin(), Cards, dealing.deck.begin());
    dealing.shuffle(rng, std::make_index_sequence<Cards>());
    std::copy(dealing.hands.begin(), dealing.hands.end(), hands.begin());
}

} // namespace

// Setup steps 2-4 for a round: trump on bananas, shuffle and deal 10 each, 9 sellers each.
void State::dealRound() {
    switch (players) {
    case 3:
        shuffleAndDeal<3 * kHandSize>(rng, hands);
        break;
    case 4:
        shuffleAndDeal<4 * kHandSize>(rng, hands);
        break;
    default:
        shuffleAndDeal<5 * kHandSize>(rng, hands);
        break;
    }
    recountHands();
    phase = Phase::Trick;
    trump = Bananas;
    wonCards = {};
    tricksWon = {};
    sellersLeft.fill(kSellersPerPlayer);
    stallSellers = {};
    provenVoid = {};
    leader = toMove = roundStarter;
    acted = 0;
    led = -1;
    trumpMoved = false;
    trickCards = 0;
    trickCard.fill(kNoCard);
    trickAction.fill(TrickAction::None);
    lastTrick = {};
}

void State::recountHands() {
    for (int seat = 0; seat < kMaxPlayers; ++seat)
        handFruits[seat] = countByFruit(hands[seat]);
}

void State::legalMoves(MoveList& out) const {
    // Written through a local count: the hot path of every playout.
    Move* moves = out.moves.data();
    int n = 0;
    if (phase == Phase::Trick) {
        for (CardSet rest = playableCards(); rest; rest &= rest - 1)
            moves[n++] = Move::play(lowestCard(rest));
        if (isLeaderTurn()) {
            for (int fruit = 0; fruit < fruitsInPlay(players); ++fruit) {
                if (fruit != trump)
                    moves[n++] = Move::trump(fruit);
            }
        } else if (mustFollow() && sellersLeft[toMove] > 0) {
            moves[n++] = Move::seller();
        }
    }
    out.size = n;
}

fc::Refusal State::refusalOf(Move move) const {
    using namespace refusal;
    if (phase != Phase::Trick)
        return {kGameOver, {}};
    switch (move.kind) {
    case Move::PlayCard: {
        if (move.arg >= players * kValuesPerFruit)
            return {kFruitNotInGame, {cardToken(move.arg)}};
        if (!(hands[toMove] & cardBit(move.arg)))
            return {kNotHeld, {cardToken(move.arg)}};
        if (!(playableCards() & cardBit(move.arg)))
            return {kMustFollow, {std::string(kFruitNames[led])}};
        return {};
    }
    case Move::PlaceSeller:
        if (isLeaderTurn())
            return {kLeaderNoSeller, {}};
        if (mustPlayAfterTrumpMove())
            return {kPlayAfterTrump, {}};
        if (sellersLeft[toMove] == 0)
            return {kNoSellersLeft, {}};
        return {};
    case Move::MoveTrump:
        if (!isLeaderTurn())
            return {kOnlyLeaderTrump, {}};
        if (move.arg >= fruitsInPlay(players))
            return {kStallNotInGame, {}};
        if (move.arg == trump)
            return {kTrumpAlreadyThere, {std::string(kFruitNames[trump])}};
        return {};
    }
    return {kUnknownMove, {}};
}

std::string State::whyIllegal(Move move) const {
    return refusal::englishMessage(refusalOf(move));
}

void State::endOfRound() {
    RoundTally tally;
    tally.players = players;
    tally.trump = trump;
    tally.tricksWon = tricksWon;
    tally.stallSellers = stallSellers;
    for (int seat = 0; seat < players; ++seat) {
        // The sum of the counts by fruit, gathered into the top byte by one multiply.
        tally.cardsInHand[seat] =
            static_cast<std::uint8_t>((handFruits[seat] * card_bits::kOnes) >> 56);
        tally.sellersPlaced[seat] =
            static_cast<std::uint8_t>(kSellersPerPlayer - sellersLeft[seat]);
    }
    const std::array<RoundScore, kMaxPlayers> scores = scoreRound(tally);
    roundScores[round] = scores;
    for (int seat = 0; seat < players; ++seat)
        totals[seat] = static_cast<std::int16_t>(totals[seat] + scores[seat].total);
    ++round;
    phase = round == roundsInGame() ? Phase::GameOver : Phase::RoundOver;
}

void State::startNextRound() {
    assert(phase == Phase::RoundOver);
    roundStarter = static_cast<std::uint8_t>(nextSeat(roundStarter));
    dealRound();
}

std::vector<int> State::winners() const {
    std::vector<int> best;
    if (phase != Phase::GameOver)
        return best;
    const int top = *std::max_element(totals.begin(), totals.begin() + players);
    for (int seat = 0; seat < players; ++seat) {
        if (totals[seat] == top)
            best.push_back(seat);
    }
    return best;
}

} // namespace fc::tindahan
