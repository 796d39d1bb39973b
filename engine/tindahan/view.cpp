#include "view.h"

#include "core/view_reader.h"

#include <boost/json/array.hpp>
#include <boost/json/string.hpp>
#include <boost/json/value.hpp>

namespace fc::tindahan {

namespace json = boost::json;

namespace {

// ---- writing ----

json::array cardList(CardSet cards) {
    json::array list;
    for (CardSet rest = cards; rest; rest &= rest - 1)
        list.emplace_back(cardToken(lowestCard(rest)));
    return list;
}

template <class Array> json::array perSeat(const State& state, const Array& values) {
    json::array list;
    for (int seat = 0; seat < state.players; ++seat)
        list.emplace_back(static_cast<int>(values[static_cast<std::size_t>(seat)]));
    return list;
}

json::value fruitOrNull(int fruit) {
    return fruit < 0 ? json::value(nullptr) : json::value(fruitLetter(fruit));
}

std::string_view actionName(TrickAction action) {
    switch (action) {
    case TrickAction::None:
        return "none";
    case TrickAction::Played:
        return "play";
    case TrickAction::Seller:
        return "seller";
    case TrickAction::MovedTrump:
        return "trump";
    }
    return "none";
}

json::object roundScoreJson(const State& state, const RoundScore& score) {
    json::object stalls;
    for (int fruit = 0; fruit < fruitsInPlay(state.players); ++fruit)
        stalls[fruitLetter(fruit)] = score.stalls[static_cast<std::size_t>(fruit)];
    return {{"tricks", score.tricks},      {"hand", score.hand},
            {"stalls", std::move(stalls)}, {"trumpBonus", score.trumpBonus},
            {"shutout", score.shutout},    {"total", score.total}};
}

json::object tableJson(const State& state) {
    const bool over = state.phase == Phase::GameOver;
    const int players = state.players;
    json::object view;
    view["game"] = "tindahan";
    view["players"] = players;
    view["round"] = std::min<int>(state.round + 1, state.roundsInGame());
    view["rounds"] = state.roundsInGame();
    view["phase"] = over ? "over" : "trick";

    json::array fruits;
    for (int fruit = 0; fruit < fruitsInPlay(players); ++fruit)
        fruits.emplace_back(fruitLetter(fruit));
    view["fruits"] = std::move(fruits);
    view["trump"] = fruitLetter(state.trump);
    view["led"] = fruitOrNull(state.led);
    view["trumpMoved"] = state.trumpMoved;
    view["roundStarter"] = static_cast<int>(state.roundStarter);
    view["leader"] = static_cast<int>(state.leader);
    view["toMove"] = over ? -1 : static_cast<int>(state.toMove);

    json::array trick;
    for (int seat = 0; seat < players; ++seat) {
        json::object entry{{"did", actionName(state.trickAction[seat])}};
        if (state.trickCard[seat] != kNoCard)
            entry["card"] = cardToken(state.trickCard[seat]);
        trick.emplace_back(std::move(entry));
    }
    view["trick"] = std::move(trick);

    std::array<int, kMaxPlayers> handCounts{};
    for (int seat = 0; seat < players; ++seat)
        handCounts[seat] = countCards(state.hands[seat]);
    view["handCounts"] = perSeat(state, handCounts);
    view["sellersLeft"] = perSeat(state, state.sellersLeft);
    json::object stalls;
    for (int fruit = 0; fruit < fruitsInPlay(players); ++fruit)
        stalls[fruitLetter(fruit)] = perSeat(state, state.stallSellers[fruit]);
    view["stalls"] = std::move(stalls);
    view["tricksWon"] = perSeat(state, state.tricksWon);
    json::array won, voids;
    for (int seat = 0; seat < players; ++seat) {
        won.emplace_back(cardList(state.wonCards[seat]));
        json::array lacking;
        for (int fruit = 0; fruit < fruitsInPlay(players); ++fruit) {
            if (state.provenVoid[seat] & (1u << fruit))
                lacking.emplace_back(fruitLetter(fruit));
        }
        voids.emplace_back(std::move(lacking));
    }
    view["won"] = std::move(won);
    view["provenVoid"] = std::move(voids);

    json::array lastCards;
    for (int seat = 0; seat < players; ++seat) {
        const Card card = state.lastTrick.cards[seat];
        lastCards.emplace_back(card == kNoCard ? json::value(nullptr)
                                               : json::value(cardToken(card)));
    }
    view["lastTrick"] = json::object{{"winner", state.lastTrick.winner},
                                     {"led", fruitOrNull(state.lastTrick.led)},
                                     {"trump", fruitOrNull(state.lastTrick.trump)},
                                     {"cards", std::move(lastCards)}};

    view["scores"] = perSeat(state, state.totals);
    json::array rounds;
    for (int round = 0; round < state.round; ++round) {
        json::array seats;
        for (int seat = 0; seat < players; ++seat)
            seats.emplace_back(roundScoreJson(state, state.roundScores[round][seat]));
        rounds.emplace_back(std::move(seats));
    }
    view["roundScores"] = std::move(rounds);
    if (over) {
        json::array winners;
        for (int seat : state.winners())
            winners.emplace_back(seat);
        view["winners"] = std::move(winners);
    }
    return view;
}

// The seats of the trick in progress in playing order, from its leader by nextSeat; none
// once the game is over. Derived, so only seats' views carry it, not the saved snapshot
// (saves from before it still match their replay).
json::array trickOrder(const State& state) {
    json::array order;
    for (int i = 0, seat = state.leader; state.phase == Phase::Trick && i < state.players;
         ++i, seat = state.nextSeat(seat))
        order.emplace_back(seat);
    return order;
}

// ---- reading ----

// fc::ViewReader with Tindahan's fruits and cards.
class ViewReader : public fc::ViewReader {
  public:
    using fc::ViewReader::ViewReader;

