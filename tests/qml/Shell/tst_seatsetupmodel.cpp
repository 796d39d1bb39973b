// SeatSetupModel: a well-behaved list model whose seat count stays within the chosen
// game's range, whose edits change single rows, and which refuses what the game does not
// offer (bots without strengths, unknown strengths, seats out of range) without change.
// With `remember` (the setup screen's), the family's seats come back the next time. Every
// strength offered has its word in BotStrengths.
#include "bot_strength_labels.h"
#include "gameregistry.h"
#include "seatsetupmodel.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString nameOf(const SeatSetupModel& model, int seat) {
    return model.data(model.index(seat), SeatSetupModel::NameRole).toString();
}

} // namespace

class TestSeatSetupModel : public QObject {
    Q_OBJECT

    QTemporaryDir settingsDir_;

    // A family's choice at Tindahan: four seats, Ana and Ben, a hard bot in seat 3, seat 3
    // starting.
    static void chooseFamilySeats(SeatSetupModel& model) {
        model.setCount(4);
        model.setName(0, "Ana");
        model.setName(1, "Ben");
        QVERIFY(model.setStrength(2, "hard"));
        QVERIFY(model.setBot(2, true));
        model.setStartSeat(2);
    }

  private slots:
    void initTestCase() {
        QVERIFY(settingsDir_.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
    }
    void init() { QSettings().clear(); }

    void rememberedSeatsComeBackAtTheirStall() {
        {
            SeatSetupModel chosen;
            chosen.setRemember(true);
            chosen.setGameId("tindahan");
            chooseFamilySeats(chosen);
        }
        SeatSetupModel again;
        QAbstractItemModelTester tester(&again);
        again.setRemember(true);
        again.setGameId("tindahan");
        QCOMPARE(again.count(), 4);
        QCOMPARE(nameOf(again, 0), QString("Ana"));
        QCOMPARE(nameOf(again, 1), QString("Ben"));
        QCOMPARE(nameOf(again, 3), QString("Player 4"));
        QCOMPARE(again.data(again.index(2), SeatSetupModel::BotRole).toBool(), true);
        QCOMPARE(again.data(again.index(2), SeatSetupModel::StrengthRole).toString(),
                 QString("hard"));
        QCOMPARE(again.startSeat(), 2);

        // Tools and tests that do not ask to remember see the plain defaults.
        SeatSetupModel plain;
        plain.setGameId("tindahan");
        QCOMPARE(nameOf(plain, 0), QString("Player 1"));
        QCOMPARE(plain.startSeat(), 0);
    }

    // A family player's chip seats them at the first person's seat without a name, once;
    // bots' seats and named seats are passed over.
    void aChipSeatsThePlayerAtTheNextFreeSeat() {
        SeatSetupModel model;
        model.setGameId("tindahan");
        model.setCount(4);
        model.setName(0, "Ana");
        QVERIFY(model.setBot(1, true));
        QCOMPARE(model.seatPlayer("Mia", "owl"), 2);
        QCOMPARE(nameOf(model, 2), QString("Mia"));
        QCOMPARE(model.data(model.index(2), SeatSetupModel::AvatarRole).toString(), QString("owl"));
        QCOMPARE(model.seatPlayer("Mia", "owl"), 2); // not twice
        QCOMPARE(model.seatedNames(), QStringList({"Ana", "", "Mia", ""}));
        QCOMPARE(model.seatPlayer("Tom", ""), 3);
        QCOMPARE(model.seatPlayer("Zoe", ""), -1); // every person's seat has a name
        QCOMPARE(model.seatPlayer("  ", ""), -1);
        QCOMPARE(model.seatOf("Tom"), 3);
        QCOMPARE(model.seatOf("Zoe"), -1);
    }

    // "Same players as last time": the seats of the last game started here, bots included,
    // even after the seats were changed since.
    void thePlayedSeatsComeBack() {
        SeatSetupModel model;
        model.setRemember(true);
        model.setGameId("tindahan");
        QVERIFY(!model.hasPlayedSeats());
        QVERIFY(!model.restorePlayed());
        chooseFamilySeats(model);
        QVERIFY(model.setAvatar(0, "mango"));
        QSignalSpy played(&model, &SeatSetupModel::playedSeatsChanged);
        model.rememberPlayed();
        QCOMPARE(played.count(), 1);
        QVERIFY(model.hasPlayedSeats());
        model.setCount(2);
        model.setName(0, "Zoe");
        model.setAvatar(0, "");
        QVERIFY(model.restorePlayed());
        QCOMPARE(model.count(), 4);
        QCOMPARE(nameOf(model, 0), QString("Ana"));
        QCOMPARE(model.data(model.index(0), SeatSetupModel::AvatarRole).toString(),
                 QString("mango"));
        QVERIFY(model.data(model.index(2), SeatSetupModel::BotRole).toBool());
        QCOMPARE(model.data(model.index(2), SeatSetupModel::StrengthRole).toString(),
                 QString("hard"));
        QCOMPARE(model.startSeat(), 2);
        // Another stall has its own last game (none yet).
        model.setGameId("kommegleich");
        QVERIFY(!model.hasPlayedSeats());
    }

    void anotherStallGetsTheLatestNamesAsPeople() {
        {
            SeatSetupModel chosen;
            chosen.setRemember(true);
            chosen.setGameId("tindahan");
            chooseFamilySeats(chosen);
        }
        SeatSetupModel other;
        other.setRemember(true);
        other.setGameId("kommegleich");
        QCOMPARE(other.count(), 4);
        QCOMPARE(nameOf(other, 0), QString("Ana"));
        for (int seat = 0; seat < other.count(); ++seat)
            QCOMPARE(other.data(other.index(seat), SeatSetupModel::BotRole).toBool(), false);

        // Moving the same model on to another stall does not write this stall's seats over
        // that stall's memory.
        other.setName(0, "Cleo");
        other.setGameId("tindahan");
        QCOMPARE(nameOf(other, 0), QString("Ana"));
        other.setGameId("kommegleich");
        QCOMPARE(nameOf(other, 0), QString("Cleo"));
    }

    void unreadableMemoryGivesTheDefaults() {
        QSettings().setValue("rememberedSeats/tindahan", QByteArray("{not json"));
        QSettings().setValue("rememberedSeats/latest", QByteArray("[1,2]"));
        SeatSetupModel model;
        model.setRemember(true);
        model.setGameId("tindahan");
        QCOMPARE(model.count(), model.minSeats());
        QCOMPARE(nameOf(model, 0), QString("Player 1"));
    }

    void seatCountStaysInTheGamesRange_data() {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<int>("min");
        QTest::addColumn<int>("max");
        const fc::GameInfo* test = gameRegistry().find("testgame");
        QVERIFY(test);
        QTest::newRow("testgame (registry)") << "testgame" << test->minPlayers << test->maxPlayers;
        QTest::newRow("kakilima (solo stall)") << "kakilima" << 1 << 1;
        QTest::newRow("unknown game") << "pizza" << 1 << 1;
    }

    void seatCountStaysInTheGamesRange() {
        QFETCH(QString, gameId);
        QFETCH(int, min);
        QFETCH(int, max);
        SeatSetupModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGameId(gameId);
        QCOMPARE(model.minSeats(), min);
        QCOMPARE(model.maxSeats(), max);
        QCOMPARE(model.count(), min);

        model.setCount(max + 3);
        QCOMPARE(model.count(), max);
        QCOMPARE(model.rowCount(), max);
        model.setCount(-1);
        QCOMPARE(model.count(), min);
        QCOMPARE(model.rowCount(), min);
    }

    void growingAndShrinkingInsertsAndRemovesRows() {
        SeatSetupModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGameId("testgame");
        model.setCount(2);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setCount(model.maxSeats());
        QCOMPARE(inserted.count(), 1);
        model.setCount(2);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(reset.count(), 0);
    }

    void namesDefaultToPlayerNumbers() {
        SeatSetupModel model;
        model.setGameId("testgame");
        QCOMPARE(nameOf(model, 0), QString("Player 1"));
        QCOMPARE(nameOf(model, 1), QString("Player 2"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.setName(1, "  Ana  "));
        QCOMPARE(nameOf(model, 1), QString("Ana"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QVERIFY(model.setName(1, ""));
        QCOMPARE(nameOf(model, 1), QString("Player 2"));
    }

    void refusalsChangeNothing() {
        SeatSetupModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGameId("testgame");
        // setup() draws a fresh seed on every call; everything else must stay.
        const auto withoutSeed = [](QVariantMap setup) {
            setup.remove("seed");
            return setup;
        };
        const QVariantMap before = withoutSeed(model.setup());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(!model.setName(7, "Ghost"));
        QVERIFY(!model.setName(-1, "Ghost"));
        QVERIFY(!model.setStrength(0, "grandmaster"));
        QVERIFY(!model.setBot(9, true));
        QVERIFY(!model.setData(model.index(0), 1, SeatSetupModel::SeatRole));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(withoutSeed(model.setup()), before);
    }

    void botsOnlyWhereTheGameOffersThem() {
        SeatSetupModel model;
        model.setGameId("testgame");
        QVERIFY(!model.botStrengths().isEmpty());
        QVERIFY(model.setBot(1, true));
        const QString strength =
            model.data(model.index(1), SeatSetupModel::StrengthRole).toString();
        QVERIFY2(model.botStrengths().contains(strength), qPrintable(strength));

        // A game the engine does not have offers no bots: the bot seat becomes human again.
        model.setGameId("nosuchgame");
        QVERIFY(model.botStrengths().isEmpty());
        QVERIFY(!model.data(model.index(1), SeatSetupModel::BotRole).toBool());
        QVERIFY(!model.setBot(0, true));
    }

    // Every strength a game offers has its word in the one table the seat rows read
    // (BotStrengths): a game needs no label of its own for a name another game uses.
    void everyOfferedStrengthHasALabel() {
        using fc::shell::BotStrengthLabels;
        for (const fc::GameInfo& game : gameRegistry().all()) {
            for (const std::string& strength : game.botStrengths) {
                const QString name = QString::fromStdString(strength);
                QVERIFY2(BotStrengthLabels::known(name), qPrintable(name));
                QVERIFY(BotStrengthLabels::label(name) != name); // "hard": "Hard"
            }
        }
        QCOMPARE(BotStrengthLabels::label(QStringLiteral("hard")), QStringLiteral("Hard"));
        QVERIFY(!BotStrengthLabels::known(QStringLiteral("grandmaster")));
        QCOMPARE(BotStrengthLabels::label(QStringLiteral("grandmaster")),
                 QStringLiteral("grandmaster"));
    }

    void setupDescribesTheSeats() {
        SeatSetupModel model;
        model.setGameId("testgame");
        model.setCount(3);
        QVERIFY(model.setName(0, "Ana"));
        QVERIFY(model.setBot(2, true));
        QVERIFY(model.setStrength(2, "random"));
        model.setStartSeat(2);
        const QVariantMap setup = model.setup();
        QCOMPARE(setup.value("players").toInt(), 3);
        QCOMPARE(setup.value("startSeat").toInt(), 2);
        const QVariantList seats = setup.value("seats").toList();
        QCOMPARE(seats.size(), 3);
        QCOMPARE(seats[0].toMap().value("name").toString(), QString("Ana"));
        QCOMPARE(seats[0].toMap().value("bot").toBool(), false);
        QCOMPARE(seats[2].toMap().value("bot").toBool(), true);
        QCOMPARE(seats[2].toMap().value("strength").toString(), QString("random"));
    }

    void startSeatFollowsShrinkingTables() {
        SeatSetupModel model;
        model.setGameId("testgame");
        model.setCount(model.maxSeats());
        model.setStartSeat(model.maxSeats() - 1);
        model.setCount(2);
        QCOMPARE(model.startSeat(), 1);
        model.setStartSeat(99);
        QCOMPARE(model.startSeat(), 1);
    }
};

QTEST_MAIN(TestSeatSetupModel)
#include "tst_seatsetupmodel.moc"
