// ViewSnapshot: what the player sees of a Kaki Lima table, in Qt and engine value types,
// read from the engine's view of seat 0 (the only seat). The table and its models work
// from this one reading, so the view JSON is parsed in exactly one place.
#pragma once

#include "kakilima/kakilima.h"
#include "kakilima/move.h"
#include "kakilima/scoring.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <boost/json/object.hpp>

#include <optional>

namespace fc::kakilima_ui {

struct MapEntry {
    int cell = 0;
    QString kind;       // "stall", "house", "orange" or "green"
    QString title;      // the stall, the location card, or the character living there
    int character = -1; // houses: who lives there
};

struct CharacterEntry {
    int index = 0; // in the engine's character list
    QString id;
    QString name;
    int house = 0; // cell
    int stall = 0; // 0..3: the stall holding this character's order token
    QString place; // "stall", "carried", "delivered" or "aside"
};

// The last walk as the view reports it (for sounds and celebrations).
struct LastWalkEntry {
    int from = -1;
    int to = -1;
    QString card;
    bool boosted = false;
    QList<int> delivered; // characters
    QList<int> pickedUp;  // characters
    bool gainedToken = false;
    bool operator==(const LastWalkEntry&) const = default;
};

struct ViewSnapshot {
    QString phase;         // "walker", "start", "walk", "won" or "lost"
    int walker = -1;       // character, -1 while unchosen
    int position = -1;     // cell, -1 before the start
    QList<int> startCells; // while choosing the start
    QStringList hand;      // card tokens, in the engine's order
    QStringList discard;   // bottom to top
    int drawCount = 0;
    int tokens = 0;
    fc::kakilima::Score score;
    QString ranking; // the band's English name, when won
    LastWalkEntry last;
    fc::kakilima::MoveList legal;
    QList<MapEntry> map; // 36 cells, row by row
    QList<CharacterEntry> characters;
    // What the view proves, as the engine's state (the draw pile left empty): the table asks
    // it why a choice is refused. None once the game is over.
    std::optional<fc::kakilima::State> rules;

    bool over() const { return phase == QLatin1String("won") || phase == QLatin1String("lost"); }
};

// Reads the engine's view; returns false with `error` set when something the table needs
// is missing (the view is our own engine's, so that is a bug to report, not a user error).
bool readViewSnapshot(const boost::json::object& view, ViewSnapshot& out, QString& error);

} // namespace fc::kakilima_ui
