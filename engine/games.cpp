// The one place that knows every game: the registry is filled here, in menu order.
#include "core/registry.h"

namespace fc {

void registerAllGames(Registry& registry) {
    (void)registry;
}

} // namespace fc
