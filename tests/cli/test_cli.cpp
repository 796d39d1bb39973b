// foodcourt-cli, run as a process: the JSON of every command, refused actions that leave
// the save byte-identical, and usage errors with exit code 64.
#include <QtCore/QFile>
#include <QtCore/QJsonArray>
#include <QtCore/QJsonDocument>
#include <QtCore/QJsonObject>
#include <QtCore/QProcess>
#include <QtCore/QTemporaryDir>
#include <QtTest/QTest>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QString err;
    // const, so that chained ["a"]["b"] reads values instead of building references
    const QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

Run runCli(const QStringList& args) {
    QProcess process;
    process.start(QStringLiteral(FOODCOURT_CLI_PATH), args);
    if (!process.waitForFinished(60000))
        qFatal("foodcourt-cli did not finish");
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString savePath() const { return dir_.filePath("match.json"); }

    // A fresh 3-player testgame save; returns the "new" output.
    QJsonObject newMatch() {
        const Run run = runCli({"new", "--game", "testgame", "--players", "3", "--seats",
                                "human,bot:hard,bot:random", "--names", "Ana,Ben,Cy", "--start", "1",
                                "--seed", "42", "--out", savePath()});
        if (run.exitCode != 0)
            qFatal("new failed: %s", qPrintable(run.err));
        return run.json();
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void listShowsTheTestGame() {
        const Run run = runCli({"list"});
        QCOMPARE(run.exitCode, 0);
        QJsonObject testgame;
        for (const QJsonValue& game : run.json()["games"].toArray()) {
            if (game["id"].toString() == "testgame")
                testgame = game.toObject();
        }
        QCOMPARE(testgame["title"].toString(), QString("Test Game"));
        QCOMPARE(testgame["minPlayers"].toInt(), 2);
        QCOMPARE(testgame["maxPlayers"].toInt(), 4);
        QCOMPARE(testgame["timing"].toString(), QString("turn-based"));
        QVERIFY(testgame["hiddenHands"].toBool());
        QVERIFY(testgame["testOnly"].toBool());
        QCOMPARE(testgame["botStrengths"].toArray(), (QJsonArray{"random", "hard"}));
    }

    void helpPrintsUsage() {
        const Run run = runCli({"help"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("usage: foodcourt-cli"));
    }

    void newWritesASave() {
        const QJsonObject created = newMatch();
        QCOMPARE(created["file"].toString(), savePath());
        QCOMPARE(created["game"].toString(), QString("testgame"));
        QCOMPARE(created["seatsToAct"].toArray(), QJsonArray{1});
        QCOMPARE(created["seats"][0]["name"].toString(), QString("Ana"));
        QCOMPARE(created["seats"][1]["player"].toString(), QString("bot:hard"));
        QVERIFY(created["viewer"].isNull());
        const QJsonObject save = QJsonDocument::fromJson(readAll(savePath())).object();
        QCOMPARE(save["format"].toString(), QString("foodcourt-save"));
        QCOMPARE(save["setup"]["seed"].toString(), QString("42"));
        QCOMPARE(save["setup"]["startSeat"].toInt(), 1);
        QVERIFY(save["log"].toArray().isEmpty());
    }

    void showGivesTheSeatsViewOrThePublicOne() {
        newMatch();
        const Run own = runCli({"show", savePath(), "--seat", "1"});
        QCOMPARE(own.exitCode, 0);
        const QJsonObject shown = own.json();
        QCOMPARE(shown["viewer"].toInt(), 1);
        QCOMPARE(shown["over"].toBool(), false);
        QCOMPARE(shown["view"]["hand"].toArray().size(), 4);
        const QJsonArray legal = shown["legalActions"]["1"].toArray();
        QCOMPARE(legal.size(), 4);
        QVERIFY(legal[0].toString().startsWith("play c"));
        QCOMPARE(shown["scores"].toArray(), (QJsonArray{0, 0, 0}));
        QVERIFY(shown["winners"].toArray().isEmpty());

        const Run pub = runCli({"show", savePath()});
        QCOMPARE(pub.exitCode, 0);
        QVERIFY(pub.json()["viewer"].isNull());
        QVERIFY(!pub.json()["view"].toObject().contains("hand"));
    }

    void applyAppendsALegalAction() {
        const QJsonObject created = newMatch();
        const QString action = created["legalActions"]["1"][0].toString();
        const Run run = runCli({"apply", savePath(), "--seat", "1", action});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.json()["applied"]["action"].toString(), action);
        QCOMPARE(run.json()["moves"].toInt(), 1);
        QCOMPARE(run.json()["seatsToAct"].toArray(), QJsonArray{2});
        const QJsonArray log = QJsonDocument::fromJson(readAll(savePath())).object()["log"].toArray();
        QCOMPARE(log.size(), 1);
        QCOMPARE(log[0]["seat"].toInt(), 1);
        QCOMPARE(log[0]["action"].toString(), action);

        // The action may also come as separate words.
        const QString next = run.json()["legalActions"]["2"][0].toString();
        const Run words = runCli({"apply", savePath(), "--seat", "2", "play", next.mid(5)});
        QVERIFY2(words.exitCode == 0, qPrintable(words.err));
        QCOMPARE(words.json()["moves"].toInt(), 2);
        QVERIFY(!QFile::exists(savePath() + ".tmp"));
    }

    void refusedActionsLeaveTheFileAlone_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("reason");
        QTest::newRow("nonsense") << QStringList{"--seat", "1", "nonsense"} << "unknown action";
        QTest::newRow("out of turn") << QStringList{"--seat", "0", "play c1"} << "it is seat 1's turn";
        QTest::newRow("empty action") << QStringList{"--seat", "1", ""} << "unknown action";
        QTest::newRow("not a card") << QStringList{"--seat", "1", "play", "c13"} << "not a card";
    }
    void refusedActionsLeaveTheFileAlone() {
        QFETCH(QStringList, args);
        QFETCH(QString, reason);
        newMatch();
        const QByteArray before = readAll(savePath());
        const Run run = runCli(QStringList{"apply", savePath()} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(reason), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QCOMPARE(readAll(savePath()), before);
    }

    void badFilesFail() {
        const Run missing = runCli({"show", dir_.filePath("nowhere.json")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("cannot read"), qPrintable(missing.err));

        QFile corrupt(dir_.filePath("corrupt.json"));
        QVERIFY(corrupt.open(QIODevice::WriteOnly));
        corrupt.write("{\"format\":\"foodcourt-save\",\"version\":7}");
        corrupt.close();
        const Run run = runCli({"apply", corrupt.fileName(), "--seat", "0", "play c1"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("version 7 is not supported"), qPrintable(run.err));
    }

    void newRefusesASetupTheGameRefuses() {
        const Run run = runCli({"new", "--game", "testgame", "--players", "9", "--seed", "1", "--out",
                                dir_.filePath("nine.json")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("2-4 players, not 9"), qPrintable(run.err));
        QVERIFY(!QFile::exists(dir_.filePath("nine.json")));
    }

    void playReportsBotMatches() {
        const Run run = runCli({"play", "--game", "testgame", "--players", "2", "--games", "40",
                                "--seed", "5", "--seats", "bot:hard,bot:random"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject result = run.json();
        QCOMPARE(result["games"].toInt(), 40);
        QCOMPARE(result["seats"].toArray(), (QJsonArray{"bot:hard", "bot:random"}));
        const QJsonArray share = result["winShare"].toArray();
        QVERIFY(qAbs(share[0].toDouble() + share[1].toDouble() - 1.0) < 1e-9);
        QVERIFY(result["wins"][0].toInt() + result["wins"][1].toInt() >= 40);
        QCOMPARE(result["meanMoves"].toDouble(), 10.0); // 2 players, 5 cards each
        QCOMPARE(result["meanScore"].toArray().size(), 2);
        QCOMPARE(result["decisions"].toInt(), 400);
        QVERIFY(result["decisionsPerSecond"].toDouble() > 0.0);
        QVERIFY(result["meanDecisionMs"].toObject().contains("hard"));
        QVERIFY(result["meanDecisionMs"].toObject().contains("random"));

        const Run again = runCli({"play", "--game", "testgame", "--players", "2", "--games", "40",
                                  "--seed", "5", "--seats", "bot:hard,bot:random"});
        QCOMPARE(again.json()["wins"], result["wins"]); // same seed, same games
    }

    void soakRunsTheHarness() {
        const Run run = runCli({"soak", "--game", "testgame", "--games", "60", "--seed", "8"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject result = run.json();
        QCOMPARE(result["games"].toInt(), 60);
        QCOMPARE(result["finished"].toInt(), 60);
        QCOMPARE(result["failures"].toInt(), 0);
        QCOMPARE(result["firstFailure"].toString(), QString());
        QCOMPARE(result["steps"].toInt(), 20 * (10 + 12 + 12));
        QVERIFY(result["gamesPerSecond"].toDouble() > 0.0);
    }

    void demoTellsOneMatchMoveByMove() {
        const QString out = dir_.filePath("demo.json");
        const Run run = runCli({"demo", "--game", "testgame", "--players", "3", "--seed", "2026", "--seats",
                                "bot:hard,bot:random,bot:random", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 12 + 1); // 3 players with 4 cards each, then the result
        const QJsonObject first = QJsonDocument::fromJson(lines.front()).object();
        QCOMPARE(first["move"].toInt(), 1);
        QCOMPARE(first["name"].toString(), QString("Player 1"));
        QVERIFY(first["action"].toString().startsWith("play c"));
        const QJsonObject last = QJsonDocument::fromJson(lines[11]).object();
        const QJsonObject result = QJsonDocument::fromJson(lines.back()).object();
        QCOMPARE(result["moves"].toInt(), 12);
        QCOMPARE(result["seats"][0].toString(), QString("Player 1 (bot:hard)"));
        QCOMPARE(result["scores"], last["scores"]);
        QVERIFY(!result["winners"].toArray().isEmpty());

        const Run shown = runCli({"show", out});
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        QVERIFY(shown.json()["over"].toBool());
        QCOMPARE(shown.json()["moves"].toInt(), 12);
        QCOMPARE(shown.json()["scores"], result["scores"]);
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no command") << QStringList{} << "no command given";
        QTest::newRow("unknown command") << QStringList{"fly"} << "unknown command 'fly'";
        QTest::newRow("unknown option") << QStringList{"list", "--fast", "1"} << "unknown option --fast";
        QTest::newRow("option without value") << QStringList{"soak", "--game"} << "--game needs a value";
        QTest::newRow("option twice") << QStringList{"soak", "--seed", "1", "--seed", "2"} << "--seed is given twice";
        QTest::newRow("missing game") << QStringList{"soak", "--games", "2", "--seed", "1"} << "missing --game";
        QTest::newRow("unknown game") << QStringList{"soak", "--game", "chess", "--games", "2", "--seed", "1"}
                                      << "unknown game 'chess'";
        QTest::newRow("bad number") << QStringList{"play", "--game", "testgame", "--players", "two",
                                                   "--games", "1", "--seed", "1"}
                                    << "--players must be a whole number";
        QTest::newRow("number out of range") << QStringList{"soak", "--game", "testgame", "--games", "0", "--seed", "1"}
                                             << "--games must be a whole number from 1";
        QTest::newRow("bad seed") << QStringList{"soak", "--game", "testgame", "--games", "1", "--seed", "-3"}
                                  << "--seed must be a whole number from 0";
        QTest::newRow("bad seat spec") << QStringList{"play", "--game", "testgame", "--players", "2", "--games", "1",
                                                      "--seed", "1", "--seats", "bot,human"}
                                       << "--seats entry \"bot\"";
        QTest::newRow("seat count") << QStringList{"play", "--game", "testgame", "--players", "3", "--games", "1",
                                                   "--seed", "1", "--seats", "bot:hard,bot:random"}
                                    << "--seats lists 2 seats for 3 players";
        QTest::newRow("human in demo") << QStringList{"demo", "--game", "testgame", "--players", "2", "--seed", "1",
                                                      "--seats", "bot:hard,human"}
                                       << "bots play every seat";
        QTest::newRow("human in play") << QStringList{"play", "--game", "testgame", "--players", "2", "--games", "1",
                                                      "--seed", "1", "--seats", "human,bot:random"}
                                       << "bots play every seat";
        QTest::newRow("name count") << QStringList{"new", "--game", "testgame", "--players", "2", "--seed", "1",
                                                   "--names", "Ana", "--out", "x.json"}
                                    << "--names lists 1 names for 2 players";
        QTest::newRow("show without file") << QStringList{"show"} << "expected one save file";
        QTest::newRow("apply without action") << QStringList{"apply", "file.json"} << "expected a save file and an action";
        QTest::newRow("soak players outside the game") << QStringList{"soak", "--game", "testgame", "--games", "1",
                                                                      "--seed", "1", "--players", "7"}
                                                       << "--players must be a whole number from 2 to 4";
    }
    void usageErrors() {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, 64);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QVERIFY(run.err.contains("usage: foodcourt-cli"));
        QVERIFY(run.out.isEmpty());
    }

    void applyChecksTheSeatAgainstTheGame() {
        newMatch();
        const QByteArray before = readAll(savePath());
        const Run run = runCli({"apply", savePath(), "--seat", "3", "play c1"});
        QCOMPARE(run.exitCode, 64);
        QVERIFY2(run.err.contains("--seat must be a whole number from 0 to 2"), qPrintable(run.err));
        QCOMPARE(readAll(savePath()), before);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
