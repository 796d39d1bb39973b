// refusalText: why the engine refused a Kaki Lima move (or a walk being chosen), in the
// player's language. The engine names the rule by its code and arguments
// (engine/kakilima/refusals.h); each code has its sentence here. A refusal without a code
// (a malformed action) shows `fallback`.
#pragma once

#include "core/status.h"

#include <QString>

namespace fc::kakilima_ui {

QString refusalText(const fc::Refusal& refusal, const QString& fallback = {});

} // namespace fc::kakilima_ui
