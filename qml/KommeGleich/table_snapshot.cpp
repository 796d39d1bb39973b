#include "table_snapshot.h"

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

namespace fc::kommegleich_ui {

namespace json = boost::json;

namespace {

int integer(const json::object& view, std::string_view key, int fallback = 0) {
    const json::value* value = view.if_contains(key);
    return value && value->is_int64() ? static_cast<int>(value->get_int64()) : fallback;
}

QString text(const json::value* value) {
    if (!value || !value->is_string())
        return {};
    const json::string& s = value->get_string();
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

const json::array* array(const json::object& view, std::string_view key) {
    const json::value* value = view.if_contains(key);
    return value ? value->if_array() : nullptr;
}

// Card tokens into menu cards, in order; false on a token that is not a card.
bool readCards(const json::array* tokens, QList<MenuCard>& out) {
    if (!tokens)
        return false;
    for (const json::value& token : *tokens) {
        MenuCard card;
        card.id = text(&token);
        card.kind = kindOfToken(card.id);
        if (card.kind < 0)
            return false;
        out.append(card);
    }
    return true;
}

QList<int> integers(const json::value& value) {
    QList<int> out;
    if (const json::array* list = value.if_array()) {
        for (const json::value& entry : *list)
            out.append(entry.is_int64() ? static_cast<int>(entry.get_int64()) : 0);
    }
    return out;
}

ServedRun readServe(const json::value* value) {
    ServedRun run;
    const json::object* serve = value ? value->if_object() : nullptr;
    if (!serve)
        return run;
    run.seat = integer(*serve, "seat", -1);
    run.rowSlot = integer(*serve, "rowSlot");
    run.scoring = text(serve->if_contains("scoring"));
    if (const json::array* cards = array(*serve, "cards")) {
        for (const json::value& token : *cards)
            run.kinds.append(kindOfToken(text(&token)));
    }
    return run;
}

} // namespace

int kindOfToken(const QString& token) {
    static const QString letters = QStringLiteral("CLTSOB");
    return token.size() >= 2 ? int(letters.indexOf(token.at(0))) : -1;
}

bool readSnapshot(const json::object& view, TableSnapshot& out, QString& error) {
    out = {};
    out.players = integer(view, "players");
    const json::array* handCounts = array(view, "handCounts");
    const json::array* faceDown = array(view, "faceDown");
    const json::array* tips = array(view, "tips");
    const json::array* scores = array(view, "scores");
    const json::array* discards = array(view, "discardPile");
    const json::array* supply = array(view, "supply");
    const auto sized = [&](const json::array* list) {
        return list && int(list->size()) == out.players;
    };
    if (out.players < 2 || !sized(handCounts) || !sized(faceDown) || !sized(tips) ||
        !sized(scores) || !discards || !supply || !readCards(array(view, "row"), out.row) ||
        out.row.size() != 5) {
        error = QStringLiteral("The Komme gleich! view is incomplete.");
        return false;
    }
    out.round = integer(view, "round");
    out.startPlayer = integer(view, "startPlayer");
    out.toAct = integer(view, "toMove", -1);
    out.phase = text(view.if_contains("phase"));
    out.drawnBy = integer(view, "drawnBy", -1);
    out.drawPile = integer(view, "drawPile");
    out.discardCount = int(discards->size());
    out.discardTopKind = discards->empty() ? -1 : kindOfToken(text(&discards->back()));
    out.tipsLeft = int(supply->size());
    if (const json::array* hand = array(view, "hand"); hand && !readCards(hand, out.hand)) {
        error = QStringLiteral("The Komme gleich! view holds a bad hand card.");
        return false;
    }
    out.drawn.id = text(view.if_contains("drawn"));
    out.drawn.kind = out.drawn.id.isEmpty() ? -1 : kindOfToken(out.drawn.id);
    out.lastServe = readServe(view.if_contains("lastServe"));
    out.end = text(view.if_contains("end"));
    if (const json::array* winners = array(view, "winners"))
        out.winners = integers(*winners);

    for (int seat = 0; seat < out.players; ++seat) {
        const auto at = [seat](const json::array* list) -> const json::value& {
            return (*list)[std::size_t(seat)];
        };
        SeatInfo info;
        info.seat = seat;
        info.isStart = seat == out.startPlayer;
        info.isToAct = seat == out.toAct;
        info.isWinner = out.winners.contains(seat);
        info.handCount =
            at(handCounts).is_int64() ? static_cast<int>(at(handCounts).get_int64()) : 0;
        const json::array* served = at(faceDown).if_array();
        info.faceDownCount = served ? int(served->size()) : 0;
        info.tips = integers(at(tips));
        info.score = at(scores).is_int64() ? static_cast<int>(at(scores).get_int64()) : 0;
        out.seats.append(info);
    }
    return true;
}

} // namespace fc::kommegleich_ui
