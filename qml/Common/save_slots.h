// One paused game per stall. Each game's match lives in its own file,
// AppDataLocation/saves/<gameId>.json, written atomically after every accepted action, so
// starting Kandar Klash! never replaces a Tindahan game in progress. A file that cannot be
// read is moved aside (<gameId>.bad.json, kept for inspection) and never loaded. The one
// save of older versions (AppDataLocation/autosave.json) moves into its game's slot.
#pragma once

#include "core/match.h"

#include <QString>
#include <QStringList>

namespace fc::saves {

// The folder of the slots (created on the first write).
QString directory();
QString pathFor(const QString& gameId);
QString setAsidePathFor(const QString& gameId);

// The text of the game's save; empty when there is none.
QString readText(const QString& gameId);
// The game's paused match; "no save" when there is none, or why it cannot be read.
Result<Match> read(const QString& gameId);
// Writes the match into its game's slot (the previous save stays whole if this fails).
bool write(const Match& match);
// Moves the game's unreadable save aside, replacing an older one set aside.
void setAside(const QString& gameId);
// Forgets the game's save (nothing to resume any more).
void remove(const QString& gameId);
// The games with a file in their slot, in the registry's order.
QStringList gamesWithSaves();

// Moves a save written before there were slots (autosave.json) into its game's slot,
// unless that slot already holds a newer save; an unreadable one goes aside as
// autosave.bad.json. Returns why it could not be read, or "".
QString adoptSingleSave();

} // namespace fc::saves
