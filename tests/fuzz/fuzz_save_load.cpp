// libFuzzer target: save loading. Any bytes given to fc::loadMatch must give either a
// match or an error, never a crash, a hang or a sanitizer report; and a save that loads
// must save and load again to the same state.
#include "core/registry.h"
#include "core/save.h"

#include <boost/json/serialize.hpp>

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {
const fc::Registry& registry() {
    static const fc::Registry games = [] {
        fc::Registry r;
        fc::registerAllGames(r);
        return r;
    }();
    return games;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fc::Result<fc::Match> loaded = fc::loadMatch(registry(), text);
    if (!loaded) {
        if (loaded.message().empty())
            std::abort(); // every refusal must say why
        return 0;
    }
    const fc::Match& match = loaded.value();
    fc::Result<fc::Match> again = fc::loadMatch(registry(), fc::saveMatch(match));
    if (!again || boost::json::serialize(again.value().game().snapshot()) !=
                      boost::json::serialize(match.game().snapshot()))
        std::abort(); // our own save of a loaded match must load back unchanged
    return 0;
}
