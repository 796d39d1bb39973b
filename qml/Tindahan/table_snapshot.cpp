#include "table_snapshot.h"

#include <boost/json/array.hpp>
#include <boost/json/string.hpp>
#include <boost/json/value.hpp>

#include <utility>

namespace fc::tindahan_ui {

namespace json = boost::json;

namespace {

constexpr std::string_view kFruitLetters = "BDMRP";

int fruitFromLetter(const json::value* value) {
    const json::string* letter = value ? value->if_string() : nullptr;
    if (!letter || letter->size() != 1)
        return -1;
    const auto at = kFruitLetters.find((*letter)[0]);
    return at == std::string_view::npos ? -1 : int(at);
}

int integer(const json::value* value, int fallback = 0) {
    const std::int64_t* number = value ? value->if_int64() : nullptr;
    return number ? int(*number) : fallback;
}

const json::array* array(const json::object& object, std::string_view key) {
    const json::value* value = object.if_contains(key);
    return value ? value->if_array() : nullptr;
}

// A per-seat integer list; empty when absent or of the wrong size.
QList<int> perSeat(const json::object& view, std::string_view key, int players) {
    QList<int> values;
    const json::array* list = array(view, key);
    if (!list || int(list->size()) != players)
        return values;
    for (const json::value& entry : *list)
        values.append(integer(&entry));
    return values;
}

// "D7" -> fruit 1, value 7; false when the token is not a card.
bool readCard(const json::value* value, QString& id, int& fruit, int& cardValue) {
    const json::string* token = value ? value->if_string() : nullptr;
    if (!token || token->size() < 2)
        return false;
    const auto at = kFruitLetters.find((*token)[0]);
    if (at == std::string_view::npos)
        return false;
    fruit = int(at);
    id = QString::fromUtf8(token->data(), qsizetype(token->size()));
    bool ok = false;
    cardValue = id.mid(1).toInt(&ok);
    return ok;
}

// The engine's playing order of the trick: every seat once from the leader, or none once
// the game is over; false when it is neither.
bool readTrickOrder(const json::value& value, int players, int leader, QList<int>& out) {
    const json::array* order = value.if_array();
    if (!order || !(order->empty() || int(order->size()) == players))
        return false;
    for (const json::value& entry : *order) {
        const int seat = integer(&entry, -1);
        if (seat < 0 || seat >= players || out.contains(seat))
            return false;
        out.append(seat);
    }
    return out.isEmpty() || out.first() == leader;
}

QVariantList roundResults(const json::object& view, int stallCount) {
    QVariantList rounds;
    const json::array* list = array(view, "roundScores");
    if (!list)
        return rounds;
    for (const json::value& round : *list) {
        QVariantList rows;
        const json::array* seats = round.if_array();
        for (std::size_t seat = 0; seats && seat < seats->size(); ++seat) {
            const json::object* score = (*seats)[seat].if_object();
            if (!score)
                continue;
            QVariantList stalls;
            const json::value* stallValue = score->if_contains("stalls");
            const json::object* byFruit = stallValue ? stallValue->if_object() : nullptr;
            for (int fruit = 0; fruit < stallCount; ++fruit) {
                const char letter[2] = {kFruitLetters[std::size_t(fruit)], 0};
                stalls.append(byFruit ? integer(byFruit->if_contains(letter)) : 0);
            }
            rows.append(QVariantMap{
                {QStringLiteral("seat"), int(seat)},
                {QStringLiteral("tricks"), integer(score->if_contains("tricks"))},
                {QStringLiteral("hand"), integer(score->if_contains("hand"))},
                {QStringLiteral("stalls"), stalls},
                {QStringLiteral("trumpBonus"), integer(score->if_contains("trumpBonus"))},
                {QStringLiteral("shutout"), integer(score->if_contains("shutout"))},
                {QStringLiteral("total"), integer(score->if_contains("total"))}});
        }
        rounds.append(QVariant(rows));
    }
    return rounds;
}

} // namespace

bool readSnapshot(const json::object& view, TableSnapshot& out, QString& error) {
    const int players = integer(view.if_contains("players"));
    const json::array* fruits = array(view, "fruits");
    const json::array* trick = array(view, "trick");
    if (players < 3 || players > 5 || !fruits || !trick || int(trick->size()) != players) {
        error = QStringLiteral("The Tindahan view is incomplete.");
        return false;
    }
    out = {};
    out.round = integer(view.if_contains("round"));
    out.rounds = integer(view.if_contains("rounds"));
    out.leader = integer(view.if_contains("leader"), -1);
    out.toAct = integer(view.if_contains("toMove"), -1);
    out.trumpFruit = fruitFromLetter(view.if_contains("trump"));
    out.ledFruit = fruitFromLetter(view.if_contains("led"));
    const json::value* trumpMoved = view.if_contains("trumpMoved");
    out.trumpMoved = trumpMoved && trumpMoved->is_bool() && trumpMoved->get_bool();

    if (const json::array* hand = array(view, "hand")) {
        for (const json::value& token : *hand) {
            HandCard card;
            if (readCard(&token, card.id, card.fruit, card.value))
                out.hand.append(card);
        }
    }

    const json::value* stallValue = view.if_contains("stalls");
    const json::object* stalls = stallValue ? stallValue->if_object() : nullptr;
    for (const json::value& letter : *fruits) {
        Stall stall;
        stall.fruit = fruitFromLetter(&letter);
        stall.isTrump = stall.fruit == out.trumpFruit;
        stall.isLed = stall.fruit == out.ledFruit;
        const json::value* counts =
            stalls && letter.is_string() ? stalls->if_contains(letter.get_string()) : nullptr;
        const json::array* list = counts ? counts->if_array() : nullptr;
        for (int seat = 0; seat < players; ++seat)
            stall.sellers.append(
                list && int(list->size()) == players ? integer(&(*list)[std::size_t(seat)]) : 0);
        out.stalls.append(stall);
    }

    const json::value* order = view.if_contains("trickOrder");
    if (!order || !readTrickOrder(*order, players, out.leader, out.trickOrder)) {
        error = order ? QStringLiteral("The Tindahan view's trick order is malformed.")
                      : QStringLiteral("The Tindahan view lacks the trick's order.");
        return false;
    }
    // The trick in playing order, from its leader round the table.
    for (const int seat : std::as_const(out.trickOrder)) {
        const json::object* entry = (*trick)[std::size_t(seat)].if_object();
        const json::value* did = entry ? entry->if_contains("did") : nullptr;
        const json::string* kind = did ? did->if_string() : nullptr;
        if (!kind || *kind == "none")
            continue;
        TrickPlay play;
        play.seat = seat;
        play.kind = QString::fromUtf8(kind->data(), qsizetype(kind->size()));
        if (*kind == "play" &&
            !readCard(entry->if_contains("card"), play.card, play.fruit, play.value))
            continue;
        out.trick.append(play);
    }

    const json::value* lastValue = view.if_contains("lastTrick");
    if (const json::object* last = lastValue ? lastValue->if_object() : nullptr) {
        out.lastTrickWinner = integer(last->if_contains("winner"), -1);
        const json::value* cardsValue = last->if_contains("cards");
        const json::array* cards = cardsValue ? cardsValue->if_array() : nullptr;
        for (std::size_t seat = 0; out.lastTrickWinner >= 0 && cards && seat < cards->size();
             ++seat) {
            TrickPlay play;
            play.seat = int(seat);
            play.kind = QStringLiteral("play");
            play.winner = play.seat == out.lastTrickWinner;
            if (readCard(&(*cards)[seat], play.card, play.fruit, play.value))
                out.lastTrick.append(play);
        }
    }

    const QList<int> handCounts = perSeat(view, "handCounts", players);
    const QList<int> sellersLeft = perSeat(view, "sellersLeft", players);
    const QList<int> tricksWon = perSeat(view, "tricksWon", players);
    const QList<int> scores = perSeat(view, "scores", players);
    if (handCounts.isEmpty() || sellersLeft.isEmpty() || tricksWon.isEmpty() || scores.isEmpty()) {
        error = QStringLiteral("The Tindahan view lacks the players' counts.");
        return false;
    }
    for (int seat = 0; seat < players; ++seat) {
        PlayerInfo player;
        player.seat = seat;
        player.cardsInHand = handCounts.at(seat);
        player.sellersLeft = sellersLeft.at(seat);
        player.tricksWon = tricksWon.at(seat);
        player.score = scores.at(seat);
        player.isToAct = seat == out.toAct;
        out.players.append(player);
    }
    out.roundResults = roundResults(view, int(out.stalls.size()));
    if (const json::array* winners = array(view, "winners")) {
        for (const json::value& seat : *winners)
            out.winners.append(integer(&seat));
    }
    return true;
}

} // namespace fc::tindahan_ui
