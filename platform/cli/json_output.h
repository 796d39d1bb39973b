// The CLI's one way of writing JSON. Boost.JSON's serializer writes doubles as
// "6.616666666666667E-1"; here they are plain decimals in their shortest round-trip form
// ("0.6616666666666667", "10.0"), with an exponent only outside 1e-7 <= |x| < 1e21
// ("1e+21", "1.5e-08"). Everything else is written as Boost.JSON writes it.
#pragma once

#include <boost/json/value.hpp>

#include <string>

namespace fc::cli {

// A double as a JSON number: shortest round trip, always with a '.' or an exponent so that
// it reads back as a double; NaN and infinities, which JSON cannot hold, as null.
std::string jsonNumber(double value);
// The compact JSON text of a value, every double written by jsonNumber.
std::string toJson(const boost::json::value& value);

} // namespace fc::cli
