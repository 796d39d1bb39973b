// The CLI's JSON writer (platform/cli/json_output): doubles as plain decimals in their
// shortest round-trip form, an exponent only outside ordinary magnitudes, no NaN or
// infinity; everything else exactly as Boost.JSON writes it.
#include "json_output.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QtTest/QTest>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>

namespace json = boost::json;
using fc::cli::jsonNumber;
using fc::cli::toJson;

class TestJsonOutput : public QObject {
    Q_OBJECT

  private slots:
    void doubles_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("play's win share") << 0.6616666666666667 << "0.6616666666666667";
        QTest::newRow("two thirds") << 2.0 / 3.0 << "0.6666666666666666";
        QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << "0.30000000000000004";
        QTest::newRow("a tenth") << 0.1 << "0.1";
        QTest::newRow("whole") << 10.0 << "10.0";
        QTest::newRow("zero") << 0.0 << "0.0";
        QTest::newRow("negative zero") << -0.0 << "-0.0";
        QTest::newRow("negative") << -2.5 << "-2.5";
        QTest::newRow("thousands") << 123456.789 << "123456.789";
        QTest::newRow("small, still plain") << 1e-7 << "0.0000001";
        QTest::newRow("large, still plain") << 1e20 << "100000000000000000000.0";
        QTest::newRow("too large for plain") << 1e21 << "1e+21";
        QTest::newRow("too small for plain") << 5e-8 << "5e-08";
        QTest::newRow("largest double")
            << std::numeric_limits<double>::max() << "1.7976931348623157e+308";
        QTest::newRow("smallest double") << std::numeric_limits<double>::denorm_min() << "5e-324";
    }
    void doubles() {
        QFETCH(double, value);
        QFETCH(QString, text);
        const std::string written = jsonNumber(value);
        QCOMPARE(QString::fromStdString(written), text);
        // It reads back as the same double (the sign of zero included), and as a double: a
        // JSON reader sees a fraction or an exponent, never an integer. (Boost 1.81's parser
        // may be off by one unit in the last place, so only its kind is asked here.)
        double back = 0.0;
        const auto [end, ec] =
            std::from_chars(written.data(), written.data() + written.size(), back);
        QVERIFY(ec == std::errc() && end == written.data() + written.size());
        QVERIFY(back == value); // exactly (QCOMPARE on doubles is fuzzy)
        QCOMPARE(std::signbit(back), std::signbit(value));
        QVERIFY(QByteArray::fromStdString(written).toDouble() == value);
        QVERIFY(json::parse(written).is_double());
    }

    void notANumberNorInfinityIsNull() {
        QCOMPARE(jsonNumber(std::numeric_limits<double>::quiet_NaN()), std::string("null"));
        QCOMPARE(jsonNumber(std::numeric_limits<double>::infinity()), std::string("null"));
        QCOMPARE(jsonNumber(-std::numeric_limits<double>::infinity()), std::string("null"));
    }

    void valuesNestAndKeepEverythingElse() {
        const json::value value =
            json::object{{"a", json::array{1, 0.5, "x\"y\n", nullptr, true}},
                         {"b", json::object{{"c", -3}, {"d", 1e-3}, {"e", json::array{}}}},
                         {"f", std::numeric_limits<std::uint64_t>::max()},
                         {"g", json::object{}}};
        const std::string expected = "{\"a\":[1,0.5,\"x\\\"y\\n\",null,true],"
                                     "\"b\":{\"c\":-3,\"d\":0.001,\"e\":[]},"
                                     "\"f\":18446744073709551615,\"g\":{}}";
        QCOMPARE(toJson(value), expected);
        // Without doubles it is Boost.JSON's text, byte for byte.
        const json::value plain = json::parse("{\"k\":[\"\u00e9\",-1,{\"z\":false}],\"n\":null}");
        QCOMPARE(toJson(plain), json::serialize(plain));
        QCOMPARE(toJson(json::value(0.25)), std::string("0.25"));
    }
};

QTEST_GUILESS_MAIN(TestJsonOutput)
#include "test_json_output.moc"
