// refusalText: why the engine refused a Komme gleich! step, in the player's language. The
// engine names the rule by its code and arguments (engine/kommegleich/refusals.h); each
// code has its sentence here. A refusal without a code (a malformed step) shows `fallback`.
#pragma once

#include "core/status.h"

#include <QString>

namespace fc::kommegleich_ui {

QString refusalText(const fc::Refusal& refusal, const QString& fallback = {});

// A dish kind (DishKind) in words, for messages: "cheese", "a baguette"...
QString dishName(int kind);

} // namespace fc::kommegleich_ui
