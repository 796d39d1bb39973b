// The bad-input catalogue: saves, CLI arguments, settings files and illegal or out-of-turn
// actions through the match session. Every case must be refused (or set aside) with a
// message that says what is wrong, and must change nothing: not the match on the table,
// not the files on disk.
#include "appsettings.h"
#include "gameregistry.h"
#include "matchsession.h"

#include <boost/json/serialize.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(bytes) == bytes.size();
}

QVariantMap humanSetup(int players) {
    QVariantList seats;
    for (int i = 0; i < players; ++i)
        seats.append(QVariantMap{{"name", QStringLiteral("P%1").arg(i + 1)}, {"bot", false}});
    return {{"players", players}, {"seed", 11}, {"startSeat", 0}, {"seats", seats}};
}

// A game's seats for these tests: turn-based games with three people (so one can act out
// of turn), the others with their fewest.
constexpr int kWaitingSeat = -100; // a row's seat: whichever seat is not to act

int playersFor(const fc::GameInfo& game) {
    return game.timing == fc::Timing::TurnBased ? std::max(game.minPlayers, 3) : game.minPlayers;
}

// The first legal action of another menu game that is not legal in `game` at the start:
// "another game's action", taken from the registry rather than written for each pair.
QString otherGamesAction(const fc::GameInfo& game) {
    MatchSession here;
    here.setAutosave(false);
    here.setBotsPaused(true);
    if (!here.start(QString::fromStdString(game.id), humanSetup(playersFor(game))).isEmpty())
        return {};
    const QStringList legalHere = here.legalActions(here.seatsToAct().value(0));
    for (const fc::GameInfo& other : gameRegistry().all()) {
        if (other.id == game.id || other.testOnly)
            continue;
        MatchSession there;
        there.setAutosave(false);
        there.setBotsPaused(true);
        if (!there.start(QString::fromStdString(other.id), humanSetup(playersFor(other))).isEmpty())
            continue;
        for (const QString& action : there.legalActions(there.seatsToAct().value(0))) {
            if (!legalHere.contains(action))
                return action;
        }
    }
    return {};
}

// The whole match as the engine holds it: the state and the length of the log.
QString matchState(const MatchSession& session) {
    if (!session.match())
        return QStringLiteral("no match");
    return QString::fromStdString(boost::json::serialize(session.match()->game().snapshot())) +
           QStringLiteral(" after %1 actions").arg(session.match()->log().size());
}

} // namespace

class BadInputTest : public QObject {
    Q_OBJECT

    QTemporaryDir settingsDir_;

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // autosaves go to a test location
        QVERIFY(settingsDir_.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
        QDir().mkpath(QFileInfo(MatchSession::autosavePath(QStringLiteral("tindahan"))).path());
    }

