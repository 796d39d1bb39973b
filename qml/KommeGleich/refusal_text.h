// refusalText: the engine's reason for refusing a Komme gleich! step, in the player's
// language. The engine words its refusals in English with 0-based slot numbers; the known
// ones are translated here (slot numbers dropped: the player sees where they dropped the
// card), anything else is shown as the engine wrote it.
#pragma once

#include <QString>

#include <string_view>

namespace fc::kommegleich_ui {

QString refusalText(std::string_view engineMessage);

// A dish kind (DishKind) in words, for messages: "cheese", "a baguette"...
QString dishName(int kind);

} // namespace fc::kommegleich_ui
