// refusalText: why the engine refused a cook's action, in the player's language. The engine
// names the rule by its code and arguments (engine/kandarklash/refusals.h); each code has
// its sentence here. A refusal without a code (a malformed action) shows `fallback`.
#pragma once

#include "core/status.h"

#include <QString>

namespace fc::kandarklash_ui {

QString refusalText(const fc::Refusal& refusal, const QString& fallback = {});

// The table's own refusals, for what the engine does not see: a touch from a seat no human
// cooks at, and one during the countdown before the customer shows.
QString notACookText();
QString waitForCustomerText();

} // namespace fc::kandarklash_ui
