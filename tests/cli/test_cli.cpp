// foodcourt-cli, run as a process: the JSON of every command, refused actions that leave
// the save byte-identical, and usage errors with exit code 64.
#include <QtCore/QFile>
#include <QtCore/QJsonArray>
#include <QtCore/QJsonDocument>
#include <QtCore/QJsonObject>
#include <QtCore/QProcess>
#include <QtCore/QRegularExpression>
#include <QtCore/QSet>
#include <QtCore/QTemporaryDir>
#include <QtTest/QTest>

#include <cmath>

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

// Every word of every string in a JSON value ("play B7" gives "play" and "B7"): wherever a
// card's token could show.
void collectWords(const QJsonValue& value, QSet<QString>& words) {
    if (value.isString()) {
        for (const QString& word : value.toString().split(' ', Qt::SkipEmptyParts))
            words.insert(word);
    } else if (value.isArray()) {
        for (const QJsonValue& item : value.toArray())
            collectWords(item, words);
    } else if (value.isObject()) {
        for (const QJsonValue& item : value.toObject())
            collectWords(item, words);
    }
}

QSet<QString> wordsOf(const QJsonObject& object) {
    QSet<QString> words;
    collectWords(object, words);
    return words;
}

// The cards of `hand` that show anywhere in `output`.
QStringList cardsShown(const QJsonArray& hand, const QJsonObject& output) {
    const QSet<QString> words = wordsOf(output);
    QStringList shown;
    for (const QJsonValue& card : hand) {
        if (words.contains(card.toString()))
            shown << card.toString();
    }
    return shown;
}

// The number tokens of a JSON text, strings skipped ("B7e1" in a string is no number).
QStringList numberTokens(const QByteArray& text) {
    QStringList tokens;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            const qsizetype start = i;
            while (i + 1 < text.size() && QByteArrayView("0123456789.eE+-").contains(text[i + 1]))
                ++i;
            tokens << QString::fromLatin1(text.mid(start, i - start + 1));
        }
    }
    return tokens;
}

// The number tokens that carry an exponent ("6.616666666666667E-1").
QStringList exponents(const QByteArray& text) {
    QStringList found;
    for (const QString& token : numberTokens(text)) {
        if (token.contains('e', Qt::CaseInsensitive))
            found << token;
    }
    return found;
}

