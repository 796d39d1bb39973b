// refusalText: why the engine refused a throw or a claim, in the player's language. The
// engine names the rule by its code and arguments (engine/wokup/refusals.h); each code has
// its sentence here. A refusal without a code (a malformed action) shows `fallback`.
#pragma once

#include "core/status.h"

#include <QString>

namespace fc::wokup_ui {

QString refusalText(const fc::Refusal& refusal, const QString& fallback = {});

// The table's own refusals, for what the engine does not see: no game on the table, the
// game paused, and a touch on a seat no human plays.
QString noGameText();
QString pausedText();
QString notAHumanSeatText();

} // namespace fc::wokup_ui
