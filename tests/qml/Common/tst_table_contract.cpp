// The table contract, on every game's real table: each is made as QML makes it (its type
// from its module), and starts from the shell's setup JSON, plays again with the same
// people (same seats, next start seat, new deal), resumes its own save and refuses another
// game's. The games come from the registry and the list of games (FOODCOURT_GAME_TABLES,
// "id:Module" pairs from cmake/FoodCourtGames.cmake, with the test-only game's table from
// tests/qml/TestGame), so a new game is tested by its line.
#include "core/realtime/clock.h"
#include "gameregistry.h"
#include "matchsession.h"

#include "core/save.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtTest>
#include <algorithm>
#include <memory>

namespace {

// Every game's seats for a table test: turn-based games with three people, the others
// with their fewest; every seat a person, so no bot plays while the test looks.
QString setupJsonFor(const fc::GameInfo& game, int startSeat) {
    const int players =
        game.timing == fc::Timing::TurnBased ? std::max(game.minPlayers, 3) : game.minPlayers;
    QStringList seats;
    for (int seat = 0; seat < players; ++seat)
        seats << QStringLiteral(R"({"name":"Cook %1","bot":false,"strength":""})").arg(seat + 1);
    return QStringLiteral(R"({"players":%1,"seed":"7","startSeat":%2,"seats":[%3],"options":{}})")
        .arg(players)
        .arg(startSeat)
        .arg(seats.join(','));
}

} // namespace

class TestTableContract : public QObject {
    Q_OBJECT

    QQmlEngine engine_;
    fc::realtime::ManualClock clock_; // real-time tables wait on it; nobody steps it here

    // The game's table as its screen would declare it.
    std::unique_ptr<MatchSession> makeTable(const QString& module) {
        QQmlComponent component(&engine_);
        component.setData(QStringLiteral("import FoodCourt.%1\n%1Table {}").arg(module).toUtf8(),
                          QUrl());
        std::unique_ptr<QObject> made(component.create());
        if (!made) {
            qWarning().noquote() << component.errorString();
            return nullptr;
        }
        auto* table = qobject_cast<MatchSession*>(made.get());
        if (!table)
            return nullptr;
        made.release();
        table->setAutosave(false);
        table->setClock(&clock_);
        return std::unique_ptr<MatchSession>(table);
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        engine_.addImportPath(QStringLiteral("qrc:/"));
    }

    void everyTable_data() {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("module");
        const QStringList pairs = QStringLiteral(FOODCOURT_GAME_TABLES).split(',');
        QVERIFY(pairs.size() >= 5);
        for (const QString& pair : pairs) {
            const QStringList parts = pair.split(':');
            QTest::newRow(qPrintable(parts.value(0))) << parts.value(0) << parts.value(1);
        }
    }
    void everyTable() {
        QFETCH(QString, gameId);
        QFETCH(QString, module);
        const fc::GameInfo* game = gameRegistry().find(gameId.toStdString());
        QVERIFY(game);
        const std::unique_ptr<MatchSession> table = makeTable(module);
        QVERIFY2(table, "the module's table type is a MatchSession");

        // A new match from the shell's setup.
        const int startSeat = game->minPlayers > 1 ? 1 : 0;
        QCOMPARE(table->startFromSetupJson(setupJsonFor(*game, startSeat)), QString());
        QCOMPARE(table->gameId(), gameId);
        const fc::Setup first = table->match()->setup();
        QCOMPARE(first.startSeat, startSeat);
        const QStringList names = table->seatNames();
        QCOMPARE(names.value(0), QStringLiteral("Cook 1"));

        // Play again: the same people, the next start seat, a new deal, nothing played.
        QCOMPARE(table->rematch(), QString());
        const fc::Setup next = table->match()->setup();
        QCOMPARE(table->gameId(), gameId);
        QCOMPARE(table->seatNames(), names);
        QCOMPARE(next.startSeat, (startSeat + 1) % first.players);
        QVERIFY(next.seed != first.seed);
        QVERIFY(table->match()->log().empty());
        QVERIFY(!table->over());

        // Its own save resumes; another game's is refused and changes nothing.
        const std::string save = fc::saveMatch(*table->match());
        const std::unique_ptr<MatchSession> resumed = makeTable(module);
        QCOMPARE(resumed->resumeFromSaveJson(QString::fromStdString(save)), QString());
        QCOMPARE(fc::saveMatch(*resumed->match()), save);

        const std::string otherId =
            gameId == QLatin1String("tindahan") ? "kommegleich" : "tindahan";
        MatchSession other(QString::fromStdString(otherId));
        other.setAutosave(false);
        QCOMPARE(other.startFromSetupJson(setupJsonFor(*gameRegistry().find(otherId), 0)),
                 QString());
        const QString refused =
            resumed->resumeFromSaveJson(QString::fromStdString(fc::saveMatch(*other.match())));
        QVERIFY2(refused.contains(QString::fromStdString(game->title)), qPrintable(refused));
        QCOMPARE(fc::saveMatch(*resumed->match()), save);
    }
};

QTEST_MAIN(TestTableContract)
#include "tst_table_contract.moc"
