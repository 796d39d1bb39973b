// refusalText: the engine's reason for refusing a Tindahan action, in the player's
// language. The engine words its refusals in English; the known ones are translated here,
// anything else is shown as the engine wrote it.
#pragma once

#include <QString>

#include <string_view>

namespace fc::tindahan_ui {

QString refusalText(std::string_view engineMessage);

} // namespace fc::tindahan_ui