// The menu games of `foodcourt-cli list` (not the test-only ones) with this timing and,
// for turn-based games, hidden hands: a data row each, named by its title. The games come
// from the registry, so a new game is tested by its line in the list of games.
void addGameRows(const QString& timing) {
    static const QJsonArray games = runCli({"list"}).json()["games"].toArray();
    int rows = 0;
    for (const QJsonValue& game : games) {
        if (game["testOnly"].toBool() || game["timing"].toString() != timing)
            continue;
        if (timing == QLatin1String("turn-based") && !game["hiddenHands"].toBool())
            continue;
        QTest::newRow(qPrintable(game["title"].toString())) << game["id"].toString();
        ++rows;
    }
    QVERIFY2(rows > 0, qPrintable("no " + timing + " game in foodcourt-cli list"));
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString savePath() const { return dir_.filePath("match.json"); }

    // A fresh 3-player testgame save; returns the "new" output.
    QJsonObject newMatch() {
        const Run run = runCli({"new", "--game", "testgame", "--players", "3", "--seats",
                                "human,bot:hard,bot:random", "--names", "Ana,Ben,Cy", "--start",
                                "1", "--seed", "42", "--out", savePath()});
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
        QVERIFY(pub.json()["legalActions"].toObject().isEmpty()); // no seat's hand in them

        // A seat not to act has no legal actions, and sees nobody else's.
        const Run other = runCli({"show", savePath(), "--seat", "2"});
        QCOMPARE(other.exitCode, 0);
        QCOMPARE(other.json()["viewer"].toInt(), 2);
        QCOMPARE(other.json()["seatsToAct"].toArray(), QJsonArray{1});
        QVERIFY(other.json()["legalActions"].toObject().isEmpty());
        QVERIFY(!other.json().contains("snapshot"));
    }

    void applyAppendsALegalAction() {
        const QJsonObject created = newMatch();
        QVERIFY(created["legalActions"].toObject().isEmpty()); // new prints the public view
        const QString action =
            runCli({"show", savePath(), "--seat", "1"}).json()["legalActions"]["1"][0].toString();
        QVERIFY(action.startsWith("play c"));
        const Run run = runCli({"apply", savePath(), "--seat", "1", action});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.json()["applied"]["action"].toString(), action);
        QCOMPARE(run.json()["moves"].toInt(), 1);
        QCOMPARE(run.json()["seatsToAct"].toArray(), QJsonArray{2});
        // What follows, as seat 1 sees it: its own hand, not seat 2's legal actions.
        QCOMPARE(run.json()["viewer"].toInt(), 1);
        QCOMPARE(run.json()["view"]["hand"].toArray().size(), 3);
        QVERIFY(run.json()["legalActions"].toObject().isEmpty());
        const QJsonArray log =
            QJsonDocument::fromJson(readAll(savePath())).object()["log"].toArray();
        QCOMPARE(log.size(), 1);
        QCOMPARE(log[0]["seat"].toInt(), 1);
        QCOMPARE(log[0]["action"].toString(), action);

        // The action may also come as separate words.
        const QString next =
            runCli({"show", savePath(), "--seat", "2"}).json()["legalActions"]["2"][0].toString();
        QVERIFY(next.startsWith("play c"));
        const Run words = runCli({"apply", savePath(), "--seat", "2", "play", next.mid(5)});
        QVERIFY2(words.exitCode == 0, qPrintable(words.err));
        QCOMPARE(words.json()["moves"].toInt(), 2);
        QVERIFY(!QFile::exists(savePath() + ".tmp"));
    }

    // Issue 15: seat 1's view of a fresh game listed seat 0's legal actions, and with them
    // seat 0's hand. A seat's look holds only what it may see; --all-seats shows everything.
    void aSeatSeesNoOtherSeatsHand_data() {
        QTest::addColumn<QString>("game");
        addGameRows("turn-based"); // hidden hands, one seat at a time
    }
    void aSeatSeesNoOtherSeatsHand() {
        QFETCH(QString, game);
        const QString path = dir_.filePath(game + "-hands.json");
        const Run created =
            runCli({"new", "--game", game, "--players", "3", "--seed", "11", "--out", path});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QCOMPARE(created.json()["seatsToAct"].toArray(), QJsonArray{0});

        // Seat 0's hand and legal actions, as seat 0 sees them.
        const Run own = runCli({"show", path, "--seat", "0"});
        QVERIFY2(own.exitCode == 0, qPrintable(own.err));
        const QJsonArray hand0 = own.json()["view"]["hand"].toArray();
        const QJsonArray legal0 = own.json()["legalActions"]["0"].toArray();
        QVERIFY(hand0.size() >= 5);
        QVERIFY(!legal0.isEmpty());
        QCOMPARE(own.json()["legalActions"].toObject().keys(), QStringList{"0"});

        // The developer's look from seat 1 holds them: seat 0's legal actions, its whole hand.
        const Run all = runCli({"show", path, "--seat", "1", "--all-seats"});
        QVERIFY2(all.exitCode == 0, qPrintable(all.err));
        QCOMPARE(all.json()["viewer"].toInt(), 1);
        QCOMPARE(all.json()["legalActions"]["0"].toArray(), legal0);
        QVERIFY(all.json()["snapshot"].isObject());
        QCOMPARE(cardsShown(hand0, all.json()).size(), hand0.size());

        // Seat 1's own look: its own hand, nothing of seat 0's.
        const Run seat1 = runCli({"show", path, "--seat", "1"});
        QVERIFY2(seat1.exitCode == 0, qPrintable(seat1.err));
        QCOMPARE(seat1.json()["viewer"].toInt(), 1);
        QVERIFY(!seat1.json()["view"]["hand"].toArray().isEmpty());
        QVERIFY2(seat1.json()["legalActions"].toObject().isEmpty(), seat1.out.constData());
        QVERIFY(!seat1.json().contains("snapshot"));
        QCOMPARE(cardsShown(hand0, seat1.json()), QStringList());

        // Neither the public view nor new's output shows it either.
        const Run pub = runCli({"show", path});
        for (const QJsonObject& output : {pub.json(), created.json()}) {
            QVERIFY(output["viewer"].isNull());
            QVERIFY(output["legalActions"].toObject().isEmpty());
            QVERIFY(!output.contains("snapshot"));
            QCOMPARE(cardsShown(hand0, output), QStringList());
        }
        // new --all-seats does.
        const Run createdAll = runCli({"new", "--game", game, "--players", "3", "--seed", "11",
                                       "--out", dir_.filePath(game + "-all.json"), "--all-seats"});
        QVERIFY2(createdAll.exitCode == 0, qPrintable(createdAll.err));
        QCOMPARE(createdAll.json()["legalActions"]["0"].toArray(), legal0);
        QCOMPARE(cardsShown(hand0, createdAll.json()).size(), hand0.size());
    }

    // apply prints what follows as the acting seat sees it: never the next seat's hand.
    void applyShowsOnlyTheActingSeatsLook_data() {
        QTest::addColumn<QString>("game");
        addGameRows("turn-based"); // hidden hands, one seat at a time
    }
    void applyShowsOnlyTheActingSeatsLook() {
        QFETCH(QString, game);
        const QString path = dir_.filePath(game + "-apply.json");
        const Run created =
            runCli({"new", "--game", game, "--players", "3", "--seed", "12", "--out", path});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        const QString action =
            runCli({"show", path, "--seat", "0"}).json()["legalActions"]["0"][0].toString();
        QVERIFY(!action.isEmpty());
        const Run applied = runCli({"apply", path, "--seat", "0", action});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err));
        const QJsonObject result = applied.json();
        QCOMPARE(result["viewer"].toInt(), 0);
        QVERIFY(!result.contains("snapshot"));
        // Seat 0's own legal actions when it still acts (Komme gleich!'s turn goes on after a
        // draw), no other seat's.
        const QJsonArray toAct = result["seatsToAct"].toArray();
        const QStringList expectedKeys = toAct.contains(0) ? QStringList{"0"} : QStringList{};
        QCOMPARE(result["legalActions"].toObject().keys(), expectedKeys);
        for (int seat : {1, 2}) {
            const QJsonArray hand = runCli({"show", path, "--seat", QString::number(seat)})
                                        .json()["view"]["hand"]
                                        .toArray();
            QVERIFY(!hand.isEmpty());
            QCOMPARE(cardsShown(hand, result), QStringList());
        }

        // apply --all-seats shows every acting seat's legal actions and the whole state.
        const int next = toAct[0].toInt();
        const QString nextAction = runCli({"show", path, "--seat", QString::number(next)})
                                       .json()["legalActions"][QString::number(next)][0]
                                       .toString();
        const Run all =
            runCli({"apply", path, "--seat", QString::number(next), "--all-seats", nextAction});
        QVERIFY2(all.exitCode == 0, qPrintable(all.err));
        QVERIFY(all.json()["snapshot"].isObject());
        QStringList acting;
        for (const QJsonValue& seat : all.json()["seatsToAct"].toArray())
            acting << QString::number(seat.toInt());
        QCOMPARE(all.json()["legalActions"].toObject().keys(), acting);
    }

    // Doubles are plain decimals in their shortest round-trip form, never Boost.JSON's
    // "6.616666666666667E-1".
    void fractionsArePlainDecimals() {
        const Run run = runCli({"play", "--game", "testgame", "--players", "2", "--games", "7",
                                "--seed", "3", "--seats", "bot:hard,bot:random"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString text = QString::fromUtf8(run.out);
        QCOMPARE(exponents(run.out), QStringList());
        QVERIFY(numberTokens(run.out).size() > 10);
        const QJsonObject result = run.json();
        QVERIFY(!result.isEmpty());

        // The seat 0 win share, worked out from the wins: a shared win (both seats win) is
        // half a win each. Seed 3 gives a share that is no whole number.
        const int wins0 = result["wins"][0].toInt();
        const int shared = wins0 + result["wins"][1].toInt() - 7;
        const double share0 = ((wins0 - shared) + 0.5 * shared) / 7;
        QVERIFY2(share0 != std::floor(share0), qPrintable(text));
        // As printed: the shortest plain decimal that reads back as exactly that double.
        const QRegularExpressionMatch printed =
            QRegularExpression("\"winShare\":\\[([^,\\]]*)").match(text);
        QVERIFY2(printed.hasMatch(), qPrintable(text));
        const QString token = printed.captured(1);
        QCOMPARE(token, QString::number(share0, 'f', QLocale::FloatingPointShortest));
        const QRegularExpression plainFraction("^0\\.[0-9]+$");
        QVERIFY2(plainFraction.match(token).hasMatch(), qPrintable(token));
        QVERIFY(token.toDouble() == share0); // exactly: QCOMPARE on doubles is fuzzy
        QVERIFY(result["winShare"][0].toDouble() == share0);
        // A whole mean keeps its point, so that it still reads as a fraction.
        const QString wholeMean = "\"meanMoves\":10.0,";
        QVERIFY2(text.contains(wholeMean), qPrintable(text));
    }

    // Where several seats act at once, each sees its own legal actions only.
    void seatsActingTogetherSeeOnlyTheirOwnActions_data() {
        QTest::addColumn<QString>("game");
        addGameRows("real-time"); // every seat acts at once
    }
    void seatsActingTogetherSeeOnlyTheirOwnActions() {
        QFETCH(QString, game);
        const QString path = dir_.filePath(game + "-together.json");
        const Run created =
            runCli({"new", "--game", game, "--players", "2", "--seed", "9", "--out", path});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QCOMPARE(created.json()["seatsToAct"].toArray(), (QJsonArray{0, 1}));
        QVERIFY(created.json()["legalActions"].toObject().isEmpty());
        for (const QString seat : {"0", "1"}) {
            const Run shown = runCli({"show", path, "--seat", seat});
            QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
            QCOMPARE(shown.json()["legalActions"].toObject().keys(), QStringList{seat});
            QVERIFY(!shown.json()["legalActions"][seat].toArray().isEmpty());
        }
        const Run all = runCli({"show", path, "--seat", "0", "--all-seats"});
        QCOMPARE(all.json()["legalActions"].toObject().keys(), (QStringList{"0", "1"}));
    }

    // Views with doubles (Wok Up's table: where thrown tokens lie, in cm) print them plainly.
    void viewsPrintPlainDecimals() {
        const QString path = dir_.filePath("wokup.json");
        QCOMPARE(runCli({"new", "--game", "wokup", "--players", "2", "--seed", "4", "--out", path})
                     .exitCode,
                 0);
        QStringList fractions;
        for (int step = 0; step < 6; ++step) {
            const Run shown = runCli({"show", path, "--all-seats"});
            QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
            QCOMPARE(exponents(shown.out), QStringList());
            QVERIFY(!shown.json().isEmpty());
            for (const QString& token : numberTokens(shown.out)) {
                if (token.contains('.') && token.toDouble() != std::floor(token.toDouble()))
                    fractions << token;
            }
            const QJsonArray toAct = shown.json()["seatsToAct"].toArray();
            if (toAct.isEmpty())
                break;
            const QString seat = QString::number(toAct[0].toInt());
            const QString action = shown.json()["legalActions"][seat][0].toString();
            QCOMPARE(runCli({"apply", path, "--seat", seat, action}).exitCode, 0);
        }
        QVERIFY2(!fractions.isEmpty(), "no fraction to look at: the test proves nothing");
    }

    void refusedActionsLeaveTheFileAlone_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("reason");
        QTest::newRow("nonsense") << QStringList{"--seat", "1", "nonsense"} << "unknown action";
        QTest::newRow("out of turn")
            << QStringList{"--seat", "0", "play c1"} << "it is seat 1's turn";
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
        const Run run = runCli({"new", "--game", "testgame", "--players", "9", "--seed", "1",
                                "--out", dir_.filePath("nine.json")});
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
        const Run run = runCli({"demo", "--game", "testgame", "--players", "3", "--seed", "2026",
                                "--seats", "bot:hard,bot:random,bot:random", "--out", out});
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
        QTest::newRow("unknown option")
            << QStringList{"list", "--fast", "1"} << "unknown option --fast";
        QTest::newRow("option without value")
            << QStringList{"soak", "--game"} << "--game needs a value";
        QTest::newRow("option twice")
            << QStringList{"soak", "--seed", "1", "--seed", "2"} << "--seed is given twice";
        QTest::newRow("missing game")
            << QStringList{"soak", "--games", "2", "--seed", "1"} << "missing --game";
        QTest::newRow("unknown game")
            << QStringList{"soak", "--game", "chess", "--games", "2", "--seed", "1"}
            << "unknown game 'chess'";
        QTest::newRow("bad number")
            << QStringList{"play",    "--game", "testgame", "--players", "two",
                           "--games", "1",      "--seed",   "1"}
            << "--players must be a whole number";
        QTest::newRow("number out of range")
            << QStringList{"soak", "--game", "testgame", "--games", "0", "--seed", "1"}
            << "--games must be a whole number from 1";
        QTest::newRow("bad seed") << QStringList{"soak", "--game", "testgame", "--games",
                                                 "1",    "--seed", "-3"}
                                  << "--seed must be a whole number from 0";
        QTest::newRow("bad seat spec")
            << QStringList{"play", "--game", "testgame", "--players", "2",        "--games",
                           "1",    "--seed", "1",        "--seats",   "bot,human"}
            << "--seats entry \"bot\"";
        QTest::newRow("seat count") << QStringList{"play",
                                                   "--game",
                                                   "testgame",
                                                   "--players",
                                                   "3",
                                                   "--games",
                                                   "1",
                                                   "--seed",
                                                   "1",
                                                   "--seats",
                                                   "bot:hard,bot:random"}
                                    << "--seats lists 2 seats for 3 players";
        QTest::newRow("human in demo")
            << QStringList{"demo",   "--game", "testgame", "--players",     "2",
                           "--seed", "1",      "--seats",  "bot:hard,human"}
            << "bots play every seat";
        QTest::newRow("human in play")
            << QStringList{"play",   "--game", "testgame", "--players",       "2", "--games", "1",
                           "--seed", "1",      "--seats",  "human,bot:random"}
            << "bots play every seat";
        QTest::newRow("name count")
            << QStringList{"new", "--game",  "testgame", "--players", "2",     "--seed",
                           "1",   "--names", "Ana",      "--out",     "x.json"}
            << "--names lists 1 names for 2 players";
        QTest::newRow("show without file") << QStringList{"show"} << "expected one save file";
        QTest::newRow("flag with a value")
            << QStringList{"show", "file.json", "--all-seats=yes"} << "--all-seats takes no value";
        QTest::newRow("flag twice")
            << QStringList{"show", "file.json", "--all-seats", "--all-seats"}
            << "--all-seats is given twice";
        QTest::newRow("flag where it means nothing")
            << QStringList{"play", "--all-seats"} << "unknown option --all-seats";
        QTest::newRow("apply without action")
            << QStringList{"apply", "file.json"} << "expected a save file and an action";
        QTest::newRow("soak players outside the game")
            << QStringList{"soak",   "--game", "testgame",  "--games", "1",
                           "--seed", "1",      "--players", "7"}
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
        QVERIFY2(run.err.contains("--seat must be a whole number from 0 to 2"),
                 qPrintable(run.err));
        QCOMPARE(readAll(savePath()), before);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
