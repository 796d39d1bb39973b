// What the menu knows about a stall: its game, its QML module, and the card each game's
// own stall.h describes. The table of all stalls (stall_table.cpp) is generated from the
// list of games (cmake/FoodCourtGames.cmake).
#pragma once

#include <QtGlobal> // QT_TRANSLATE_NOOP, in every stall.h

// A game's menu card, written in its module's stall.h (header only). The texts are
// QT_TRANSLATE_NOOP("StallCatalog", ...): translated when read, in the catalogue.
struct StallCard {
    const char* title;
    const char* pitch;
    int accent;          // its colour: an index into Theme.palette
    const char* artKind; // the sign StallArt draws on its counter ("fruit", "wok", ...)
    const char* credit;  // who made the game, for the About screen
};

struct StallInfo {
    const char* gameId; // its registry id
    const char* module; // its QML module: qrc:/FoodCourt/<module>/<module>Screen.qml
    bool testOnly;      // built for the tests only: shown when a catalogue asks for it
    StallCard card;
};
