// One journey per game: from the menu through the stall's setup and rules to the table,
// played by touch to the end of the first round (or of the game), and back to the menu.
// Each <id>_journey.cpp registers its own (CMake builds one for every game of
// cmake/FoodCourtGames.cmake):
//
//     const JourneyRegistration registered("wokup", wokUpJourney);
#pragma once

#include "journey.h"

#include <QString>
#include <map>

using JourneyFunction = void (*)(Journey&);

struct JourneyRegistration {
    JourneyRegistration(const char* gameId, JourneyFunction play);
};

// Every registered journey, by game id.
const std::map<QString, JourneyFunction>& journeys();
