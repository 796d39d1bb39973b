// TableSnapshot: what one seat may see of a Tindahan table, in Qt types, read from the
// engine's view of that seat. The models diff one snapshot against the next, so the
// view JSON is read in exactly one place (table_snapshot.cpp).
#pragma once

#include <QList>
#include <QString>
#include <QVariantList>

#include <boost/json/object.hpp>

namespace fc::tindahan_ui {

struct HandCard {
    QString id;    // "D7", the engine's card token
    int fruit = 0; // 0..4: bananas, durians, mangosteens, rambutans, pineapples
    int value = 0; // 1..10
    bool legal = false;
    QString whyIllegal; // the engine's refusal when not legal, shown on a tap
    bool operator==(const HandCard&) const = default;
};

struct Stall {
    int fruit = 0;
    bool isTrump = false;
    bool isLed = false;
    QList<int> sellers; // sellers per seat on this stall
    bool operator==(const Stall&) const = default;
};

// One entry of a trick: a card played, a seller placed instead, or the trump token moved.
struct TrickPlay {
    int seat = 0;
    QString kind; // "play", "seller" or "trump"
    QString card; // card token when a card was played
    int fruit = 0;
    int value = 0;
    int serial = 0;      // which trick of the game, so a new trick's rows are new rows
    bool winner = false; // set on the winning play of a completed trick
    bool operator==(const TrickPlay&) const = default;
};

struct PlayerInfo {
    int seat = 0;
    QString name;
    int tricksWon = 0;
    int sellersLeft = 0;
    int cardsInHand = 0;
    int score = 0;
    bool isBot = false;
    bool isToAct = false;
    bool operator==(const PlayerInfo&) const = default;
};

struct TableSnapshot {
    int round = 0;   // 1-based round number
    int rounds = 0;  // rounds in the game (one per player)
    int leader = -1; // seat that leads the current trick
    // The trick's seats in playing order from the leader, as the engine gives it (its
    // nextSeat); empty when no trick is in progress.
    QList<int> trickOrder;
    int toAct = -1; // seat to act, -1 when the game is over
    int trumpFruit = 0;
    int ledFruit = -1;       // -1 while nothing is led
    bool trumpMoved = false; // the leader moved the trump token this trick
    QList<HandCard> hand;    // the viewing seat's hand; empty for the public view
    QList<Stall> stalls;
    QList<TrickPlay> trick;     // the trick in progress
    QList<TrickPlay> lastTrick; // the trick just completed, if any
    int lastTrickWinner = -1;
    QList<PlayerInfo> players;
    // Per finished round, per seat: {tricks, hand, stalls: [points per stall in fruit
    // order], trumpBonus, shutout, total}.
    QVariantList roundResults;
    QList<int> winners; // when the game is over
};

// Reads the engine's view; names, bots and hand-card legality are filled in by the caller.
// Returns false (and leaves `out` unspecified) when the view lacks what the table needs.
bool readSnapshot(const boost::json::object& view, TableSnapshot& out, QString& error);

} // namespace fc::tindahan_ui
