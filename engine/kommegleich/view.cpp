#include "view.h"

#include "tips.h"

#include "core/view_reader.h"

#include <boost/json/array.hpp>
#include <boost/json/string.hpp>
#include <boost/json/value.hpp>

namespace fc::kommegleich {

namespace json = boost::json;

namespace {

constexpr std::array<std::string_view, 7> kPhaseNames = {"draw",    "rearrange", "insert", "cover",
                                                         "discard", "serve",     "over"};
constexpr std::array<std::string_view, 4> kScoringNames = {"none", "allFive", "cashIn", "refused"};

// ---- writing ----

template <class Cards> json::array cardList(const Cards& cards) {
    json::array list;
    for (Card card : cards)
        list.emplace_back(cardToken(card));
    return list;
}

json::array tipList(const TipCounts& tips) {
    json::array list;
    for (int v = kMaxTipValue; v >= 1; --v) {
        for (int i = 0; i < tips[static_cast<std::size_t>(v)]; ++i)
            list.emplace_back(v);
    }
    return list;
}

// The seat holding a drawn card, or -1.
int drawnBy(const State& s) {
    return s.drawn == kNoCard ? -1 : s.toMove;
}

json::object tableJson(const State& s) {
    const bool over = s.isOver();
    json::object view;
    view["game"] = "kommegleich";
    view["players"] = static_cast<int>(s.players);
    view["round"] = s.round + 1;
    view["turn"] = static_cast<std::int64_t>(s.turn);
    view["startPlayer"] = static_cast<int>(s.startPlayer);
    view["toMove"] = over ? -1 : static_cast<int>(s.toMove);
    view["phase"] = kPhaseNames[static_cast<std::size_t>(s.phase)];
    view["row"] = cardList(s.row);
    view["drawnBy"] = drawnBy(s);
    view["drawPile"] = static_cast<int>(s.drawPile.size);
    view["discardPile"] = cardList(s.discardPile);
    json::array handCounts, faceDown, tips, scores;
    for (int seat = 0; seat < s.players; ++seat) {
        handCounts.emplace_back(static_cast<int>(s.hands[seat].size));
        faceDown.emplace_back(cardList(s.faceDown[seat]));
        tips.emplace_back(tipList(s.tips[seat]));
        scores.emplace_back(s.tipValueOf(seat));
    }
    view["handCounts"] = std::move(handCounts);
    view["faceDown"] = std::move(faceDown);
    view["tips"] = std::move(tips);
    view["supply"] = tipList(s.supply);
    view["scores"] = std::move(scores);
    if (s.lastServe.seat < 0) {
        view["lastServe"] = nullptr;
    } else {
        const LastServe& last = s.lastServe;
        view["lastServe"] =
            json::object{{"seat", static_cast<int>(last.seat)},
                         {"cards", cardList(std::span<const Card>(last.cards.data(), last.count))},
                         {"handSlot", static_cast<int>(last.firstSlot)},
                         {"rowSlot", static_cast<int>(last.rowSlot)},
                         {"scoring", kScoringNames[static_cast<std::size_t>(last.scoring)]}};
    }
    if (over) {
        view["end"] = s.end == EndReason::LastTipTaken ? "lastTip" : "supplyCannotPay";
        json::array winners;
        for (int seat : s.winners())
            winners.emplace_back(seat);
        view["winners"] = std::move(winners);
    }
    return view;
}

// ---- reading ----

// fc::ViewReader with Komme gleich!'s cards and tips.
class ViewReader : public fc::ViewReader {
  public:
    using fc::ViewReader::ViewReader;

