#include "json_output.h"

#include <boost/json/serialize.hpp>

#include <charconv>
#include <cmath>

namespace fc::cli {

namespace json = boost::json;

namespace {

void write(std::string& out, const json::value& value) {
    switch (value.kind()) {
    case json::kind::double_:
        out += jsonNumber(value.get_double());
        return;
    case json::kind::array: {
        out += '[';
        bool first = true;
        for (const json::value& item : value.get_array()) {
            if (!first)
                out += ',';
            first = false;
            write(out, item);
        }
        out += ']';
        return;
    }
    case json::kind::object: {
        out += '{';
        bool first = true;
        for (const json::key_value_pair& member : value.get_object()) {
            if (!first)
                out += ',';
            first = false;
            out += json::serialize(member.key());
            out += ':';
            write(out, member.value());
        }
        out += '}';
        return;
    }
    default: // null, bool, integers, strings: nothing to change
        out += json::serialize(value);
        return;
    }
}

} // namespace

std::string jsonNumber(double value) {
    if (!std::isfinite(value))
        return "null";
    const double magnitude = std::fabs(value);
    // The range JavaScript writes without an exponent.
    const bool plain = magnitude == 0.0 || (magnitude >= 1e-7 && magnitude < 1e21);
    char buffer[64]; // fixed: at most 21 integer digits, or "0.000000" and 17 digits
    const auto [end, ec] =
        std::to_chars(buffer, buffer + sizeof buffer, value,
                      plain ? std::chars_format::fixed : std::chars_format::scientific);
    if (ec != std::errc())
        return json::serialize(json::value(value)); // cannot happen with this buffer
    std::string text(buffer, end);
    if (plain && text.find('.') == std::string::npos)
        text += ".0";
    return text;
}

std::string toJson(const json::value& value) {
    std::string out;
    write(out, value);
    return out;
}

} // namespace fc::cli
