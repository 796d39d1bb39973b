#include "game_info.h"

#include "bots.h"
#include "kakilima_game.h"
#include "view.h"

#include <algorithm>
#include <bit>

namespace fc::kakilima {

namespace {

const State* stateOf(const fc::Game& game) {
    const auto* kakiLima = dynamic_cast<const KakiLimaGame*>(&game);
    return kakiLima ? &kakiLima->state() : nullptr;
}

// Every Langkah card is in exactly one place: the draw pile, the hand or the discard pile.
Status cardsAreConserved(const State& s) {
    std::array<Card, kDeckSize> all{};
    std::size_t n = 0;
    for (int i = 0; i < s.drawPile.count; ++i)
        all[n++] = s.drawPile.cards[static_cast<std::size_t>(i)];
    for (int i = 0; i < s.handCount; ++i)
        all[n++] = s.hand[static_cast<std::size_t>(i)];
    for (int i = 0; i < s.discard.count; ++i)
        all[n++] = s.discard.cards[static_cast<std::size_t>(i)];
    std::array<Card, kDeckSize> deck = kLangkahDeck;
    std::sort(deck.begin(), deck.end());
    std::sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n));
    if (n != deck.size() || !std::equal(deck.begin(), deck.end(), all.begin()))
        return Status::fail("the Langkah cards are not conserved");
    return Status::ok();
}

// Orders: two tokens per stall, the walker's set aside, at most two carried, the hand full
// while the game goes on and the draw pile can refill it.
Status ordersAndHandHold(const State& s) {
    for (int stall = 0; stall < kStalls; ++stall)
        if (std::count(s.stallOf.begin(), s.stallOf.end(), stall) != kOrdersPerStall)
            return Status::fail("a stall does not hold two order tokens");
    for (int c = 0; c < kCharacters; ++c)
        if ((s.order[static_cast<std::size_t>(c)] == OrderPlace::SetAside) != (c == s.walker))
            return Status::fail("only the walker's order is set aside");
    if (std::popcount(s.carried()) > kBagSize)
        return Status::fail("the walker carries more than two orders");
    if (s.walker >= 0 && !s.isOver() && s.handCount != kHandSize)
        return Status::fail("the hand does not hold five cards");
    if (s.tokens > kMaxTokens)
        return Status::fail("more than ten clearing tokens");
    if (s.phase == Phase::Won && s.ordersIn(OrderPlace::Delivered) != kOrdersToDeliver)
        return Status::fail("won without every delivery");
    if (s.phase == Phase::Lost &&
        (s.drawPile.count != 0 || s.ordersIn(OrderPlace::Delivered) == kOrdersToDeliver))
        return Status::fail("lost with cards to draw or every order delivered");
    if (s.position >= 0 && (kBlockedCells & cellBit(s.position)))
        return Status::fail("the walker stands in a house");
    return Status::ok();
}

Status scoreAddsUp(const State& s) {
    const Score score = s.score();
    if (score.total !=
        10 * s.ordersIn(OrderPlace::Delivered) + tokenPoints(s.tokens) - s.discardSum())
        return Status::fail("the score does not add up");
    return Status::ok();
}

Status invariants(const fc::Game& game) {
    const State* s = stateOf(game);
    if (!s)
        return Status::fail("not a Kaki Lima game");
    for (Status check : {cardsAreConserved(*s), ordersAndHandHold(*s), scoreAddsUp(*s)})
        if (!check)
            return check;
    return Status::ok();
}

// The draw pile's order, as the snapshot writes it (worth hiding only with two or more
// cards: one card's place is no secret once the counts are known).
std::vector<std::string> drawOrder(const fc::Game& game, Seat) {
    const State* s = stateOf(game);
    if (!s || s->drawPile.count < 2)
        return {};
    return {drawPileText(*s)};
}

} // namespace

fc::GameInfo gameInfo() {
    fc::GameInfo info;
    info.id = "kakilima";
    info.title = "Kaki Lima: MCO Mode";
    info.minPlayers = 1;
    info.maxPlayers = 1;
    info.timing = fc::Timing::Solo;
    info.hiddenHands = false;
    info.botStrengths = {"random", "planner"};
    info.create = [](const fc::Setup& setup) -> Result<std::unique_ptr<fc::Game>> {
        const Result<int> walker = KakiLimaGame::walkerOption(setup);
        if (!walker)
            return walker.status();
        return std::unique_ptr<fc::Game>(
            std::make_unique<KakiLimaGame>(setup.seed, walker.value()));
    };
    info.makeBot = [](const std::string& strength, std::uint64_t seed) {
        return makeBot(strength, seed);
    };
    info.invariants = invariants;
    info.secretsHiddenFrom = drawOrder;
    return info;
}

} // namespace fc::kakilima
