// refusalText: why the engine refused a Tindahan action, in the player's language. The
// engine names the rule by its code and arguments (engine/tindahan/refusals.h); each code
// has its sentence here. A refusal without a code (a malformed action) shows `fallback`.
#pragma once

#include "core/status.h"

#include <QString>

namespace fc::tindahan_ui {

QString refusalText(const fc::Refusal& refusal, const QString& fallback = {});

} // namespace fc::tindahan_ui