    // --- Saves: resuming a broken autosave is refused; the match on the table and the
    // file stay as they were.
    void brokenSave_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("empty file") << QByteArray() << "";
        QTest::newRow("not JSON") << QByteArray("hello, world") << "";
        QTest::newRow("binary") << QByteArray::fromHex("00ff10fe7f80") << "";
        QTest::newRow("JSON array") << QByteArray("[1,2,3]") << "";
        QTest::newRow("empty object") << QByteArray("{}") << "format";
        QTest::newRow("other format")
            << QByteArray(R"({"format":"chess","version":1})") << "format";
        QTest::newRow("future version")
            << QByteArray(R"({"format":"foodcourt-save","version":99,"game":"tindahan"})")
            << "version";
        // The rest start from a real save and break one thing in it (see brokenSave).
        QTest::newRow("unknown game") << QByteArray("game=pizza") << "pizza";
        QTest::newRow("truncated") << QByteArray("truncate") << "";
        QTest::newRow("hash changed") << QByteArray("hash") << "hash";
        QTest::newRow("illegal action in log") << QByteArray("log=nonsense") << "nonsense";
        QTest::newRow("players out of range") << QByteArray("players=9") << "";
        QTest::newRow("seed not a number") << QByteArray("seed=abc") << "seed";
        QTest::newRow("snapshot edited") << QByteArray("snapshot") << "";
    }
    void brokenSave() {
        QFETCH(QByteArray, content);
        QFETCH(QString, reasonPart);
        MatchSession session;
        session.setBotsPaused(true);
        QCOMPARE(session.start(QStringLiteral("tindahan"), humanSetup(3)), QString());
        QCOMPARE(session.apply(0, session.legalActions(0).first()), QString());
        const QString path = MatchSession::autosavePath(QStringLiteral("tindahan"));
        QByteArray save = readAll(path);
        QVERIFY(save.contains("\"log\""));
        if (content == "game=pizza")
            content = QByteArray(save).replace("\"game\":\"tindahan\"", "\"game\":\"pizza\"");
        else if (content == "truncate")
            content = save.left(save.size() / 2);
        else if (content == "hash")
            content = QByteArray(save).replace("\"hash\":\"", "\"hash\":\"0");
        else if (content == "log=nonsense")
            content = QByteArray(save).replace("\"action\":\"", "\"action\":\"nonsense ");
        else if (content == "players=9")
            content = QByteArray(save).replace("\"players\":3", "\"players\":9");
        else if (content == "seed=abc")
            content = QByteArray(save).replace("\"seed\":\"11\"", "\"seed\":\"abc\"");
        else if (content == "snapshot")
            content = QByteArray(save).replace("\"sellersLeft\":[9", "\"sellersLeft\":[8");
        QVERIFY2(content != save, "the case must break the save");
        QVERIFY(writeAll(path, content));
        const QString before = matchState(session);

        const QString reason = session.resume(QStringLiteral("tindahan"));
        QVERIFY2(!reason.isEmpty(), "a broken save must be refused");
        QVERIFY2(reason.contains(reasonPart, Qt::CaseInsensitive), qPrintable(reason));
        QCOMPARE(matchState(session), before);
        QCOMPARE(readAll(path), content);
        // The menu sets a broken save aside rather than deleting it.
        MatchSession::setAutosaveAside(QStringLiteral("tindahan"));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(readAll(QFileInfo(path).dir().filePath("tindahan.bad.json")), content);
    }

    // --- CLI arguments: usage errors exit 64, setups or files the engine refuses 1, refused
    // actions 2, each with the reason on stderr; a save given to `apply` is left byte for byte.
    void cliMisuse_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("reasonPart");
        const QString file = QStringLiteral("%SAVE%");
        QTest::newRow("no command") << QStringList{} << 64 << "usage";
        QTest::newRow("unknown command") << QStringList{"cook"} << 64 << "cook";
        QTest::newRow("unknown option") << QStringList{"list", "--fast"} << 64 << "--fast";
        QTest::newRow("unknown game") << QStringList{"new",    "--game", "pizza", "--players", "3",
                                                     "--seed", "1",      "--out", "x.json"}
                                      << 64 << "pizza";
        QTest::newRow("too many players")
            << QStringList{"new",    "--game", "tindahan", "--players", "9",
                           "--seed", "1",      "--out",    "x.json"}
            << 1 << "players";
        QTest::newRow("too few players")
            << QStringList{"new",    "--game", "wokup", "--players", "1",
                           "--seed", "1",      "--out", "x.json"}
            << 1 << "players";
        QTest::newRow("players not a number")
            << QStringList{"play",    "--game", "tindahan", "--players", "three",
                           "--games", "1",      "--seed",   "1"}
            << 64 << "players";
        QTest::newRow("negative seed")
            << QStringList{"soak", "--game", "tindahan", "--games", "1", "--seed", "-1"} << 64
            << "seed";
        QTest::newRow("zero games")
            << QStringList{"soak", "--game", "tindahan", "--games", "0", "--seed", "1"} << 64
            << "games";
        QTest::newRow("option twice")
            << QStringList{"soak",    "--game", "tindahan", "--game", "kakilima",
                           "--games", "1",      "--seed",   "1"}
            << 64 << "twice";
        QTest::newRow("option without value") << QStringList{"soak", "--game"} << 64 << "value";
        QTest::newRow("unknown bot strength") << QStringList{"play",
                                                             "--game",
                                                             "tindahan",
                                                             "--players",
                                                             "3",
                                                             "--games",
                                                             "1",
                                                             "--seed",
                                                             "1",
                                                             "--seats",
                                                             "bot:genius,bot:random,bot:random"}
                                              << 1 << "genius";
        QTest::newRow("seat list too short")
            << QStringList{"play", "--game", "tindahan", "--players", "3",         "--games",
                           "1",    "--seed", "1",        "--seats",   "bot:random"}
            << 64 << "seats";
        QTest::newRow("missing save file")
            << QStringList{"show", "/nonexistent/save.json"} << 1 << "save.json";
        QTest::newRow("illegal action")
            << QStringList{"apply", file, "--seat", "0", "play Z99"} << 2 << "";
        QTest::newRow("out of turn")
            << QStringList{"apply", file, "--seat", "2", "seller"} << 2 << "";
        QTest::newRow("seat off the table")
            << QStringList{"apply", file, "--seat", "7", "seller"} << 64 << "seat";
    }
    void cliMisuse() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, reasonPart);
        QTemporaryDir dir;
        const QString save = dir.filePath("game.json");
        QProcess make;
        make.start(FOODCOURT_CLI,
                   {"new", "--game", "tindahan", "--players", "3", "--seed", "5", "--out", save});
        QVERIFY(make.waitForFinished(20000) && make.exitCode() == 0);
        const QByteArray saved = readAll(save);
        args.replaceInStrings("%SAVE%", save);
        QProcess cli;
        cli.setWorkingDirectory(dir.path());
        cli.start(FOODCOURT_CLI, args);
        QVERIFY(cli.waitForFinished(20000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), exitCode);
        QVERIFY2(!err.trimmed().isEmpty(), "the reason goes to stderr");
        QVERIFY2(err.contains(reasonPart, Qt::CaseInsensitive), qPrintable(err));
        QCOMPARE(readAll(save), saved);
        QVERIFY2(!QFile::exists(dir.filePath("x.json")), "a refused `new` writes no file");
    }

    // --- Settings files: an unusable value is named in AppSettings::problems, its default
    // is used, and the file is not rewritten.
    void badSettings_data() {
        QTest::addColumn<QByteArray>("ini");
        QTest::addColumn<QString>("problemPart");
        QTest::newRow("unknown language") << QByteArray("[General]\nlanguage=xx\n") << "language";
        QTest::newRow("unknown bot speed")
            << QByteArray("[General]\nbotSpeed=warp\n") << "botSpeed";
        QTest::newRow("sound not a switch") << QByteArray("[General]\nsound=maybe\n") << "sound";
        QTest::newRow("reduce motion a number")
            << QByteArray("[General]\nreduceMotion=3\n") << "reduceMotion";
        QTest::newRow("empty language") << QByteArray("[General]\nlanguage=\n") << "language";
        QTest::newRow("several at once")
            << QByteArray("[General]\nlanguage=klingon\nbotSpeed=0\n") << "klingon";
        QTest::newRow("language list") << QByteArray("[General]\nlanguage=en, fr\n") << "language";
    }
    void badSettings() {
        QFETCH(QByteArray, ini);
        QFETCH(QString, problemPart);
        const QString path = QSettings().fileName();
        QDir().mkpath(QFileInfo(path).path());
        QVERIFY(writeAll(path, ini));
        AppSettings settings;
        QVERIFY2(!settings.problems().isEmpty(), "the bad value must be reported");
        QVERIFY2(settings.problems().join(' ').contains(problemPart),
                 qPrintable(settings.problems().join('\n')));
        QVERIFY(AppSettings::supportedLanguages().contains(settings.language()));
        QVERIFY(AppSettings::botSpeeds().contains(settings.botSpeed()));
        QCOMPARE(readAll(path), ini);
        QFile::remove(path);
    }

    // --- Actions through the session: refused with a reason, nothing changes (the match,
    // its log and the autosave on disk).
    void illegalAction_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("action");
        // Every menu game of the registry; out of turn where there are turns.
        for (const fc::GameInfo& info : gameRegistry().all()) {
            if (info.testOnly)
                continue;
            const QString game = QString::fromStdString(info.id);
            const QByteArray name = game.toUtf8();
            const int players = playersFor(info);
            QTest::newRow(name + ": nonsense") << game << players << 0 << "make me a sandwich";
            QTest::newRow(name + ": empty") << game << players << 0 << "";
            QTest::newRow(name + ": seat off the table") << game << players << 9 << "LEGAL";
            QTest::newRow(name + ": the public seat") << game << players << -1 << "LEGAL";
            QTest::newRow(name + ": another game's action")
                << game << players << 0 << otherGamesAction(info);
            if (info.timing == fc::Timing::TurnBased)
                QTest::newRow(name + ": out of turn") << game << players << kWaitingSeat << "LEGAL";
        }
    }
    void illegalAction() {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(int, seat);
        QFETCH(QString, action);
        MatchSession session;
        session.setBotsPaused(true);
        QCOMPARE(session.start(game, humanSetup(players)), QString());
        QVERIFY2(!action.isNull(), "no action of another game to try");
        if (seat == kWaitingSeat) { // the first seat that is not to act
            seat = 0;
            while (session.seatsToAct().contains(seat))
                ++seat;
            QVERIFY(seat < players);
        }
        if (action == "LEGAL") { // the acting seat's legal action, played by the wrong seat
            const QList<int> acting = session.seatsToAct();
            QVERIFY(!acting.isEmpty() && !acting.contains(seat));
            action = session.legalActions(acting.first()).first();
        }
        const QString before = matchState(session);
        const QByteArray savedBefore = readAll(MatchSession::autosavePath(game));
        const QString reason = session.apply(seat, action);
        QVERIFY2(!reason.isEmpty(), qPrintable("accepted: " + action));
        QCOMPARE(session.lastError(), reason);
        QCOMPARE(matchState(session), before);
        QCOMPARE(readAll(MatchSession::autosavePath(game)), savedBefore);
    }
};

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    app.setOrganizationName(QStringLiteral("FoodCourtTest"));
    app.setApplicationName(QStringLiteral("tst_bad_input"));
    BadInputTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_bad_input.moc"
