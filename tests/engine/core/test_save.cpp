// Match and save: starting, applying, copying, the save round trip, and a table of
// malformed saves that must each be refused with a message naming the problem.
#include "core/save.h"
#include "test_registry_support.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QtTest/QTest>
#include <functional>

using namespace fc;
namespace json = boost::json;

namespace {

// A valid 3-player save with 4 actions in the log; `edit` then damages its JSON.
QByteArray editedSave(const std::function<void(json::object&)>& edit) {
    const Registry registry = testing::testgameRegistry();
    json::object save = json::parse(saveMatch(testing::playedMatch(registry, 3, 7, 4))).as_object();
    edit(save);
    return QByteArray::fromStdString(json::serialize(save));
}

// Keeps the hash in step with an edited snapshot, so that the replay check is reached.
void rehash(json::object& save) {
    save["hash"] = stateHash(save["snapshot"].as_object());
}

json::object& setupOf(json::object& save) {
    return save["setup"].as_object();
}
json::array& logOf(json::object& save) {
    return save["log"].as_array();
}

} // namespace

class TestSave : public QObject {
    Q_OBJECT

  private slots:
    void startNamesEverySeat() {
        const Registry registry = testing::testgameRegistry();
        Setup setup;
        setup.players = 3;
        setup.seats = {{"Ana", false, ""}, {"", true, "random"}, {"", false, ""}};
        auto match = Match::start(registry, "testgame", setup);
        QVERIFY2(match, match.message().c_str());
        QCOMPARE(match->setup().seats[0].name, std::string("Ana"));
        QCOMPARE(match->setup().seats[1].name, std::string("Player 2"));
        QVERIFY(match->setup().seats[1].bot);
        QCOMPARE(match->setup().seats[2].name, std::string("Player 3"));

        Setup bare;
        bare.players = 2;
        auto defaults = Match::start(registry, "testgame", bare);
        QVERIFY2(defaults, defaults.message().c_str());
        QCOMPARE(defaults->setup().seats.size(), std::size_t(2));
        QCOMPARE(defaults->setup().seats[1].name, std::string("Player 2"));
        QVERIFY(!defaults->setup().seats[1].bot);
    }

    void startRefusesBadSetups() {
        const Registry registry = testing::testgameRegistry();
        Setup setup;
        setup.players = 5;
        auto tooMany = Match::start(registry, "testgame", setup);
        QVERIFY(!tooMany);
        QVERIFY2(tooMany.message().find("not 5") != std::string::npos, tooMany.message().c_str());
        setup.players = 2;
        auto unknown = Match::start(registry, "chess", setup);
        QVERIFY(!unknown);
        QVERIFY2(unknown.message().find("unknown game 'chess'") != std::string::npos,
                 unknown.message().c_str());
    }

    void applyLogsOnlyAcceptedActions() {
        const Registry registry = testing::testgameRegistry();
        Match match = testing::playedMatch(registry, 2, 11, 0);
        const json::object before = match.game().snapshot();
        const Seat seat = match.game().seatsToAct().front();
        const Status refused = match.apply(seat, "play c99");
        QVERIFY(!refused);
        QVERIFY(!refused.message().empty());
        QVERIFY(match.log().empty());
        QCOMPARE(json::serialize(match.game().snapshot()), json::serialize(before));

        const std::string action = match.game().legalActions(seat).front();
        QVERIFY(match.apply(seat, action));
        QCOMPARE(match.log().size(), std::size_t(1));
        QCOMPARE(match.log().front(), (LoggedAction{seat, action}));
    }

    void copiesAreIndependent() {
        const Registry registry = testing::testgameRegistry();
        const Match original = testing::playedMatch(registry, 2, 5, 1);
        Match copy = original;
        const Seat seat = copy.game().seatsToAct().front();
        QVERIFY(copy.apply(seat, copy.game().legalActions(seat).front()));
        QCOMPARE(original.log().size(), std::size_t(1));
        QCOMPARE(copy.log().size(), std::size_t(2));
        QVERIFY(json::serialize(original.game().snapshot()) !=
                json::serialize(copy.game().snapshot()));
        copy = original;
        QCOMPARE(copy.log(), original.log());
        QCOMPARE(json::serialize(copy.game().snapshot()),
                 json::serialize(original.game().snapshot()));
    }

