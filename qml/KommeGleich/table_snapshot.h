// TableSnapshot: what one seat may see of a Komme gleich! table, in Qt types, read from the
// engine's view of that seat (view.h). The models diff one snapshot against the next, so
// the view JSON is read in exactly one place (table_snapshot.cpp).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <boost/json/object.hpp>

namespace fc::kommegleich_ui {

// Dish kinds as the engine orders them (cards.h); Baguette is wild.
enum DishKind { Cheese, Lobster, Tartelettes, Salad, Soup, Baguette };

// One menu card in a row of cards (a hand or the orders), by its engine token; its
// place is its index in the list.
struct MenuCard {
    QString id; // "L7"
    int kind = 0;
    bool operator==(const MenuCard&) const = default;
};

// A seat as everyone sees it: counts and tips only, never the hand.
struct SeatInfo {
    int seat = 0;
    QString name;
    bool isBot = false;
    bool isStart = false;
    bool isToAct = false;
    bool isWinner = false;
    int handCount = 0;
    int faceDownCount = 0;
    QList<int> tips; // values of the tip cards held, highest first
    int score = 0;
    bool operator==(const SeatInfo&) const = default;
};

// The last run served: shown to everyone when it happened.
struct ServedRun {
    int seat = -1;
    QList<int> kinds;
    int rowSlot = 0;
    QString scoring; // "none", "allFive", "cashIn", "refused"
    bool operator==(const ServedRun&) const = default;
};

struct TableSnapshot {
    int players = 0;
    int round = 0; // 1-based
    int startPlayer = 0;
    int toAct = -1;   // -1 when the game is over
    QString phase;    // "draw", "rearrange", "insert", "cover", "discard", "serve", "over"
    int drawnBy = -1; // the seat holding a drawn card
    int drawPile = 0;
    int discardCount = 0;
    int discardTopKind = -1;
    QList<MenuCard> row;
    QList<MenuCard> hand; // the viewing seat's hand; empty for the public view
    MenuCard drawn;       // the viewing seat's drawn card (id empty when none)
    QList<SeatInfo> seats;
    ServedRun lastServe;
    QString end; // "lastTip" or "supplyCannotPay" once over
    QList<int> winners;
    int tipsLeft = 0; // tip cards in the supply
};

// The dish kind of a card token ("L7" -> Lobster), -1 when it is not one.
int kindOfToken(const QString& token);

// Reads the engine's view; names and bots are filled in by the caller. Returns false (and
// leaves `out` unspecified) when the view lacks what the table needs.
bool readSnapshot(const boost::json::object& view, TableSnapshot& out, QString& error);

} // namespace fc::kommegleich_ui
