// ViewReader: reads a seat's view (the JSON a bot is given) field by field. The first problem
// is kept and every later read returns a harmless default, so a game's reader can read a whole
// view and check ok() once. Each game derives its own reader for its cards and names.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

namespace fc {

class ViewReader {
  public:
    explicit ViewReader(const boost::json::object& view) : view_(view) {}

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }
    void fail(std::string message);

    // The field `key` of the view (or of `from`); null and a failure when it is missing.
    const boost::json::value* field(std::string_view key) { return field(view_, key); }
    const boost::json::value* field(const boost::json::object& from, std::string_view key);

    // An integer in [lo, hi]; lo (and a failure naming `what`) otherwise.
    int integer(const boost::json::value* value, std::string_view what, int lo, int hi);
    int integer(std::string_view key, int lo, int hi) { return integer(field(key), key, lo, hi); }

    bool boolean(std::string_view key);
    std::string_view text(const boost::json::object& from, std::string_view key);

    // An array of exactly `size` entries (any size when size < 0).
    const boost::json::array* list(const boost::json::value* value, std::string_view what,
                                   int size);
    const boost::json::array* list(std::string_view key, int size) {
        return list(field(key), key, size);
    }

    // The place of `value` in `names`; 0 (and a failure naming `what`) when it is not there.
    template <std::size_t N>
    int index(std::string_view value, const std::array<std::string_view, N>& names,
              std::string_view what) {
        const auto it = std::find(names.begin(), names.end(), value);
        if (it == names.end()) {
            failBad(what);
            return 0;
        }
        return static_cast<int>(it - names.begin());
    }

  protected:
    void failBad(std::string_view what) { fail("bad " + std::string(what) + " in the view"); }

  private:
    const boost::json::object& view_;
    std::string error_;
};

} // namespace fc
