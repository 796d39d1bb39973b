#include "gameregistry.h"

const fc::Registry& gameRegistry() {
    static const fc::Registry registry = [] {
        fc::Registry r;
        fc::registerAllGames(r);
        return r;
    }();
    return registry;
}
