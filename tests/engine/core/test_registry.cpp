// The registry: finding games, refusing duplicates, and checking a setup's rules of entry
// before a game is created.
#include "test_registry_support.h"

#include <QtTest/QTest>

using namespace fc;

class TestRegistry : public QObject {
    Q_OBJECT

  private slots:
    void findsRegisteredGames() {
        const Registry registry = testing::testgameRegistry();
        QCOMPARE(registry.all().size(), std::size_t(1));
        const GameInfo* info = registry.find("testgame");
        QVERIFY(info);
        QVERIFY(info->testOnly);
        QVERIFY(info->hiddenHands);
        QCOMPARE(info->minPlayers, 2);
        QCOMPARE(info->maxPlayers, 4);
        QCOMPARE(info->botStrengths, (std::vector<std::string>{"random", "hard"}));
        QVERIFY(!registry.find("chess"));
    }

    void refusesDuplicatesAndIncompleteEntries() {
        Registry registry = testing::testgameRegistry();
        const Status duplicate = registry.add(testgame::gameInfo());
        QVERIFY(!duplicate);
        QVERIFY(duplicate.message().find("'testgame' is registered twice") != std::string::npos);
        GameInfo nameless = testgame::gameInfo();
        nameless.id.clear();
        QVERIFY(!registry.add(nameless));
        GameInfo noCreate = testgame::gameInfo();
        noCreate.id = "other";
        noCreate.create = nullptr;
        QVERIFY(!registry.add(noCreate));
        QCOMPARE(registry.all().size(), std::size_t(1));
    }

    // One answer for the app's --autoplay and the crash test: "random" where the game has
    // it, else its last (quickest) strength, "random" when it lists none.
    void quickestStrengthIsRandomElseTheLast() {
        GameInfo info = testgame::gameInfo();
        info.botStrengths = {"hard", "random"};
        QCOMPARE(quickestStrength(info), std::string("random"));
        info.botStrengths = {"easy", "medium", "hard"};
        QCOMPARE(quickestStrength(info), std::string("hard"));
        info.botStrengths = {};
        QCOMPARE(quickestStrength(info), std::string("random"));
    }

    void createChecksTheSetup_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("startSeat");
        QTest::addColumn<QString>("strength");
        QTest::addColumn<QString>("expected"); // empty: accepted
        QTest::newRow("ok") << "testgame" << 3 << 3 << 2 << "hard"
                            << "";
        QTest::newRow("ok, seats implied") << "testgame" << 2 << 0 << 0 << ""
                                           << "";
        QTest::newRow("unknown game") << "chess" << 2 << 0 << 0 << ""
                                      << "unknown game 'chess'";
        QTest::newRow("too few") << "testgame" << 1 << 0 << 0 << ""
                                 << "Test Game is for 2-4 players, not 1";
        QTest::newRow("too many") << "testgame" << 5 << 0 << 0 << ""
                                  << "Test Game is for 2-4 players, not 5";
        QTest::newRow("seat count") << "testgame" << 3 << 2 << 0 << ""
                                    << "names 2 seats for 3 players";
        QTest::newRow("start seat") << "testgame" << 2 << 0 << 2 << ""
                                    << "start seat 2 is not a seat";
        QTest::newRow("negative start") << "testgame" << 2 << 0 << -1 << ""
                                        << "start seat -1 is not a seat";
        QTest::newRow("bot strength") << "testgame" << 2 << 2 << 0 << "easy"
                                      << "no 'easy' bot for Test Game";
    }
    void createChecksTheSetup() {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(int, seats);
        QFETCH(int, startSeat);
        QFETCH(QString, strength);
        QFETCH(QString, expected);
        const Registry registry = testing::testgameRegistry();
        Setup setup;
        setup.players = players;
        setup.startSeat = startSeat;
        for (int i = 0; i < seats; ++i)
            setup.seats.push_back(
                {"P", !strength.isEmpty() && i == seats - 1, strength.toStdString()});
        auto created = registry.create(game.toStdString(), setup);
        if (expected.isEmpty()) {
            QVERIFY2(created, created.message().c_str());
            QCOMPARE(created.value()->playerCount(), players);
        } else {
            QVERIFY(!created);
            QVERIFY2(QString::fromStdString(created.message()).contains(expected),
                     created.message().c_str());
        }
    }

    void botsComeFromTheEntry() {
        const GameInfo info = testgame::gameInfo();
        QVERIFY(info.makeBot("random", 1));
        QVERIFY(info.makeBot("hard", 1));
        auto unknown = info.makeBot("easy", 1);
        QVERIFY(!unknown);
        QVERIFY(unknown.message().find("'easy'") != std::string::npos);
    }

    // Play again: the same people and options, the next seat starting, a new deal; the
    // setup it gives starts a match like any other.
    void rematchKeepsThePeopleAndMovesTheStart() {
        Setup played;
        played.players = 3;
        played.seed = 42;
        played.startSeat = 2;
        played.seats = {{"Ana", false, ""}, {"Ben", true, "hard"}, {"Cy", false, ""}};
        played.options["handicap"] = 1;
        const Setup next = rematchSetup(played);
        QCOMPARE(next.players, 3);
        QCOMPARE(next.startSeat, 0); // after the last seat, the first
        QCOMPARE(next.seats.size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(next.seats[i].name, played.seats[i].name);
            QCOMPARE(next.seats[i].bot, played.seats[i].bot);
            QCOMPARE(next.seats[i].strength, played.seats[i].strength);
        }
        QVERIFY(next.options == played.options);
        QVERIFY(next.seed != played.seed);
        QCOMPARE(rematchSetup(played).seed, next.seed); // repeatable
        QCOMPARE(rematchSetup(next).startSeat, 1);
        QVERIFY(rematchSetup(next).seed != next.seed);

        const Registry registry = testing::testgameRegistry();
        Setup twoPlayers = next;
        twoPlayers.players = 2;
        twoPlayers.seats.resize(2);
        twoPlayers.options = {};
        auto match = Match::start(registry, "testgame", rematchSetup(twoPlayers));
        QVERIFY2(match, match.message().c_str());
        QCOMPARE(match->setup().startSeat, 1);
    }
};

QTEST_GUILESS_MAIN(TestRegistry)
#include "test_registry.moc"
