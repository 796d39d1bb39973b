#include "save.h"

#include <boost/json/parser.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <initializer_list>
#include <optional>

namespace fc {

namespace json = boost::json;

namespace {

constexpr std::string_view kFormat = "foodcourt-save";

// ---- Reading typed fields; every failure names the field by its path in the save. ----

std::string kindName(const json::value& v) {
    switch (v.kind()) {
    case json::kind::null:
        return "null";
    case json::kind::bool_:
        return "true/false";
    case json::kind::int64:
    case json::kind::uint64:
        return "an integer";
    case json::kind::double_:
        return "a fractional number";
    case json::kind::string:
        return "a string";
    case json::kind::array:
        return "an array";
    case json::kind::object:
        return "an object";
    }
    return "something else";
}

// The object that `where` names, for messages: "setup.seats[1]", or the save itself.
std::string owner(const std::string& where) {
    return where.empty() ? "the save" : where;
}

// "setup.seed", or "log" at the top level (where is empty).
std::string path(const std::string& where, std::string_view key) {
    return where.empty() ? std::string(key) : where + "." + std::string(key);
}

Status onlyKnownFields(const json::object& o, const std::string& where,
                       std::initializer_list<std::string_view> known) {
    for (const auto& entry : o) {
        if (std::find(known.begin(), known.end(), entry.key()) == known.end())
            return Status::fail(owner(where) + " has an unexpected field \"" +
                                std::string(entry.key()) + "\"");
    }
    return Status::ok();
}

// The field `key` as the type `get` extracts (a pointer, null when the type is wrong).
template <class Get>
auto typedField(const json::object& o, std::string_view key, const std::string& where,
                std::string_view expected, Get get)
    -> Result<decltype(get(std::declval<const json::value&>()))> {
    const json::value* v = o.if_contains(key);
    if (!v)
        return Status::fail(owner(where) + " is missing \"" + std::string(key) + "\"");
    const auto typed = get(*v);
    if (!typed)
        return Status::fail(path(where, key) + " must be " + std::string(expected) + ", not " +
                            kindName(*v));
    return typed;
}

Result<long long> intField(const json::object& o, std::string_view key, const std::string& where,
                           long long lo, long long hi) {
    auto v = typedField(o, key, where, "an integer", [](const json::value& value) {
        return value.is_int64() || value.is_uint64() ? &value : nullptr;
    });
    if (!v)
        return v.status();
    const json::value& value = *v.value();
    if (value.is_uint64() || value.get_int64() < lo || value.get_int64() > hi)
        return Status::fail(path(where, key) + " is " + json::serialize(value) + ", outside " +
                            std::to_string(lo) + ".." + std::to_string(hi));
    return value.get_int64();
}

Result<std::string> stringField(const json::object& o, std::string_view key,
                                const std::string& where, std::string_view expected = "a string") {
    auto v = typedField(o, key, where, expected,
                        [](const json::value& value) { return value.if_string(); });
    if (!v)
        return v.status();
    return std::string(*v.value());
}

Result<bool> boolField(const json::object& o, std::string_view key, const std::string& where) {
    auto v = typedField(o, key, where, "true or false",
                        [](const json::value& value) { return value.if_bool(); });
    if (!v)
        return v.status();
    return *v.value();
}

Result<const json::object*> objectField(const json::object& o, std::string_view key,
                                        const std::string& where) {
    return typedField(o, key, where, "an object",
                      [](const json::value& v) { return v.if_object(); });
}

Result<const json::array*> arrayField(const json::object& o, std::string_view key,
                                      const std::string& where) {
    return typedField(o, key, where, "an array", [](const json::value& v) { return v.if_array(); });
}

// The seed travels as a decimal string: JSON readers often keep numbers as doubles,
// which cannot hold every 64-bit seed.
Result<std::uint64_t> parseSeed(const std::string& text, const std::string& name) {
    const auto bad = [&](const std::string& why) {
        return Status::fail(name + " \"" + text + "\" " + why);
    };
    if (text.empty())
        return bad("is empty, expected a decimal number such as \"42\"");
    std::uint64_t seed = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return bad("is not a decimal number");
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (seed > (UINT64_MAX - digit) / 10)
            return bad("is larger than 18446744073709551615");
        seed = seed * 10 + digit;
    }
    return seed;
}

Result<SeatConfig> seatFromJson(const json::value& v, const std::string& where) {
    const json::object* o = v.if_object();
    if (!o)
        return Status::fail(where + " must be an object, not " + kindName(v));
    if (Status s = onlyKnownFields(*o, where, {"name", "bot", "strength"}); !s)
        return s;
    auto name = stringField(*o, "name", where);
    if (!name)
        return name.status();
    auto bot = boolField(*o, "bot", where);
    if (!bot)
        return bot.status();
    auto strength = stringField(*o, "strength", where);
    if (!strength)
        return strength.status();
    return SeatConfig{std::move(name).value(), bot.value(), std::move(strength).value()};
}

Result<LoggedAction> logEntryFromJson(const json::value& v, const std::string& where, int players) {
    const json::object* o = v.if_object();
    if (!o)
        return Status::fail(
            where + " must be an object like {\"seat\":0,\"action\":\"...\"}, not " + kindName(v));
    if (Status s = onlyKnownFields(*o, where, {"seat", "action"}); !s)
        return s;
    auto seat = intField(*o, "seat", where, 0, players - 1);
    if (!seat)
        return seat.status();
    auto action = stringField(*o, "action", where);
    if (!action)
        return action.status();
    return LoggedAction{static_cast<Seat>(seat.value()), std::move(action).value()};
}

// Parses exactly one JSON value (the parser sees the whole text, so a cut-off value is an
// error); anything but whitespace after it is trailing garbage.
Result<json::value> parseJson(std::string_view text) {
    json::parse_options options;
    options.max_depth = 64;
    json::parser parser({}, options);
    boost::system::error_code ec;
    const std::size_t used = parser.write_some(text.data(), text.size(), ec);
    if (ec)
        return Status::fail("not JSON: " + ec.message() + " (at byte " + std::to_string(used) +
                            ")");
    const auto rest = text.substr(used);
    const auto garbage = rest.find_first_not_of(" \t\r\n");
    if (garbage != std::string_view::npos)
        return Status::fail("trailing garbage after the JSON value (at byte " +
                            std::to_string(used + garbage) + ")");
    return parser.release();
}

// Where two JSON values first differ, as a path ("snapshot.hands[1][0]"), or nothing.
std::optional<std::string> firstDifference(const json::value& a, const json::value& b,
                                           const std::string& where) {
    if (a.is_object() && b.is_object()) {
        const auto& oa = a.get_object();
        const auto& ob = b.get_object();
        for (const auto& entry : oa) {
            const json::value* other = ob.if_contains(entry.key());
            if (!other)
                return path(where, entry.key()) + " (missing in the saved snapshot)";
            if (auto d = firstDifference(entry.value(), *other, path(where, entry.key())))
                return d;
        }
        for (const auto& entry : ob) {
            if (!oa.contains(entry.key()))
                return path(where, entry.key()) + " (not in the replayed game)";
        }
        return std::nullopt;
    }
    if (a.is_array() && b.is_array()) {
        const auto& aa = a.get_array();
        const auto& ab = b.get_array();
        if (aa.size() != ab.size())
            return where + " (length " + std::to_string(aa.size()) + " after replay, " +
                   std::to_string(ab.size()) + " saved)";
        for (std::size_t i = 0; i < aa.size(); ++i) {
            if (auto d = firstDifference(aa[i], ab[i], where + "[" + std::to_string(i) + "]"))
                return d;
        }
        return std::nullopt;
    }
    if (a == b)
        return std::nullopt;
    return where + " (" + json::serialize(a) + " after replay, " + json::serialize(b) + " saved)";
}

bool isHashText(const std::string& text) {
    return text.size() == 16 && std::all_of(text.begin(), text.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

// The parts of a save, checked for shape but not yet replayed.
struct SaveParts {
    std::string game;
    Setup setup;
    std::vector<LoggedAction> log;
    json::object snapshot;
};

// Step 1: is it a Food Court save of a version we read, with nothing unexpected in it?
Status checkHeader(const json::object& o) {
    const json::value* format = o.if_contains("format");
    if (!format)
        return Status::fail("not a Food Court save: no \"format\" field");
    if (!format->is_string() || format->get_string() != kFormat)
        return Status::fail("not a Food Court save: \"format\" is " + json::serialize(*format) +
                            ", expected \"" + std::string(kFormat) + "\"");
    const json::value* version = o.if_contains("version");
    if (!version)
        return Status::fail("the save has no \"version\"");
    if (!version->is_int64() && !version->is_uint64())
        return Status::fail("the save's \"version\" must be an integer, not " + kindName(*version));
    if (!version->is_int64() || version->get_int64() != kSaveFormatVersion)
        return Status::fail("save version " + json::serialize(*version) +
                            " is not supported (this build reads version " +
                            std::to_string(kSaveFormatVersion) + ")");
    return onlyKnownFields(o, "",
                           {"format", "version", "game", "setup", "log", "snapshot", "hash"});
}

// Step 2: the log entries, each a seat of the game and an action text.
Result<std::vector<LoggedAction>> readLog(const json::object& o, int players) {
    auto log = arrayField(o, "log", "");
    if (!log)
        return log.status();
    std::vector<LoggedAction> entries;
    for (std::size_t i = 0; i < log.value()->size(); ++i) {
        auto entry = logEntryFromJson((*log.value())[i], "log[" + std::to_string(i) + "]", players);
        if (!entry)
            return entry.status();
        entries.push_back(std::move(entry).value());
    }
    return entries;
}

// Step 3: the snapshot, which must match its hash.
Result<json::object> readSnapshot(const json::object& o) {
    auto snapshot = objectField(o, "snapshot", "");
    if (!snapshot)
        return snapshot.status();
    auto hash = stringField(o, "hash", "");
    if (!hash)
        return hash.status();
    if (!isHashText(hash.value()))
        return Status::fail("the save's \"hash\" \"" + hash.value() +
                            "\" is not 16 lowercase hex digits");
    const std::string actual = stateHash(*snapshot.value());
    if (actual != hash.value())
        return Status::fail("hash mismatch: the snapshot hashes to " + actual +
                            " but the save says " + hash.value() + " (the file was altered)");
    return *snapshot.value();
}

Result<SaveParts> readParts(const Registry& registry, const json::value& root) {
    const json::object* o = root.if_object();
    if (!o)
        return Status::fail("a save must be a JSON object, not " + kindName(root));
    if (Status s = checkHeader(*o); !s)
        return s;

    SaveParts parts;
    auto game = stringField(*o, "game", "");
    if (!game)
        return game.status();
    parts.game = std::move(game).value();
    if (!registry.find(parts.game))
        return Status::fail("unknown game '" + parts.game + "'");

    const json::value* setupValue = o->if_contains("setup");
    if (!setupValue)
        return Status::fail("the save is missing \"setup\"");
    auto setup = setupFromJson(*setupValue);
    if (!setup)
        return setup.status();
    parts.setup = std::move(setup).value();
    if (parts.setup.players < 1)
        return Status::fail("setup.players is " + std::to_string(parts.setup.players) +
                            ", a game needs at least one player");

    auto log = readLog(*o, parts.setup.players);
    if (!log)
        return log.status();
    parts.log = std::move(log).value();

    auto snapshot = readSnapshot(*o);
    if (!snapshot)
        return snapshot.status();
    parts.snapshot = std::move(snapshot).value();
    return parts;
}

} // namespace

std::string stateHash(const json::object& snapshot) {
    std::uint64_t hash = 14695981039346656037ULL; // FNV-1a 64 offset basis
    for (unsigned char c : json::serialize(snapshot)) {
        hash ^= c;
        hash *= 1099511628211ULL; // FNV-1a 64 prime
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

json::object setupToJson(const Setup& setup) {
    json::array seats;
    for (const SeatConfig& seat : setup.seats)
        seats.push_back(
            json::object{{"name", seat.name}, {"bot", seat.bot}, {"strength", seat.strength}});
    return json::object{{"players", setup.players},
                        {"seed", std::to_string(setup.seed)},
                        {"startSeat", setup.startSeat},
                        {"seats", std::move(seats)},
                        {"options", setup.options}};
}

Result<Setup> setupFromJson(const json::value& value) {
    const std::string where = "setup";
    const json::object* o = value.if_object();
    if (!o)
        return Status::fail("setup must be an object, not " + kindName(value));
    if (Status s = onlyKnownFields(*o, where, {"players", "seed", "startSeat", "seats", "options"});
        !s)
        return s;
    Setup setup;
    auto players = intField(*o, "players", where, INT_MIN, INT_MAX);
    if (!players)
        return players.status();
    setup.players = static_cast<int>(players.value());

    auto seedText = stringField(*o, "seed", where, "a decimal string such as \"42\"");
    if (!seedText)
        return seedText.status();
    auto seed = parseSeed(seedText.value(), "setup.seed");
    if (!seed)
        return seed.status();
    setup.seed = seed.value();

    auto start = intField(*o, "startSeat", where, INT_MIN, INT_MAX);
    if (!start)
        return start.status();
    setup.startSeat = static_cast<Seat>(start.value());

    auto seats = arrayField(*o, "seats", where);
    if (!seats)
        return seats.status();
    for (std::size_t i = 0; i < seats.value()->size(); ++i) {
        auto seat = seatFromJson((*seats.value())[i], "setup.seats[" + std::to_string(i) + "]");
        if (!seat)
            return seat.status();
        setup.seats.push_back(std::move(seat).value());
    }

    auto options = objectField(*o, "options", where);
    if (!options)
        return options.status();
    setup.options = *options.value();
    return setup;
}

std::string saveMatch(const Match& match) {
    json::array log;
    for (const LoggedAction& entry : match.log())
        log.push_back(json::object{{"seat", entry.seat}, {"action", entry.action}});
    json::object snapshot = match.game().snapshot();
    std::string hash = stateHash(snapshot);
    return json::serialize(json::object{{"format", kFormat},
                                        {"version", kSaveFormatVersion},
                                        {"game", match.gameId()},
                                        {"setup", setupToJson(match.setup())},
                                        {"log", std::move(log)},
                                        {"snapshot", std::move(snapshot)},
                                        {"hash", std::move(hash)}});
}

Result<Match> loadMatch(const Registry& registry, std::string_view text) {
    auto root = parseJson(text);
    if (!root)
        return root.status();
    auto parts = readParts(registry, root.value());
    if (!parts)
        return parts.status();

    auto match = Match::start(registry, parts->game, parts->setup);
    if (!match)
        return Status::fail("the setup cannot start a game: " + match.message());
    for (std::size_t i = 0; i < parts->log.size(); ++i) {
        const LoggedAction& entry = parts->log[i];
        if (Status s = match->apply(entry.seat, entry.action); !s)
            return Status::fail("log[" + std::to_string(i) + "]: seat " +
                                std::to_string(entry.seat) + " cannot play \"" + entry.action +
                                "\": " + s.message());
    }
    const json::value replayed = match->game().snapshot();
    if (auto where = firstDifference(replayed, parts->snapshot, "snapshot"))
        return Status::fail("the saved snapshot differs from the replayed game at " + *where);
    return match;
}

} // namespace fc