    // A fruit letter, or -1 for null when allowed.
    int fruit(const json::value* value, std::string_view what, int players, bool nullable) {
        if (!ok() || !value)
            return -1;
        if (nullable && value->is_null())
            return -1;
        const json::string* letter = value->if_string();
        const std::optional<int> fruit =
            letter ? parseFruitLetter(std::string_view(*letter), players) : std::nullopt;
        if (!fruit) {
            failBad(what);
            return -1;
        }
        return *fruit;
    }
    Card card(const json::value& value, std::string_view what, int players) {
        const json::string* token = value.if_string();
        const std::optional<Card> card =
            token ? parseCardToken(std::string_view(*token), players) : std::nullopt;
        if (!card) {
            fail("bad card in " + std::string(what) + " of the view");
            return kNoCard;
        }
        return *card;
    }
    CardSet cards(const json::value* value, std::string_view what, int players) {
        CardSet set = 0;
        if (const json::array* array = list(value, what, -1)) {
            for (const json::value& token : *array) {
                const Card c = card(token, what, players);
                if (!ok())
                    return 0;
                set |= cardBit(c);
            }
        }
        return set;
    }
    template <class Array>
    void perSeat(std::string_view key, int players, int lo, int hi, Array& out) {
        if (const json::array* array = list(key, players)) {
            for (int seat = 0; seat < players; ++seat)
                out[static_cast<std::size_t>(seat)] = static_cast<typename Array::value_type>(
                    integer(&(*array)[static_cast<std::size_t>(seat)], key, lo, hi));
        }
    }
};

} // namespace

json::object viewJson(const State& state, int seat) {
    json::object view = tableJson(state);
    view["seat"] = seat;
    view["trickOrder"] = trickOrder(state);
    if (seat >= 0 && seat < state.players) {
        view["hand"] = cardList(state.hands[seat]);
        if (state.phase == Phase::Trick && seat == state.toMove) {
            MoveList moves;
            state.legalMoves(moves);
            json::array legal;
            for (Move move : moves)
                legal.emplace_back(moveToText(move));
            view["legal"] = std::move(legal);
        }
    }
    return view;
}

json::object snapshotJson(const State& state) {
    json::object snapshot = tableJson(state);
    json::array hands;
    for (int seat = 0; seat < state.players; ++seat)
        hands.emplace_back(cardList(state.hands[seat]));
    snapshot["hands"] = std::move(hands);
    snapshot["firstStarter"] = static_cast<int>(state.firstStarter);
    snapshot["acted"] = static_cast<int>(state.acted);
    snapshot["rng"] = state.rng.encode();
    return snapshot;
}

Result<SeatKnowledge> knowledgeFromView(const json::object& view) {
    ViewReader read(view);
    SeatKnowledge known;
    State& s = known.state;
    const int players = read.integer("players", kMinPlayers, kMaxPlayers);
    const int seat = read.integer("seat", 0, players - 1);
    if (!read.ok())
        return Result<SeatKnowledge>::fail(read.error());
    const json::value* phase = read.field("phase");
    if (phase && phase->is_string() && phase->get_string() == "over")
        return Result<SeatKnowledge>::fail("the game is over");
    s.players = static_cast<std::uint8_t>(players);
    known.seat = seat;

    s.round = static_cast<std::uint8_t>(read.integer("round", 1, players) - 1);
    s.roundStarter = static_cast<std::uint8_t>(read.integer("roundStarter", 0, players - 1));
    s.leader = static_cast<std::uint8_t>(read.integer("leader", 0, players - 1));
    s.toMove = static_cast<std::uint8_t>(read.integer("toMove", 0, players - 1));
    s.trump = static_cast<std::uint8_t>(read.fruit(read.field("trump"), "trump", players, false));
    s.led = static_cast<std::int8_t>(read.fruit(read.field("led"), "led", players, true));
    s.trumpMoved = read.boolean("trumpMoved");
    s.hands[seat] = read.cards(read.field("hand"), "hand", players);
    read.perSeat("handCounts", players, 0, kHandSize, known.handCounts);
    read.perSeat("sellersLeft", players, 0, kSellersPerPlayer, s.sellersLeft);
    read.perSeat("tricksWon", players, 0, players * kHandSize, s.tricksWon);
    read.perSeat("scores", players, -32000, 32000, s.totals);
    if (const json::value* stalls = read.field("stalls"); stalls && read.ok()) {
        const json::object* byFruit = stalls->if_object();
        if (!byFruit)
            read.fail("bad stalls in the view");
        for (int fruit = 0; read.ok() && fruit < fruitsInPlay(players); ++fruit) {
            const json::array* counts =
                read.list(byFruit->if_contains(fruitLetter(fruit)), "stalls", players);
            for (int p = 0; counts && p < players; ++p)
                s.stallSellers[fruit][p] = static_cast<std::uint8_t>(read.integer(
                    &(*counts)[static_cast<std::size_t>(p)], "stalls", 0, kSellersPerPlayer));
        }
    }
    if (const json::array* won = read.list("won", players)) {
        for (int p = 0; p < players; ++p)
            s.wonCards[p] = read.cards(&(*won)[static_cast<std::size_t>(p)], "won", players);
    }
    if (const json::array* voids = read.list("provenVoid", players)) {
        for (int p = 0; p < players; ++p) {
            const json::array* fruits =
                read.list(&(*voids)[static_cast<std::size_t>(p)], "provenVoid", -1);
            for (std::size_t i = 0; fruits && i < fruits->size(); ++i) {
                const int fruit = read.fruit(&(*fruits)[i], "provenVoid", players, false);
                if (fruit >= 0)
                    s.provenVoid[p] = static_cast<std::uint8_t>(s.provenVoid[p] | (1u << fruit));
            }
        }
    }
    // The playing order must be the engine's: every seat once, from the leader to the left.
    if (const json::array* order = read.list("trickOrder", players)) {
        for (int i = 0, expected = s.leader; read.ok() && i < players;
             ++i, expected = s.nextSeat(expected)) {
            const std::int64_t* entry = (*order)[static_cast<std::size_t>(i)].if_int64();
            if (!entry || *entry != expected)
                read.fail("bad trickOrder in the view");
        }
    }
    if (const json::array* trick = read.list("trick", players)) {
        for (int p = 0; read.ok() && p < players; ++p) {
            const json::object* entry = (*trick)[static_cast<std::size_t>(p)].if_object();
            const json::value* did = entry ? entry->if_contains("did") : nullptr;
            const json::string* name = did ? did->if_string() : nullptr;
            if (!name) {
                read.fail("bad trick in the view");
                break;
            }
            if (*name == "play") {
                const json::value* token = entry->if_contains("card");
                const Card card = token ? read.card(*token, "trick", players) : kNoCard;
                if (card == kNoCard)
                    read.fail("bad trick in the view");
                s.trickAction[p] = TrickAction::Played;
                s.trickCard[p] = card;
                s.trickCards |= card == kNoCard ? 0 : cardBit(card);
            } else if (*name == "seller") {
                s.trickAction[p] = TrickAction::Seller;
            } else if (*name == "trump") {
                s.trickAction[p] = TrickAction::MovedTrump;
            } else if (*name != "none") {
                read.fail("bad trick in the view");
            }
            s.acted = static_cast<std::uint8_t>(s.acted + (s.trickAction[p] != TrickAction::None));
        }
    }
    if (!read.ok())
        return Result<SeatKnowledge>::fail(read.error());
    if (countCards(s.hands[seat]) != known.handCounts[seat])
        return Result<SeatKnowledge>::fail("the view's hand and hand count disagree");
    s.recountHands();

    CardSet seen = s.hands[seat] | s.trickCards;
    for (int p = 0; p < players; ++p)
        seen |= s.wonCards[p];
    known.unseen = s.cardsInUse() & ~seen;
    int othersHold = 0;
    for (int p = 0; p < players; ++p)
        othersHold += p == seat ? 0 : known.handCounts[p];
    if (othersHold != countCards(known.unseen))
        return Result<SeatKnowledge>::fail("the view's card counts do not add up");
    return known;
}

} // namespace fc::tindahan
