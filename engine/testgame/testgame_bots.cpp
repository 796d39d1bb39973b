#include "testgame_bots.h"

#include "core/search/ismcts.h"
#include "testgame.h"
#include "trick_state.h"

#include <boost/json/array.hpp>

namespace fc::testgame {

namespace json = boost::json;

namespace {

// What a seat knows, read back from its view: everything but the other hands and the
// undealt cards, of which only the hand sizes are known.
struct SeatKnowledge {
    TrickState known; // other hands and `undealt` empty
    std::array<int, kMaxPlayers> handSizes{};
};

std::optional<int> intAt(const json::object& o, std::string_view key) {
    const json::value* v = o.if_contains(key);
    if (!v || !v->is_int64())
        return std::nullopt;
    return static_cast<int>(v->get_int64());
}

std::optional<Cards> cardsOf(const json::value* v) {
    if (!v || !v->is_array())
        return std::nullopt;
    Cards cards = 0;
    for (const json::value& token : v->get_array()) {
        const auto card = token.is_string() ? cardFromToken(token.get_string()) : std::nullopt;
        if (!card)
            return std::nullopt;
        cards |= static_cast<Cards>(1u << *card);
    }
    return cards;
}

Result<SeatKnowledge> readView(const json::object& view, Seat seat) {
    const auto malformed = Status::fail("testgame bot: the view is malformed");
    const auto players = intAt(view, "players");
    const auto toMove = intAt(view, "toMove");
    const auto leader = intAt(view, "leader");
    const auto hand = cardsOf(view.if_contains("hand"));
    const json::value* sizes = view.if_contains("handSizes");
    const json::value* taken = view.if_contains("taken");
    const json::value* trick = view.if_contains("trick");
    if (!players || *players < 2 || *players > kMaxPlayers || !toMove || !leader || !hand ||
        !sizes || !sizes->is_array() ||
        sizes->get_array().size() != static_cast<std::size_t>(*players) || !taken ||
        !taken->is_array() || taken->get_array().size() != static_cast<std::size_t>(*players) ||
        !trick || !trick->is_array() ||
        trick->get_array().size() >= static_cast<std::size_t>(*players))
        return malformed;
    if (*toMove != seat)
        return Status::fail("testgame bot: it is not seat " + std::to_string(seat) + "'s turn");

    SeatKnowledge k;
    k.known.players = *players;
    k.known.turn = *toMove;
    k.known.leader = *leader;
    k.known.hands[static_cast<std::size_t>(seat)] = *hand;
    for (std::size_t s = 0; s < static_cast<std::size_t>(*players); ++s) {
        const json::value& size = sizes->get_array()[s];
        const auto won = cardsOf(&taken->get_array()[s]);
        if (!size.is_int64() || size.get_int64() < 0 || size.get_int64() > kMaxHandSize || !won)
            return malformed;
        k.handSizes[s] = static_cast<int>(size.get_int64());
        k.known.taken[s] = *won;
    }
    for (const json::value& token : trick->get_array()) {
        const auto card = token.is_string() ? cardFromToken(token.get_string()) : std::nullopt;
        if (!card)
            return malformed;
        k.known.trick[static_cast<std::size_t>(k.known.trickSize++)] = *card;
    }
    if (*hand == 0)
        return malformed;
    return k;
}

// One full state consistent with what the seat knows: the unseen cards dealt at random.
TrickState determinize(const SeatKnowledge& k, Seat observer, Rng& rng) {
    TrickState state = k.known;
    Cards seen = state.hands[static_cast<std::size_t>(observer)];
    for (int s = 0; s < state.players; ++s)
        seen |= state.taken[static_cast<std::size_t>(s)];
    for (int i = 0; i < state.trickSize; ++i)
        seen |= static_cast<Cards>(1u << state.trick[static_cast<std::size_t>(i)]);
    std::vector<int> unseen = listOf(static_cast<Cards>(kAllCards & ~seen));
    rng.shuffle(std::span<int>(unseen));
    std::size_t next = 0;
    for (int s = 0; s < state.players; ++s) {
        if (s == observer)
            continue;
        for (int i = 0; i < k.handSizes[static_cast<std::size_t>(s)] && next < unseen.size(); ++i)
            state.hands[static_cast<std::size_t>(s)] |= static_cast<Cards>(1u << unseen[next++]);
    }
    for (; next < unseen.size(); ++next)
        state.undealt |= static_cast<Cards>(1u << unseen[next]);
    return state;
}

class RandomBot final : public Bot {
  public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
    Result<std::string> choose(const json::object& view, Seat seat) override {
        auto k = readView(view, seat);
        if (!k)
            return k.status();
        const std::vector<int> hand = listOf(k->known.hands[static_cast<std::size_t>(seat)]);
        return "play " + cardToken(hand[rng_.below(static_cast<std::uint32_t>(hand.size()))]);
    }

  private:
    Rng rng_;
};

class HardBot final : public Bot {
  public:
    HardBot(std::uint64_t seed, int iterations) : rng_(seed), iterations_(iterations) {}
    Result<std::string> choose(const json::object& view, Seat seat) override {
        auto k = readView(view, seat);
        if (!k)
            return k.status();
        const SeatKnowledge& knowledge = k.value();
        const int card =
            search::chooseIsmcts([&](Rng& rng) { return determinize(knowledge, seat, rng); },
                                 search::Budget{iterations_}, rng_);
        return "play " + cardToken(card);
    }

  private:
    Rng rng_;
    int iterations_;
};

} // namespace

std::unique_ptr<Bot> makeRandomBot(std::uint64_t seed) {
    return std::make_unique<RandomBot>(seed);
}

std::unique_ptr<Bot> makeHardBot(std::uint64_t seed, int iterations) {
    return std::make_unique<HardBot>(seed, iterations);
}

} // namespace fc::testgame
