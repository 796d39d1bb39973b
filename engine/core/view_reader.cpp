#include "view_reader.h"

#include <boost/json/string.hpp>

#include <cstdint>

namespace fc {

namespace json = boost::json;

void ViewReader::fail(std::string message) {
    if (ok())
        error_ = std::move(message);
}

const json::value* ViewReader::field(const json::object& from, std::string_view key) {
    if (!ok())
        return nullptr;
    const json::value* value = from.if_contains(key);
    if (!value)
        fail("the view has no '" + std::string(key) + "'");
    return value;
}

int ViewReader::integer(const json::value* value, std::string_view what, int lo, int hi) {
    if (!ok() || !value)
        return lo;
    const std::int64_t* number = value->if_int64();
    if (!number || *number < lo || *number > hi) {
        failBad(what);
        return lo;
    }
    return static_cast<int>(*number);
}

bool ViewReader::boolean(std::string_view key) {
    const json::value* value = field(key);
    if (!value)
        return false;
    if (!value->is_bool()) {
        failBad(key);
        return false;
    }
    return value->get_bool();
}

std::string_view ViewReader::text(const json::object& from, std::string_view key) {
    const json::value* value = field(from, key);
    if (!value)
        return {};
    const json::string* s = value->if_string();
    if (!s) {
        failBad(key);
        return {};
    }
    return std::string_view(*s);
}

const json::array* ViewReader::list(const json::value* value, std::string_view what, int size) {
    if (!ok() || !value)
        return nullptr;
    const json::array* array = value->if_array();
    if (!array || (size >= 0 && static_cast<int>(array->size()) != size)) {
        failBad(what);
        return nullptr;
    }
    return array;
}

} // namespace fc
