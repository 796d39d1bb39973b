// The one place that knows every game: the registry is filled here, in menu order.
#include "core/registry.h"
#include "kandarklash/game_info.h"
#include "kakilima/game_info.h"
#include "testgame/testgame.h"
#include "tindahan/game_info.h"
#include "kommegleich/game_info.h"
#include "wokup/game_info.h"

namespace fc {

void registerAllGames(Registry& registry) {
    (void)registry.add(tindahan::gameInfo());
    (void)registry.add(kommegleich::gameInfo());
    (void)registry.add(kandarklash::gameInfo());
    (void)registry.add(wokup::gameInfo());
    (void)registry.add(kakilima::gameInfo());
    (void)registry.add(testgame::gameInfo()); // test-only: the CLI and the harness, not the menu
}

} // namespace fc
