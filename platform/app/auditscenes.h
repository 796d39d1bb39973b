// The layout audit's scripted positions in the middle of a game: screens a freshly dealt
// table never shows, resumed from a save like the end-of-game views (auditfamily.h).
#pragma once

#include <QString>

#include <vector>

// One scripted position: the view's name ("game/<id>/<what>"), its game and its save.
struct AuditScene {
    const char* view;
    const char* gameId;
    QString (*save)(); // "" when the position cannot be reached
    // A turn-based table's hand is lifted from its curtain; a real-time table has none and
    // is seen mid-round instead (its customer turned up).
    bool realTime = false;
    // A solo table hides no hand behind a curtain: seen as it opens.
    bool solo = false;
};
// Every scripted position, each audited once its game is built.
const std::vector<AuditScene>& auditScenes();

// A Tindahan round of four (the family in the seats, all people) at the first moment one
// stall holds sellers of every seat, one seat with three or more of them: the stall at its
// most crowded, its figures and their counts on a phone. Found by a seeded, seller-loving
// random play, so every run resumes the same position; "" if none turns up.
QString crowdedStallSave();

// A new Kandar Klash! kitchen of four cooks (the family, all people): the table at its most
// crowded, four zones round a phone. The audit's other Kandar Klash! views seat two.
QString fourCookKitchenSave();

// A solo Kaki Lima walk (Siti, a fixed deal) played on by the planner's quick look to the
// first moment an order is delivered, another carried, a clearing token gained and three
// cards walked: the map with a path, the order list and the score line in mid-game.
QString deliveringWalkSave();
