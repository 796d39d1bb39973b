// The family history's store: games recorded and read back (recent games, wins per player
// per game, streaks, wins per week), the schema migrated from version 1, a broken or newer
// file moved aside untouched, a read-only folder that keeps every game already recorded,
// players renamed and removed (their games stay, as a former player), the JSON export, and
// a finished MatchSession recorded through FamilyHistory.
#include "family_history.h"
#include "history_store.h"
#include "matchsession.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace fc::history;

namespace {

// A fixed Wednesday noon, local time: the week's bounds do not depend on the day the test runs.
const QDateTime kNow(QDate(2026, 11, 25), QTime(12, 0));

SeatResult seat(const QString& name, int score, bool winner, bool bot = false) {
    return {name, bot, score, winner};
}

FinishedGame game(const QString& id, const QDateTime& at, QList<SeatResult> seats) {
    return {id, at, std::move(seats)};
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs `sql` on a file through its own connection, as another program would.
bool runSql(const QString& path, const QStringList& statements) {
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "raw");
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString& statement : statements)
            ok = ok && query.exec(statement);
        db.close();
    }
    QSqlDatabase::removeDatabase("raw");
    return ok;
}

int userVersion(const QString& path) {
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "raw");
        db.setDatabaseName(path);
        QSqlQuery query(db);
        if (db.open() && query.exec("PRAGMA user_version") && query.next())
            version = query.value(0).toInt();
        db.close();
    }
    QSqlDatabase::removeDatabase("raw");
    return version;
}

const PlayerRecord* recordOf(const QList<PlayerRecord>& records, const QString& name) {
    for (const PlayerRecord& record : records)
        if (record.player.name == name)
            return &record;
    return nullptr;
}

// While alive, `folder` cannot be written: its mode is 0555 and, as root ignores modes, the
// process acts as nobody (seteuid, given back at the end).
class ReadOnlyFolder {
  public:
    explicit ReadOnlyFolder(const QString& folder) : folder_(QFile::encodeName(folder)) {
        ::chmod(folder_.constData(), 0555);
        if (::geteuid() == 0)
            asNobody_ = ::seteuid(65534) == 0;
    }
    ~ReadOnlyFolder() {
        if (asNobody_)
            static_cast<void>(::seteuid(0));
        ::chmod(folder_.constData(), 0755);
    }
    ReadOnlyFolder(const ReadOnlyFolder&) = delete;
    ReadOnlyFolder& operator=(const ReadOnlyFolder&) = delete;
    bool writable() const {
        QFile probe(QString::fromLocal8Bit(folder_) + "/probe");
        const bool ok = probe.open(QIODevice::WriteOnly);
        probe.remove();
        return ok;
    }

  private:
    QByteArray folder_;
    bool asNobody_ = false;
};

} // namespace