    Card card(const json::value& value, std::string_view what) {
        const json::string* token = value.if_string();
        const std::optional<Card> card =
            token ? parseCardToken(std::string_view(*token)) : std::nullopt;
        if (!card) {
            fail("bad card in " + std::string(what) + " of the view");
            return kNoCard;
        }
        return *card;
    }
    // Cards into `out` (at most its capacity), each marked in `seen`; a card seen twice fails.
    template <int Capacity>
    void cards(const json::value* value, std::string_view what, CardRow<Capacity>& out,
               std::array<bool, kDeckSize>& seen) {
        const json::array* array = list(value, what, -1);
        if (!array)
            return;
        if (array->size() > static_cast<std::size_t>(Capacity)) {
            fail("too many cards in " + std::string(what) + " of the view");
            return;
        }
        for (const json::value& token : *array) {
            const Card c = card(token, what);
            if (!ok())
                return;
            if (seen[c]) {
                fail("the view shows " + cardToken(c) + " twice");
                return;
            }
            seen[c] = true;
            out.push(c);
        }
    }
    TipCounts tips(const json::value* value, std::string_view what) {
        TipCounts counts{};
        if (const json::array* array = list(value, what, -1)) {
            for (const json::value& tip : *array) {
                const int v = integer(&tip, what, 1, kMaxTipValue);
                ++counts[static_cast<std::size_t>(v)];
            }
        }
        return counts;
    }
};

} // namespace

json::object viewJson(const State& state, int seat) {
    json::object view = tableJson(state);
    view["seat"] = seat;
    if (seat >= 0 && seat < state.players) {
        view["hand"] = cardList(state.hands[seat]);
        if (drawnBy(state) == seat)
            view["drawn"] = cardToken(state.drawn);
        if (!state.isOver() && seat == state.toMove) {
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
    snapshot["drawn"] =
        state.drawn == kNoCard ? json::value(nullptr) : json::value(cardToken(state.drawn));
    snapshot["drawPileCards"] = cardList(state.drawPile);
    snapshot["firstStarter"] = static_cast<int>(state.firstStarter);
    snapshot["rng"] = state.rng.encode();
    return snapshot;
}

Result<SeatKnowledge> knowledgeFromView(const json::object& view) {
    ViewReader read(view);
    SeatKnowledge known;
    State& s = known.state;
    const int players = read.integer("players", kMinPlayers, kMaxPlayers);
    const int seat = read.integer("seat", 0, players - 1);
    const json::value* phase = read.field("phase");
    if (!read.ok())
        return Result<SeatKnowledge>::fail(read.error());
    const json::string* phaseName = phase->if_string();
    std::size_t phaseIndex = 0;
    while (phaseName && phaseIndex < kPhaseNames.size() && kPhaseNames[phaseIndex] != *phaseName)
        ++phaseIndex;
    if (!phaseName || phaseIndex == kPhaseNames.size())
        return Result<SeatKnowledge>::fail("bad phase in the view");
    s.phase = static_cast<Phase>(phaseIndex);
    if (s.isOver())
        return Result<SeatKnowledge>::fail("the game is over");
    s.players = static_cast<std::uint8_t>(players);
    known.seat = seat;
    s.round = static_cast<std::uint16_t>(read.integer("round", 1, 1 << 15) - 1);
    s.turn = static_cast<std::uint32_t>(read.integer("turn", 0, 1 << 30));
    s.startPlayer = static_cast<std::uint8_t>(read.integer("startPlayer", 0, players - 1));
    s.toMove = static_cast<std::uint8_t>(read.integer("toMove", 0, players - 1));
    s.turnInRound = static_cast<std::uint8_t>((s.toMove - s.startPlayer + players) % players);
    known.drawnBy = read.integer("drawnBy", -1, players - 1);
    known.drawPileCount = read.integer("drawPile", 0, kDeckSize);

    std::array<bool, kDeckSize> seen{};
    if (const json::array* row = read.list(read.field("row"), "row", kRowSize)) {
        for (std::size_t i = 0; i < kRowSize && read.ok(); ++i) {
            s.row[i] = read.card((*row)[i], "row");
            if (read.ok() && seen[s.row[i]])
                read.fail("the view shows " + cardToken(s.row[i]) + " twice");
            if (read.ok())
                seen[s.row[i]] = true;
        }
    }
    read.cards(read.field("hand"), "hand", s.hands[seat], seen);
    if (known.drawnBy == seat && read.ok()) {
        const json::value* drawn = read.field("drawn");
        s.drawn = drawn ? read.card(*drawn, "drawn") : kNoCard;
        if (read.ok() && seen[s.drawn])
            read.fail("the view shows " + cardToken(s.drawn) + " twice");
        if (read.ok())
            seen[s.drawn] = true;
    }
    read.cards(read.field("discardPile"), "discardPile", s.discardPile, seen);
    if (const json::array* counts = read.list(read.field("handCounts"), "handCounts", players)) {
        for (int p = 0; p < players; ++p)
            known.handCounts[p] = static_cast<std::uint8_t>(read.integer(
                &(*counts)[static_cast<std::size_t>(p)], "handCounts", 0, kHandSize + 1));
    }
    if (const json::array* down = read.list(read.field("faceDown"), "faceDown", players)) {
        for (int p = 0; p < players && read.ok(); ++p)
            read.cards(&(*down)[static_cast<std::size_t>(p)], "faceDown", s.faceDown[p], seen);
    }
    if (const json::array* tips = read.list(read.field("tips"), "tips", players)) {
        for (int p = 0; p < players && read.ok(); ++p) {
            s.tips[p] = read.tips(&(*tips)[static_cast<std::size_t>(p)], "tips");
            s.scorings[p] = static_cast<std::uint8_t>(tipValue(s.tips[p]));
        }
    }
    s.supply = read.tips(read.field("supply"), "supply");
    if (!read.ok())
        return Result<SeatKnowledge>::fail(read.error());
    if (s.hands[seat].size != known.handCounts[seat])
        return Result<SeatKnowledge>::fail("the view's hand and hand count disagree");
    if (known.drawnBy >= 0 && known.drawnBy != s.toMove)
        return Result<SeatKnowledge>::fail("the view's drawn card is not with the seat to act");

    for (int card = 0; card < kDeckSize; ++card) {
        if (!seen[static_cast<std::size_t>(card)])
            known.unseen.push(static_cast<Card>(card));
    }
    int hidden = known.drawPileCount + (known.drawnBy >= 0 && known.drawnBy != seat);
    for (int p = 0; p < players; ++p)
        hidden += p == seat ? 0 : known.handCounts[p];
    if (hidden != known.unseen.size)
        return Result<SeatKnowledge>::fail("the view's card counts do not add up");
    return known;
}

} // namespace fc::kommegleich
