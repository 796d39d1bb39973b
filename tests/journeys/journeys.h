// One journey per game: from the menu through the stall's setup and rules to the table,
// played by touch to the end of the first round (or of the game), and back to the menu.
#pragma once

#include "journey.h"

void tindahanJourney(Journey& journey);
void kommeGleichJourney(Journey& journey);
void kandarKlashJourney(Journey& journey);
void wokUpJourney(Journey& journey);
void kakiLimaJourney(Journey& journey);
