// The layout audit's scripted family (issue 18): the throw-away home a headless run gets
// starts with no history, so the audit would only ever see an empty History screen and
// an empty row of family players. seedAuditFamily() writes a realistic one through the
// app's FamilyHistory singleton: five family players with avatars and a few weeks of games
// at every stall, some with bots, on fixed dates. finishedMatchSave() gives a match of a
// game played to its end by bots, in the save format with the family's names in the seats,
// so the audit can open any game's end-of-game screen by resuming it.
#pragma once

#include <QString>

class QQmlEngine;

// False when the history could not be written (the audit then reports it).
bool seedAuditFamily(QQmlEngine* engine);
// "" when the game cannot be played to its end by bots.
QString finishedMatchSave(const QString& gameId);