class TestHistory : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString path() const { return dir_.filePath("history/history.sqlite"); }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // nothing lands in the real home
    }
    void init() { QDir(dir_.filePath("history")).removeRecursively(); }

    void recordsAndReadsBack() {
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::Ready);
        QVERIFY(QFile::exists(path()));
        QCOMPARE(userVersion(path()), HistoryStore::kSchemaVersion);
        // Anna wins, wins, loses, then wins three: her streak is 3, her best 3; Ben's 1.
        const QList<std::pair<QString, bool>> results = {
            {"tindahan", true}, {"tindahan", true}, {"kakilima", false},
            {"kakilima", true}, {"tindahan", true}, {"kommegleich", true}};
        for (int i = 0; i < results.size(); ++i) {
            const bool annaWins = results[i].second;
            QVERIFY(store.record(
                game(results[i].first, kNow.addDays(-i * 3).addSecs(-60),
                     {seat("Anna", annaWins ? 30 : 10, annaWins),
                      seat("Ben", annaWins ? 20 : 40, !annaWins), seat("Robot", 5, false, true)})));
        }
        QCOMPARE(store.gameCount(), 6);
        QCOMPARE(store.gameIds(), (QStringList{"kommegleich", "tindahan", "kakilima"}));

        const QList<RecordedGame> recent = store.recentGames(2);
        QCOMPARE(recent.size(), 2);
        QCOMPARE(recent[0].gameId, QString("tindahan")); // the newest first
        QCOMPARE(recent[0].seats.size(), 3);
        QCOMPARE(recent[0].seats[0].player.name, QString("Anna"));
        QCOMPARE(recent[0].seats[0].score, 30);
        QVERIFY(recent[0].seats[0].winner);
        QVERIFY(recent[0].seats[2].player.bot);
        QCOMPARE(recent[1].finishedAt, kNow.addDays(-3).addSecs(-60));

        // The games in time order (oldest first): kommegleich W, tindahan W, kakilima W,
        // kakilima L, tindahan W, tindahan W.
        const QList<PlayerRecord> records = store.playerRecords();
        QCOMPARE(records.size(), 3);
        QCOMPARE(records[0].player.name, QString("Anna")); // the most wins first
        const PlayerRecord* anna = recordOf(records, "Anna");
        QCOMPARE(anna->wins, 5);
        QCOMPARE(anna->played, 6);
        QCOMPARE(anna->winsByGame.value("tindahan"), 3);
        QCOMPARE(anna->winsByGame.value("kakilima"), 1);
        QCOMPARE(anna->playedByGame.value("kakilima"), 2);
        QCOMPARE(anna->currentStreak, 2);
        QCOMPARE(anna->bestStreak, 3);
        const PlayerRecord* ben = recordOf(records, "Ben");
        QCOMPARE(ben->wins, 1);
        QCOMPARE(ben->currentStreak, 0);
        QCOMPARE(ben->bestStreak, 1);
        QCOMPARE(recordOf(records, "Robot")->wins, 0);

        // Weeks run from Monday (kNow is a Wednesday): 23-29 Nov holds today's game (Anna);
        // 16-22 Nov the 22nd (Anna), 19th (Ben) and 16th (Anna); 9-15 Nov the 13th and 10th.
        const QList<WeekWins> weeks = store.weeklyWins(3, kNow);
        QCOMPARE(weeks.size(), 3);
        QCOMPARE(weeks[2].monday, QDate(2026, 11, 23));
        QCOMPARE(weeks[0].monday, QDate(2026, 11, 9));
        QCOMPARE(weeks[2].winsByPlayer.value(anna->player.id), 1);
        QCOMPARE(weeks[2].winsByPlayer.value(ben->player.id), 0);
        QCOMPARE(weeks[1].winsByPlayer.value(anna->player.id), 2);
        QCOMPARE(weeks[1].winsByPlayer.value(ben->player.id), 1);
        QCOMPARE(weeks[0].winsByPlayer.value(anna->player.id), 2);
        QCOMPARE(weeks[0].winsByPlayer.value(ben->player.id), 0);

        // Another store on the same file reads the same history.
        HistoryStore again(path());
        QCOMPARE(again.open(), HistoryStore::Opened::Ready);
        QCOMPARE(again.gameCount(), 6);
    }

    void migratesAVersionOneFile() {
        QDir().mkpath(QFileInfo(path()).path());
        // Version 1 kept each game's seats as JSON text.
        QVERIFY(
            runSql(path(), {"CREATE TABLE games (id INTEGER PRIMARY KEY, game_id TEXT NOT NULL, "
                            "finished_at TEXT NOT NULL, seats TEXT NOT NULL)",
                            "INSERT INTO games VALUES (1, 'tindahan', '2026-11-20T18:30:00Z', "
                            "'[{\"name\":\"Mum\",\"bot\":false,\"score\":12,\"winner\":true},"
                            "{\"name\":\"Leo\",\"bot\":false,\"score\":9,\"winner\":false}]')",
                            "INSERT INTO games VALUES (2, 'wokup', '2026-11-21T09:00:00Z', "
                            "'[{\"name\":\"Leo\",\"bot\":false,\"score\":7,\"winner\":true},"
                            "{\"name\":\"Chef\",\"bot\":true,\"score\":3,\"winner\":false}]')",
                            "PRAGMA user_version = 1"}));
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::Ready);
        QCOMPARE(userVersion(path()), HistoryStore::kSchemaVersion);
        QCOMPARE(store.gameCount(), 2);
        const QList<RecordedGame> recent = store.recentGames(10);
        QCOMPARE(recent[0].gameId, QString("wokup"));
        QCOMPARE(recent[0].finishedAt, QDateTime(QDate(2026, 11, 21), QTime(9, 0), Qt::UTC));
        QCOMPARE(recent[0].seats[1].player.name, QString("Chef"));
        QVERIFY(recent[0].seats[1].player.bot);
        QCOMPARE(recent[1].seats[0].score, 12);
        // Leo of both games is one player.
        QCOMPARE(recent[0].seats[0].player.id, recent[1].seats[1].player.id);
        const QList<PlayerRecord> records = store.playerRecords();
        QCOMPARE(recordOf(records, "Leo")->played, 2);
        QCOMPARE(recordOf(records, "Leo")->wins, 1);
        QCOMPARE(recordOf(records, "Mum")->winsByGame.value("tindahan"), 1);
        // And it goes on recording in the new schema.
        QVERIFY(store.record(game("kakilima", kNow, {seat("Mum", 1, true)})));
        QCOMPARE(store.gameCount(), 3);
    }

    void setsABrokenFileAsideUntouched_data() {
        QTest::addColumn<bool>("damagedDatabase");
        QTest::newRow("not a database") << false;
        QTest::newRow("a damaged page") << true;
    }
    void setsABrokenFileAsideUntouched() {
        QFETCH(bool, damagedDatabase);
        QDir().mkpath(QFileInfo(path()).path());
        if (damagedDatabase) {
            {
                HistoryStore store(path());
                QCOMPARE(store.open(), HistoryStore::Opened::Ready);
                QVERIFY(store.record(game("tindahan", kNow, {seat("Anna", 3, true)})));
            }
            QFile file(path());
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.seek(100)); // past the header: the schema's page
            file.write(QByteArray(1000, '\xA5'));
        } else {
            QFile file(path());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("These are not the games you are looking for.\n");
        }
        const QByteArray before = readAll(path());
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::SetAsideBroken);
        const QString aside = dir_.filePath("history/history.bad-1.sqlite");
        QCOMPARE(store.setAsidePath(), aside);
        QCOMPARE(readAll(aside), before);
        // A new history works at once.
        QVERIFY(store.isOpen());
        QCOMPARE(store.gameCount(), 0);
        QVERIFY(store.record(game("tindahan", kNow, {seat("Anna", 3, true)})));
        QCOMPARE(store.gameCount(), 1);

        // A second broken file does not replace the first one set aside.
        store.open(); // the good file opens again
        QCOMPARE(store.setAsidePath(), QString());
        HistoryStore other(dir_.filePath("history/history.sqlite"));
        QFile::remove(path());
        {
            QFile file(path());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray(4096, 'x'));
        }
        QCOMPARE(other.open(), HistoryStore::Opened::SetAsideBroken);
        QCOMPARE(other.setAsidePath(), dir_.filePath("history/history.bad-2.sqlite"));
        QCOMPARE(readAll(aside), before);
    }

    void familyHistorySaysWhatItFound() {
        QDir().mkpath(QFileInfo(path()).path());
        {
            QFile file(path());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("garbage");
        }
        FamilyHistory history(path());
        QCOMPARE(history.problem(), QString("broken"));
        QCOMPARE(history.setAsidePath(), dir_.filePath("history/history.bad-1.sqlite"));
        QVERIFY(history.recordGame("tindahan", {QVariantMap{{"name", "Anna"}, {"winner", true}}}));
        QCOMPARE(history.gameCount(), 1);

        QVERIFY(
            runSql(dir_.filePath("history/newer.sqlite"),
                   {QString("PRAGMA user_version = %1").arg(HistoryStore::kSchemaVersion + 1)}));
        history.useDatabase(dir_.filePath("history/newer.sqlite"));
        QCOMPARE(history.problem(), QString("newer"));
        QCOMPARE(history.setAsidePath(), dir_.filePath("history/newer.bad-1.sqlite"));
    }

    void setsANewerFileAsideUntouched() {
        QDir().mkpath(QFileInfo(path()).path());
        QVERIFY(runSql(path(), {"CREATE TABLE future (x)", "INSERT INTO future VALUES (42)",
                                "PRAGMA user_version = 7"}));
        const QByteArray before = readAll(path());
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::SetAsideNewer);
        QCOMPARE(readAll(store.setAsidePath()), before);
        QCOMPARE(userVersion(store.setAsidePath()), 7);
        QCOMPARE(store.gameCount(), 0);
        QCOMPARE(userVersion(path()), HistoryStore::kSchemaVersion);
    }

    void aReadOnlyFolderLosesNoRecordedGame() {
        const QString folder = QFileInfo(path()).path();
        QVERIFY(::chmod(QFile::encodeName(dir_.path()).constData(), 0755) == 0); // nobody passes
        {
            HistoryStore store(path());
            QCOMPARE(store.open(), HistoryStore::Opened::Ready);
            QVERIFY(store.record(game("tindahan", kNow.addDays(-1), {seat("Anna", 3, true)})));
            QVERIFY(store.record(game("tindahan", kNow, {seat("Ben", 4, true)})));
        }
        const QByteArray before = readAll(path());
        {
            const ReadOnlyFolder readOnly(folder);
            QVERIFY2(!readOnly.writable(), "the folder should refuse writes");
            HistoryStore store(path());
            QCOMPARE(store.open(), HistoryStore::Opened::Ready); // read, not set aside
            QCOMPARE(store.gameCount(), 2);
            QVERIFY(!store.record(game("kakilima", kNow, {seat("Anna", 9, true)})));
            QCOMPARE(store.pendingCount(), 1); // kept for the next write
            QCOMPARE(store.gameCount(), 2);
            QVERIFY(store.renamePlayer(store.allPlayers().first().id, "Annie") ==
                    HistoryStore::Change::NotSaved);

            // The History screen's side: the games recorded are there, the unsaved one counted.
            FamilyHistory history(path());
            QCOMPARE(history.problem(), QString());
            QVERIFY(!history.recordGame("wokup", {QVariantMap{{"name", "Ben"}, {"winner", true}}}));
            QCOMPARE(history.unsavedCount(), 1);
            QCOMPARE(history.gameCount(), 2);
            QCOMPARE(history.renamePlayer(store.allPlayers().first().id, "Annie"),
                     QString("unsaved"));
        }
        QCOMPARE(readAll(path()), before);
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::Ready);
        QCOMPARE(store.gameCount(), 2);

        // A store opened where nothing can be written at all says so, and nothing crashes.
        QDir().mkpath(dir_.filePath("locked"));
        const ReadOnlyFolder locked(dir_.filePath("locked"));
        HistoryStore nowhere(dir_.filePath("locked/history.sqlite"));
        QCOMPARE(nowhere.open(), HistoryStore::Opened::Unavailable);
        QVERIFY(!nowhere.record(game("tindahan", kNow, {seat("Anna", 3, true)})));
        QCOMPARE(nowhere.gameCount(), 0);
    }

    void pendingGamesGoInWithTheNextWrite() {
        const QString folder = QFileInfo(path()).path();
        QVERIFY(::chmod(QFile::encodeName(dir_.path()).constData(), 0755) == 0);
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::Ready);
        {
            const ReadOnlyFolder readOnly(folder);
            QVERIFY(!store.record(game("tindahan", kNow, {seat("Anna", 3, true)})));
        }
        QVERIFY(store.record(game("tindahan", kNow.addSecs(60), {seat("Ben", 3, true)})));
        QCOMPARE(store.pendingCount(), 0);
        QCOMPARE(store.gameCount(), 2);
    }

    void renamesAndRemovesPlayers() {
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::Ready);
        QVERIFY(store.record(
            game("tindahan", kNow.addDays(-2), {seat("Anna", 3, true), seat("Ben", 1, false)})));
        QVERIFY(store.record(
            game("tindahan", kNow.addDays(-1), {seat("Anna", 1, false), seat("Ben", 5, true)})));
        const qint64 anna = recordOf(store.playerRecords(), "Anna")->player.id;
        const qint64 ben = recordOf(store.playerRecords(), "Ben")->player.id;

        QCOMPARE(store.renamePlayer(anna, "  "), HistoryStore::Change::NameEmpty);
        QCOMPARE(store.renamePlayer(anna, "Ben"), HistoryStore::Change::NameTaken);
        QCOMPARE(store.renamePlayer(999, "Zed"), HistoryStore::Change::NoSuchPlayer);
        QCOMPARE(store.renamePlayer(anna, " Annie "), HistoryStore::Change::Done);
        QCOMPARE(store.recentGames(10)[1].seats[0].player.name, QString("Annie"));
        QCOMPARE(recordOf(store.playerRecords(), "Annie")->wins, 1);
        // Annie's next game counts for her.
        QVERIFY(store.record(game("kakilima", kNow, {seat("Annie", 2, true)})));
        QCOMPARE(recordOf(store.playerRecords(), "Annie")->played, 3);

        QCOMPARE(store.removePlayer(ben), HistoryStore::Change::Done);
        QCOMPARE(store.removePlayer(ben), HistoryStore::Change::NoSuchPlayer);
        QVERIFY(!recordOf(store.playerRecords(), "Ben"));
        QCOMPARE(store.gameCount(), 3); // the games stay ...
        const RecordedSeat formerBen = store.recentGames(10)[1].seats[1];
        QCOMPARE(formerBen.player.name, QString("Ben")); // ... naming him as a former player
        QVERIFY(formerBen.player.former);
        QCOMPARE(store.renamePlayer(ben, "Benny"), HistoryStore::Change::NoSuchPlayer);
        // A new Ben is somebody new.
        QVERIFY(store.record(game("tindahan", kNow, {seat("Ben", 2, true)})));
        QCOMPARE(recordOf(store.playerRecords(), "Ben")->played, 1);
        QVERIFY(recordOf(store.playerRecords(), "Ben")->player.id != ben);
    }

    // The family's players (issue 18): a name typed at the setup is a player before their
    // first game, keeps its avatar, and is the same player the history records and renames.
    void keepsTheFamilysPlayers() {
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::Ready);
        QCOMPARE(store.keepPlayer("Mia", "owl"), HistoryStore::Change::Done);
        QCOMPARE(store.keepPlayer(" Tom ", QString()), HistoryStore::Change::Done); // none yet
        QList<Player> family = store.familyPlayers();
        QCOMPARE(family.size(), 2);
        QCOMPARE(family[0].name, QString("Mia")); // nobody has played: in the order they came
        QCOMPARE(family[0].avatar, QString("owl"));
        QCOMPARE(family[1].name, QString("Tom"));
        QCOMPARE(family[1].avatar, QString());

        // Refused, and nothing changes.
        QCOMPARE(store.keepPlayer("  ", "owl"), HistoryStore::Change::NameEmpty);
        QCOMPARE(store.keepPlayer(QString(41, 'x'), ""), HistoryStore::Change::NameTooLong);
        QCOMPARE(store.keepPlayer("Tom", "unicorn"), HistoryStore::Change::NoSuchAvatar);
        QCOMPARE(store.setAvatar(family[0].id, "dragon"), HistoryStore::Change::NoSuchAvatar);
        QCOMPARE(store.setAvatar(999, "owl"), HistoryStore::Change::NoSuchPlayer);
        QCOMPARE(store.familyPlayers().size(), 2);
        QCOMPARE(store.familyPlayers()[0].avatar, QString("owl"));
        QCOMPARE(store.familyPlayers()[1].avatar, QString());

        // Keeping a known name changes only the avatar; the game then counts for Tom, who
        // played last and comes first; a bot is no family player.
        QCOMPARE(store.keepPlayer("Tom", "frog"), HistoryStore::Change::Done);
        QVERIFY(store.record(
            game("tindahan", kNow, {seat("Tom", 3, true), seat("Bot", 1, false, true)})));
        family = store.familyPlayers();
        QCOMPARE(family.size(), 2);
        QCOMPARE(family[0].name, QString("Tom"));
        QCOMPARE(family[0].avatar, QString("frog"));
        QCOMPARE(recordOf(store.playerRecords(), "Tom")->player.id, family[0].id);
        QCOMPARE(recordOf(store.playerRecords(), "Tom")->wins, 1);
        QCOMPARE(store.recentGames(1)[0].seats[0].player.avatar, QString("frog"));

        // Renamed and removed in the History: the family follows.
        QCOMPARE(store.renamePlayer(family[0].id, "Tommy"), HistoryStore::Change::Done);
        QCOMPARE(store.familyPlayers()[0].name, QString("Tommy"));
        QCOMPARE(store.familyPlayers()[0].avatar, QString("frog"));
        QCOMPARE(store.removePlayer(family[1].id), HistoryStore::Change::Done);
        QCOMPARE(store.familyPlayers().size(), 1);
        QCOMPARE(store.setAvatar(family[1].id, "owl"), HistoryStore::Change::NoSuchPlayer);
        // An avatar taken away again.
        QCOMPARE(store.setAvatar(family[0].id, QString()), HistoryStore::Change::Done);
        QCOMPARE(store.familyPlayers()[0].avatar, QString());
    }

    // Stored rows the app did not write (an empty name, a face it does not draw) are
    // reported and left out or shown plainly; reading them changes nothing in the file.
    void reportsAndIgnoresBadStoredPlayers() {
        {
            HistoryStore store(path());
            QCOMPARE(store.open(), HistoryStore::Opened::Ready);
            QCOMPARE(store.keepPlayer("Mia", "owl"), HistoryStore::Change::Done);
        }
        QVERIFY(runSql(path(), {"INSERT INTO players (name, avatar) VALUES ('', 'owl')",
                                "INSERT INTO players (name, avatar) VALUES ('Zed', 'dragon')",
                                "INSERT INTO players (name, avatar) VALUES (' Pad ', '')"}));
        const QByteArray before = readAll(path());
        QStringList problems;
        {
            HistoryStore store(path());
            QCOMPARE(store.open(), HistoryStore::Opened::Ready);
            const QList<Player> family = store.familyPlayers(&problems);
            QCOMPARE(family.size(), 2);
            QCOMPARE(family[0].name, QString("Mia"));
            QCOMPARE(family[0].avatar, QString("owl"));
            QCOMPARE(family[1].name, QString("Zed"));
            QCOMPARE(family[1].avatar, QString());
        }
        QCOMPARE(problems.size(), 3);
        QVERIFY(problems[1].contains("dragon"));
        QCOMPARE(readAll(path()), before);

        // FamilyHistory says so once and offers the usable ones.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("Family history: player 2: .*"));
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression("Family history: player 3: .*dragon.*"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("Family history: player 4: .*Pad.*"));
        FamilyHistory history(path());
        QCOMPARE(history.family().size(), 2);
        QCOMPARE(history.avatarOf("Zed"), QString());
        QCOMPARE(history.avatarOf("Mia"), QString("owl"));
        history.reload(); // no second warning
        QCOMPARE(readAll(path()), before);
    }

    // A version 2 file (before avatars) opens with every player kept, none with an avatar.
    void migratesAVersionTwoFile() {
        QDir().mkpath(QFileInfo(path()).path());
        QVERIFY(runSql(
            path(), {"CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                     "is_bot INTEGER NOT NULL DEFAULT 0, removed INTEGER NOT NULL DEFAULT 0)",
                     "CREATE TABLE games (id INTEGER PRIMARY KEY, game_id TEXT NOT NULL, "
                     "finished_at INTEGER NOT NULL)",
                     "CREATE TABLE seats (game INTEGER NOT NULL REFERENCES games(id), "
                     "seat INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players(id), "
                     "score INTEGER NOT NULL, winner INTEGER NOT NULL, PRIMARY KEY (game, seat))",
                     "INSERT INTO players (name) VALUES ('Anna')",
                     "INSERT INTO games (game_id, finished_at) VALUES ('tindahan', 1000)",
                     "INSERT INTO seats VALUES (1, 0, 1, 5, 1)", "PRAGMA user_version = 2"}));
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::Ready);
        QCOMPARE(userVersion(path()), HistoryStore::kSchemaVersion);
        QCOMPARE(store.familyPlayers().size(), 1);
        QCOMPARE(store.familyPlayers()[0].avatar, QString());
        QCOMPARE(recordOf(store.playerRecords(), "Anna")->wins, 1);
        QCOMPARE(store.setAvatar(1, "mango"), HistoryStore::Change::Done);
        QCOMPARE(store.familyPlayers()[0].avatar, QString("mango"));
    }

    void exportsJson() {
        HistoryStore store(path());
        QCOMPARE(store.open(), HistoryStore::Opened::Ready);
        QVERIFY(store.record(game("tindahan", kNow.addDays(-1),
                                  {seat("Anna", 3, true), seat("Chef", 1, false, true)})));
        QVERIFY(store.record(game("wokup", kNow, {seat("Anna", 1, false), seat("Ben", 5, true)})));
        QCOMPARE(store.removePlayer(recordOf(store.playerRecords(), "Ben")->player.id),
                 HistoryStore::Change::Done);
        const QString file = dir_.filePath("export/history.json");
        QVERIFY(store.exportTo(file));
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(readAll(file), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(root.value("format").toString(), QString("foodcourt-history"));
        QCOMPARE(root.value("schemaVersion").toInt(), HistoryStore::kSchemaVersion);
        const QJsonArray games = root.value("games").toArray();
        QCOMPARE(games.size(), 2);
        QCOMPARE(games[0].toObject().value("game").toString(), QString("tindahan")); // oldest first
        QCOMPARE(games[0].toObject().value("finishedAt").toString(),
                 kNow.addDays(-1).toUTC().toString(Qt::ISODate));
        const QJsonArray seats = games[1].toObject().value("seats").toArray();
        QCOMPARE(seats[1].toObject().value("name").toString(), QString("Ben"));
        QVERIFY(seats[1].toObject().value("formerPlayer").toBool());
        QVERIFY(seats[1].toObject().value("winner").toBool());
        QCOMPARE(seats[1].toObject().value("score").toInt(), 5);
        QCOMPARE(root.value("players").toArray().size(), 3);
        QVERIFY(games[0].toObject().value("seats").toArray()[1].toObject().value("bot").toBool());
    }

    void familyHistoryRecordsAFinishedMatch() {
        FamilyHistory history(path());
        QCOMPARE(history.problem(), QString());
        history.setExportFolder(dir_.filePath("exports"));

        MatchSession session;
        session.setBotsPaused(true);
        QVariantList seats;
        for (const QString& name : {QString("Anna"), QString("Ben")})
            seats.append(QVariantMap{{"name", name}});
        QCOMPARE(session.start("testgame",
                               {{"players", 2}, {"seed", 3}, {"startSeat", 0}, {"seats", seats}}),
                 QString());
        session.setAutosave(false);
        QVERIFY(!history.recordMatch(&session)); // not over yet
        for (int step = 0; step < 1000 && !session.over(); ++step) {
            const int seat = session.seatsToAct().first();
            QCOMPARE(session.apply(seat, session.legalActions(seat).first()), QString());
        }
        QVERIFY(session.over());
        QVERIFY(history.recordMatch(&session));
        QCOMPARE(history.gameCount(), 1);
        const QVariantMap recorded = history.recentGames().first().toMap();
        QCOMPARE(recorded.value("gameId").toString(), QString("testgame"));
        const QVariantList recordedSeats = recorded.value("seats").toList();
        QCOMPARE(recordedSeats.size(), 2);
        for (int seat = 0; seat < 2; ++seat) {
            const QVariantMap s = recordedSeats[seat].toMap();
            QCOMPARE(s.value("name").toString(), session.seatNames()[seat]);
            QCOMPARE(s.value("score").toInt(), session.scores()[seat]);
            QCOMPARE(s.value("winner").toBool(), session.winners().contains(seat));
        }
        QCOMPARE(history.players().size(), 2);
        QCOMPARE(history.weeks().size(), FamilyHistory::chartWeeks);

        const QString exported = history.exportJson();
        QVERIFY(exported.startsWith(dir_.filePath("exports/food-court-history-")));
        QVERIFY(QFile::exists(exported));
        QCOMPARE(history.renamePlayer(
                     history.players().first().toMap().value("playerId").toLongLong(), ""),
                 QString("empty"));
    }
};

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