    void roundTrip_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("steps");
        QTest::newRow("fresh") << 2 << quint64(1) << 0;
        QTest::newRow("mid-trick") << 3 << quint64(99) << 4;
        QTest::newRow("finished") << 4 << quint64(2024) << 100;
        QTest::newRow("64-bit seed") << 2 << quint64(18446744073709551615ULL) << 3;
    }
    void roundTrip() {
        QFETCH(int, players);
        QFETCH(quint64, seed);
        QFETCH(int, steps);
        const Registry registry = testing::testgameRegistry();
        const Match match = testing::playedMatch(registry, players, seed, steps);
        const std::string text = saveMatch(match);
        auto loaded = loadMatch(registry, text);
        QVERIFY2(loaded, loaded.message().c_str());
        QCOMPARE(loaded->gameId(), match.gameId());
        QCOMPARE(loaded->setup().seed, std::uint64_t(seed));
        QCOMPARE(loaded->setup().players, players);
        QCOMPARE(loaded->log(), match.log());
        QCOMPARE(json::serialize(loaded->game().snapshot()),
                 json::serialize(match.game().snapshot()));
        QCOMPARE(saveMatch(loaded.value()), text);
    }

    void saveHasTheDocumentedShape() {
        const Registry registry = testing::testgameRegistry();
        const Match match = testing::playedMatch(registry, 2, 42, 1);
        const json::object save = json::parse(saveMatch(match)).as_object();
        QCOMPARE(save.at("format").as_string(), "foodcourt-save");
        QCOMPARE(save.at("version").as_int64(), std::int64_t(kSaveFormatVersion));
        QCOMPARE(save.at("game").as_string(), "testgame");
        QCOMPARE(save.at("setup").at("seed").as_string(), "42");
        QCOMPARE(save.at("log").as_array().size(), std::size_t(1));
        QCOMPARE(save.at("log").at(0).at("seat").as_int64(), std::int64_t(0));
        QCOMPARE(std::string(save.at("hash").as_string()),
                 stateHash(save.at("snapshot").as_object()));
    }

    void stateHashIsFnv1a() {
        // Reference values computed independently from the FNV-1a 64 definition.
        QCOMPARE(stateHash(json::object{}), std::string("08f44b07b5901a25"));
        QCOMPARE(stateHash(json::object{{"a", 1}}), std::string("9c3e82dd6fcae8b1"));
    }

    void setupJsonRoundTrip() {
        Setup setup;
        setup.players = 3;
        setup.seed = 123456789012345ULL;
        setup.startSeat = 2;
        setup.seats = {{"A", false, ""}, {"B", true, "hard"}, {"C", true, "random"}};
        setup.options = json::object{{"handicap", 2}};
        auto back = setupFromJson(setupToJson(setup));
        QVERIFY2(back, back.message().c_str());
        QCOMPARE(back->players, 3);
        QCOMPARE(back->seed, setup.seed);
        QCOMPARE(back->startSeat, 2);
        QCOMPARE(back->seats.size(), std::size_t(3));
        QCOMPARE(back->seats[1].strength, std::string("hard"));
        QVERIFY(back->seats[1].bot);
        QCOMPARE(json::serialize(back->options), json::serialize(setup.options));
    }

    void mutatedSavesNeverChangeTheGame() {
        // Random edits of a valid save: each is refused with a reason, or (a renamed seat,
        // extra whitespace) loads to exactly the same game.
        const Registry registry = testing::testgameRegistry();
        const Match original = testing::playedMatch(registry, 3, 5, 6);
        const std::string base = saveMatch(original);
        const std::string expected = json::serialize(original.game().snapshot());
        constexpr std::string_view alphabet = "{}[]\":,0123456789-.eE tfnaulrsc\\\xff";
        Rng rng(1);
        for (int i = 0; i < 3000; ++i) {
            std::string text = base;
            for (std::uint32_t edit = 0, edits = 1 + rng.below(4); edit < edits; ++edit) {
                const std::size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
                const char c = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
                switch (rng.below(3)) {
                case 0:
                    text[at] = c;
                    break;
                case 1:
                    text.erase(at, 1 + rng.below(5));
                    break;
                default:
                    text.insert(at, 1, c);
                    break;
                }
            }
            const auto loaded = loadMatch(registry, text);
            if (loaded)
                QCOMPARE(json::serialize(loaded->game().snapshot()), expected);
            else
                QVERIFY2(!loaded.message().empty(), text.c_str());
        }
    }

    void malformedSavesAreRefused_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");

        QTest::newRow("not JSON") << QByteArray("{ this is not json") << "not JSON";
        QTest::newRow("empty file") << QByteArray("") << "not JSON";
        QTest::newRow("cut off") << editedSave([](json::object&) {}).left(40) << "not JSON";
        QTest::newRow("invalid UTF-8") << QByteArray("{\"format\":\"\xff\xfe\"}") << "not JSON";
        QTest::newRow("too deep") << QByteArray(200, '[') << "not JSON";
        QTest::newRow("not an object")
            << QByteArray("[1,2,3]") << "must be a JSON object, not an array";
        QTest::newRow("trailing garbage") << editedSave([](json::object&) {}) + " {}"
                                          << "trailing garbage";
        QTest::newRow("no format")
            << editedSave([](json::object& s) { s.erase("format"); }) << "no \"format\"";
        QTest::newRow("wrong format")
            << editedSave([](json::object& s) { s["format"] = "chess-pgn"; })
            << "\"format\" is \"chess-pgn\"";
        QTest::newRow("no version")
            << editedSave([](json::object& s) { s.erase("version"); }) << "no \"version\"";
        QTest::newRow("future version") << editedSave([](json::object& s) { s["version"] = 2; })
                                        << "save version 2 is not supported";
        QTest::newRow("version as text") << editedSave([](json::object& s) { s["version"] = "1"; })
                                         << "\"version\" must be an integer, not a string";
        QTest::newRow("unexpected field") << editedSave([](json::object& s) { s["cheat"] = true; })
                                          << "unexpected field \"cheat\"";
        QTest::newRow("no game") << editedSave([](json::object& s) { s.erase("game"); })
                                 << "missing \"game\"";
        QTest::newRow("game not a string") << editedSave([](json::object& s) { s["game"] = 3; })
                                           << "game must be a string, not an integer";
        QTest::newRow("unknown game")
            << editedSave([](json::object& s) { s["game"] = "chess"; }) << "unknown game 'chess'";
        QTest::newRow("no setup") << editedSave([](json::object& s) { s.erase("setup"); })
                                  << "missing \"setup\"";
        QTest::newRow("setup not an object") << editedSave([](json::object& s) { s["setup"] = 1; })
                                             << "setup must be an object, not an integer";
        QTest::newRow("no players")
            << editedSave([](json::object& s) { setupOf(s).erase("players"); })
            << "setup is missing \"players\"";
        QTest::newRow("players as text")
            << editedSave([](json::object& s) { setupOf(s)["players"] = "3"; })
            << "setup.players must be an integer, not a string";
        QTest::newRow("players fractional")
            << editedSave([](json::object& s) { setupOf(s)["players"] = 2.5; })
            << "setup.players must be an integer, not a fractional number";
        QTest::newRow("too many players")
            << editedSave([](json::object& s) { setupOf(s)["players"] = 9; })
            << "Test Game is for 2-4 players, not 9";
        QTest::newRow("no players at all")
            << editedSave([](json::object& s) { setupOf(s)["players"] = 0; })
            << "at least one player";
        QTest::newRow("seats count mismatch")
            << editedSave([](json::object& s) { setupOf(s)["seats"].as_array().pop_back(); })
            << "names 2 seats for 3 players";
        QTest::newRow("seed as a number")
            << editedSave([](json::object& s) { setupOf(s)["seed"] = 7; })
            << "setup.seed must be a decimal string";
        QTest::newRow("seed not decimal")
            << editedSave([](json::object& s) { setupOf(s)["seed"] = "0x1f"; })
            << "setup.seed \"0x1f\" is not a decimal number";
        QTest::newRow("seed too large")
            << editedSave([](json::object& s) { setupOf(s)["seed"] = "18446744073709551616"; })
            << "is larger than 18446744073709551615";
        QTest::newRow("seed empty") << editedSave([](json::object& s) { setupOf(s)["seed"] = ""; })
                                    << "setup.seed \"\" is empty";
        QTest::newRow("start seat outside")
            << editedSave([](json::object& s) { setupOf(s)["startSeat"] = 5; })
            << "start seat 5 is not a seat";
        QTest::newRow("seat not an object")
            << editedSave([](json::object& s) { setupOf(s)["seats"].as_array()[0] = "Ana"; })
            << "setup.seats[0] must be an object, not a string";
        QTest::newRow("seat bot as text") << editedSave([](json::object& s) {
            setupOf(s)["seats"].as_array()[1].as_object()["bot"] = "yes";
        }) << "setup.seats[1].bot must be true or false";
        QTest::newRow("seat without a name") << editedSave([](json::object& s) {
            setupOf(s)["seats"].as_array()[2].as_object().erase("name");
        }) << "setup.seats[2] is missing \"name\"";
        QTest::newRow("unknown bot strength") << editedSave([](json::object& s) {
            auto& seat = setupOf(s)["seats"].as_array()[1].as_object();
            seat["bot"] = true;
            seat["strength"] = "godlike";
        }) << "no 'godlike' bot for Test Game";
        QTest::newRow("options not an object")
            << editedSave([](json::object& s) { setupOf(s)["options"] = json::array{}; })
            << "setup.options must be an object, not an array";
        QTest::newRow("no log") << editedSave([](json::object& s) { s.erase("log"); })
                                << "missing \"log\"";
        QTest::newRow("log not an array")
            << editedSave([](json::object& s) { s["log"] = json::object{}; })
            << "log must be an array, not an object";
        QTest::newRow("log entry not an object")
            << editedSave([](json::object& s) { logOf(s)[1] = "play c3"; })
            << "log[1] must be an object";
        QTest::newRow("log entry without action")
            << editedSave([](json::object& s) { logOf(s)[2].as_object().erase("action"); })
            << "log[2] is missing \"action\"";
        QTest::newRow("log action not a string")
            << editedSave([](json::object& s) { logOf(s)[0].as_object()["action"] = 7; })
            << "log[0].action must be a string";
        QTest::newRow("log seat out of range")
            << editedSave([](json::object& s) { logOf(s)[3].as_object()["seat"] = 7; })
            << "log[3].seat is 7, outside 0..2";
        QTest::newRow("log seat as text")
            << editedSave([](json::object& s) { logOf(s)[0].as_object()["seat"] = "0"; })
            << "log[0].seat must be an integer";
        QTest::newRow("illegal action in log")
            << editedSave([](json::object& s) { logOf(s)[2].as_object()["action"] = "play c99"; })
            << "log[2]: seat 2 cannot play \"play c99\": \"c99\" is not a card";
        QTest::newRow("action by the wrong seat")
            << editedSave([](json::object& s) { logOf(s)[1].as_object()["seat"] = 0; })
            << "log[1]: seat 0 cannot play";
        QTest::newRow("no snapshot")
            << editedSave([](json::object& s) { s.erase("snapshot"); }) << "missing \"snapshot\"";
        QTest::newRow("snapshot not an object")
            << editedSave([](json::object& s) { s["snapshot"] = json::array{}; })
            << "snapshot must be an object, not an array";
        QTest::newRow("no hash") << editedSave([](json::object& s) { s.erase("hash"); })
                                 << "missing \"hash\"";
        QTest::newRow("hash malformed") << editedSave([](json::object& s) { s["hash"] = "XYZ"; })
                                        << "\"hash\" \"XYZ\" is not 16 lowercase hex digits";
        QTest::newRow("hash mismatch")
            << editedSave([](json::object& s) { s["hash"] = "0000000000000000"; })
            << "hash mismatch";
        QTest::newRow("snapshot altered") << editedSave([](json::object& s) {
            s["snapshot"].as_object()["leader"] = 2;
            s["snapshot"].as_object()["toMove"] = 9;
            rehash(s);
        }) << "differs from the replayed game at snapshot.toMove";
        QTest::newRow("log shortened") << editedSave([](json::object& s) { logOf(s).pop_back(); })
                                       << "differs from the replayed game at snapshot.";
    }
    void malformedSavesAreRefused() {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const Registry registry = testing::testgameRegistry();
        auto loaded =
            loadMatch(registry, std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY2(!loaded, "a malformed save was accepted");
        const QString message = QString::fromStdString(loaded.message());
        QVERIFY2(message.contains(expected), qPrintable("got: " + message));
    }
};

QTEST_GUILESS_MAIN(TestSave)
#include "test_save.moc"
