// ViewReader: the one reader of seats' views that the games' bots derive from. Its promise is
// that the first problem is kept and every later read is harmless, so a game can read a whole
// view and check ok() once.
#include "core/view_reader.h"

#include <boost/json/parse.hpp>

#include <QtTest/QTest>

using fc::ViewReader;
namespace json = boost::json;

namespace {

const json::object kView = json::parse(R"({"players": 3, "over": false, "name": "Lea",
                                           "hand": ["a", "b"], "phase": "play"})")
                               .as_object();

constexpr std::array<std::string_view, 3> kPhases = {"deal", "play", "over"};

} // namespace

class TestViewReader : public QObject {
    Q_OBJECT

  private slots:
    void readsWellFormedFields() {
        ViewReader read(kView);
        QCOMPARE(read.integer("players", 2, 5), 3);
        QCOMPARE(read.boolean("over"), false);
        QCOMPARE(read.text(kView, "name"), std::string_view("Lea"));
        const json::array* hand = read.list("hand", 2);
        QVERIFY(hand);
        QCOMPARE(read.index(read.text(kView, "phase"), kPhases, "phase"), 1);
        QVERIFY(read.ok());
        QCOMPARE(read.error(), std::string());
    }

    void namesAMissingField() {
        ViewReader read(kView);
        QCOMPARE(read.field("seat"), nullptr);
        QVERIFY(!read.ok());
        QCOMPARE(read.error(), std::string("the view has no 'seat'"));
    }

    void refusesValuesOutOfRangeOrOfTheWrongKind_data() {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("error");
        QTest::newRow("integer above its range") << 0 << "bad players in the view";
        QTest::newRow("text that is a number") << 1 << "bad players in the view";
        QTest::newRow("boolean that is text") << 2 << "bad name in the view";
        QTest::newRow("list of the wrong size") << 3 << "bad hand in the view";
        QTest::newRow("name not in the list") << 4 << "bad phase in the view";
    }
    void refusesValuesOutOfRangeOrOfTheWrongKind() {
        QFETCH(int, which);
        QFETCH(QString, error);
        ViewReader read(kView);
        switch (which) {
        case 0:
            QCOMPARE(read.integer("players", 4, 5), 4);
            break; // lo, the harmless default
        case 1:
            QCOMPARE(read.text(kView, "players"), std::string_view());
            break;
        case 2:
            QCOMPARE(read.boolean("name"), false);
            break;
        case 3:
            QCOMPARE(read.list("hand", 3), nullptr);
            break;
        case 4:
            QCOMPARE(read.index("serve", kPhases, "phase"), 0);
            break;
        }
        QCOMPARE(QString::fromStdString(read.error()), error);
    }

    void keepsTheFirstProblemAndIgnoresLaterReads() {
        ViewReader read(kView);
        read.integer("players", 4, 5); // the first problem
        QCOMPARE(read.field("players"), nullptr);
        QCOMPARE(read.integer("players", 2, 5), 2);
        QCOMPARE(read.list("hand", 2), nullptr);
        QCOMPARE(read.boolean("over"), false);
        read.field("missing");
        read.fail("a later problem");
        QCOMPARE(read.error(), std::string("bad players in the view"));
    }
};

QTEST_GUILESS_MAIN(TestViewReader)
#include "test_view_reader.moc"
