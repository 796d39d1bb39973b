#include "view.h"

#include "board.h"

#include "core/view_reader.h"

#include <boost/json/array.hpp>
#include <boost/json/string.hpp>
#include <boost/json/value.hpp>

#include <algorithm>
#include <bit>
#include <span>

namespace fc::kakilima {

namespace json = boost::json;

namespace {

constexpr std::array<std::string_view, 5> kPhaseNames = {"walker", "start", "walk", "won", "lost"};
constexpr std::array<std::string_view, 4> kOrderPlaceNames = {"stall", "carried", "delivered",
                                                              "aside"};

// ---- writing ----

json::array cardList(std::span<const Card> cards) {
    json::array list;
    for (Card card : cards)
        list.emplace_back(cardToken(card));
    return list;
}

json::array characterList(std::uint8_t characters) {
    json::array list;
    for (int c = 0; c < kCharacters; ++c)
        if (characters & (1 << c))
            list.emplace_back(kCharacterList[static_cast<std::size_t>(c)].id);
    return list;
}

json::value cellOrNull(int cell) {
    return cell < 0 ? json::value(nullptr) : json::value(cellName(cell));
}

json::object mapEntry(const State& state, int cell) {
    json::object entry{{"cell", cellName(cell)}};
    if (const int stall = stallAt(cell); stall >= 0) {
        entry["kind"] = "stall";
        entry["name"] = kStallNames[static_cast<std::size_t>(stall)];
    } else if (kBlockedCells & cellBit(cell)) {
        entry["kind"] = "house";
        for (int c = 0; c < kCharacters; ++c)
            if (state.houseCell(c) == cell) {
                entry["name"] = kCharacterList[static_cast<std::size_t>(c)].name;
                entry["character"] = kCharacterList[static_cast<std::size_t>(c)].id;
            }
    } else {
        const int card = state.location[static_cast<std::size_t>(cell)];
        entry["kind"] = card < kOrangeCards ? "orange" : "green";
        entry["name"] = card < kOrangeCards
                            ? kOrangeNames[static_cast<std::size_t>(card)]
                            : kGreenNames[static_cast<std::size_t>(card - kOrangeCards)];
    }
    return entry;
}

json::object scoreJson(const Score& s) {
    return {{"delivered", s.delivered}, {"orders", s.orders},
            {"tokens", s.tokens},       {"tokenPoints", s.tokenPoints},
            {"allTokens", s.allTokens}, {"steps", s.steps},
            {"total", s.total}};
}

json::object lastJson(const LastWalk& w) {
    auto token = [](Card card) {
        return card ? json::value(cardToken(card)) : json::value(nullptr);
    };
    return {{"from", cellOrNull(w.from)},
            {"to", cellOrNull(w.to)},
            {"card", token(w.card)},
            {"boosted", w.boosted},
            {"swappedOut", token(w.swappedOut)},
            {"swappedIn", token(w.swappedIn)},
            {"delivered", characterList(w.delivered)},
            {"pickedUp", characterList(w.pickedUp)},
            {"gainedToken", w.gainedToken}};
}

// ---- reading ----

// fc::ViewReader with Kaki Lima's cells and cards.
class ViewReader : public fc::ViewReader {
  public:
    using fc::ViewReader::ViewReader;

    // A cell name, or -1 for null.
    int cellOrNull(std::string_view key) {
        const json::value* value = field(key);
        if (!value || value->is_null())
            return -1;
        const json::string* s = value->if_string();
        const std::optional<int> cell = s ? parseCell(std::string_view(*s)) : std::nullopt;
        if (!cell)
            failBad(key);
        return cell.value_or(-1);
    }
    void cards(std::string_view key, Pile& out) {
        const json::array* array = list(key, -1);
        for (std::size_t i = 0; array && i < array->size() && ok(); ++i) {
            const json::string* s = (*array)[i].if_string();
            const std::optional<Card> card =
                s ? parseCardToken(std::string_view(*s)) : std::nullopt;
            if (!card || out.count == kDeckSize)
                fail("bad card in " + std::string(key) + " of the view");
            else
                out.push(*card);
        }
    }
};

void readCharacters(ViewReader& read, const json::array& list, State& s) {
    if (list.size() != kCharacters) {
        read.fail("bad characters in the view");
        return;
    }
    std::uint8_t housesSeen = 0;
    for (std::size_t i = 0; i < list.size() && read.ok(); ++i) {
        const json::object* entry = list[i].if_object();
        if (!entry) {
            read.fail("bad characters in the view");
            return;
        }
        const std::optional<int> who = parseCharacter(read.text(*entry, "id"));
        const std::optional<int> house = parseCell(read.text(*entry, "house"));
        const auto houseIt =
            house ? std::find(kHouseCells.begin(), kHouseCells.end(), *house) : kHouseCells.end();
        if (!read.ok() || !who || houseIt == kHouseCells.end()) {
            read.fail("bad character in the view");
            return;
        }
        const auto c = static_cast<std::size_t>(*who);
        s.houseOf[c] = static_cast<std::uint8_t>(houseIt - kHouseCells.begin());
        housesSeen = static_cast<std::uint8_t>(housesSeen | (1 << s.houseOf[c]));
        s.stallOf[c] =
            static_cast<std::uint8_t>(read.index(read.text(*entry, "stall"), kStallNames, "stall"));
        s.order[c] = static_cast<OrderPlace>(
            read.index(read.text(*entry, "order"), kOrderPlaceNames, "order"));
    }
    if (read.ok() && housesSeen != 0xff)
        read.fail("the view's characters do not live in eight different houses");
}

// The location cards of the map, by name (only for describing places).
void readLocations(ViewReader& read, const json::array& map, State& s) {
    if (map.size() != kCells) {
        read.fail("bad map in the view");
        return;
    }
    s.location.fill(0xff);
    for (int cell = 0; cell < kCells && read.ok(); ++cell) {
        const json::object* entry = map[static_cast<std::size_t>(cell)].if_object();
        if (!entry) {
            read.fail("bad map in the view");
            return;
        }
        const std::string_view kind = read.text(*entry, "kind");
        if (kind == "orange")
            s.location[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(
                read.index(read.text(*entry, "name"), kOrangeNames, "map"));
        else if (kind == "green")
            s.location[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(
                kOrangeCards + read.index(read.text(*entry, "name"), kGreenNames, "map"));
    }
}

} // namespace

json::object viewJson(const State& state, int seat) {
    json::object view;
    view["game"] = "kakilima";
    view["seat"] = seat;
    view["phase"] = kPhaseNames[static_cast<std::size_t>(state.phase)];
    json::array map;
    for (int cell = 0; cell < kCells; ++cell)
        map.emplace_back(mapEntry(state, cell));
    view["map"] = std::move(map);
    json::array characters;
    for (int c = 0; c < kCharacters; ++c) {
        const auto i = static_cast<std::size_t>(c);
        characters.emplace_back(
            json::object{{"id", kCharacterList[i].id},
                         {"name", kCharacterList[i].name},
                         {"house", cellName(state.houseCell(c))},
                         {"stall", kStallNames[state.stallOf[i]]},
                         {"order", kOrderPlaceNames[static_cast<std::size_t>(state.order[i])]}});
    }
    view["characters"] = std::move(characters);
    view["walker"] = state.walker < 0
                         ? json::value(nullptr)
                         : json::value(kCharacterList[static_cast<std::size_t>(state.walker)].id);
    view["position"] = cellOrNull(state.position);
    if (state.phase == Phase::ChooseStart) {
        json::array starts;
        for (CellSet cells = state.startCells(); cells; cells &= cells - 1)
            starts.emplace_back(cellName(std::countr_zero(cells)));
        view["startCells"] = std::move(starts);
    }
    view["hand"] = cardList(std::span(state.hand.data(), state.handCount));
    view["discard"] = cardList(std::span(state.discard.cards.data(), state.discard.count));
    view["drawCount"] = static_cast<int>(state.drawPile.count);
    view["tokens"] = static_cast<int>(state.tokens);
    const Score score = state.score();
    view["score"] = scoreJson(score);
    if (state.phase == Phase::Won)
        view["ranking"] = rankingBand(score.total);
    view["last"] = lastJson(state.last);
    if (seat == 0 && !state.isOver()) {
        MoveList moves;
        state.legalMoves(moves);
        json::array legal;
        for (Move move : moves)
            legal.emplace_back(moveToText(move));
        view["legal"] = std::move(legal);
    }
    return view;
}

std::string drawPileText(const State& state) {
    std::string text;
    for (int i = state.drawPile.count - 1; i >= 0; --i)
        text += cardToken(state.drawPile.cards[static_cast<std::size_t>(i)]) + (i ? " " : "");
    return text;
}

json::object snapshotJson(const State& state) {
    json::object snapshot = viewJson(state, -1);
    snapshot["drawPile"] = drawPileText(state);
    snapshot["rng"] = state.rng.encode();
    return snapshot;
}

Result<Knowledge> knowledgeFromView(const json::object& view) {
    ViewReader read(view);
    Knowledge known;
    State& s = known.state;
    if (read.text(view, "game") != "kakilima")
        read.fail("not a Kaki Lima view");
    s.phase = static_cast<Phase>(read.index(read.text(view, "phase"), kPhaseNames, "phase"));
    if (read.ok() && s.isOver())
        return Result<Knowledge>::fail("the game is over");
    if (const json::array* map = read.list("map", -1))
        readLocations(read, *map, s);
    if (const json::array* characters = read.list("characters", -1))
        readCharacters(read, *characters, s);
    const json::value* walker = read.field(view, "walker");
    if (walker && !walker->is_null()) {
        const json::string* id = walker->if_string();
        const std::optional<int> who = id ? parseCharacter(std::string_view(*id)) : std::nullopt;
        if (!who)
            read.fail("bad walker in the view");
        s.walker = static_cast<std::int8_t>(who.value_or(0));
    }
    s.position = static_cast<std::int8_t>(read.cellOrNull("position"));
    Pile hand;
    read.cards("hand", hand);
    read.cards("discard", s.discard);
    const int drawCount = read.integer("drawCount", 0, kDeckSize);
    s.tokens = static_cast<std::uint8_t>(read.integer("tokens", 0, kMaxTokens));
    if (!read.ok())
        return Result<Knowledge>::fail(read.error());
    if (hand.count > kHandSize)
        return Result<Knowledge>::fail("the view's hand holds more than five cards");
    std::copy_n(hand.cards.begin(), hand.count, s.hand.begin());
    s.handCount = hand.count;
    if ((s.phase == Phase::Walk) != (s.position >= 0) ||
        (s.phase == Phase::ChooseWalker) != (s.walker < 0))
        return Result<Knowledge>::fail("the view's walker and position do not fit its phase");

    // The unseen cards: the deck less the hand and the discard pile.
    std::array<Card, kDeckSize> rest = kLangkahDeck;
    int restCount = kDeckSize;
    for (const Pile* seen : {&hand, &s.discard}) {
        for (int i = 0; i < seen->count; ++i) {
            const auto it = std::find(rest.begin(), rest.begin() + restCount,
                                      seen->cards[static_cast<std::size_t>(i)]);
            if (it == rest.begin() + restCount)
                return Result<Knowledge>::fail("the view shows more " +
                                               cardToken(seen->cards[static_cast<std::size_t>(i)]) +
                                               " cards than the deck holds");
            *it = rest[static_cast<std::size_t>(--restCount)];
        }
    }
    if (restCount != drawCount)
        return Result<Knowledge>::fail("the view's card counts do not add up");
    std::copy_n(rest.begin(), restCount, known.unseen.cards.begin());
    known.unseen.count = static_cast<std::uint8_t>(restCount);
    return known;
}

State determinize(const Knowledge& known, fc::Rng& rng) {
    State s = known.state;
    s.drawPile = known.unseen;
    rng.shuffle(std::span<Card>(s.drawPile.cards.data(), s.drawPile.count));
    return s;
}

} // namespace fc::kakilima
