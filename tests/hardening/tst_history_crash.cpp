// Kill -9 during a history write: foodcourt_history_writer records games in a loop and this
// test kills it with SIGKILL at random moments (reproducible), 12 times on one file. After
// every kill the file must pass SQLite's integrity check, keep its schema version, hold every
// game the writer had reported (each whole: all four seats), and open as a history again
// without being set aside.
#include "history_store.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct FileState {
    QString integrity;
    int version = -1;
    int games = -1;
    int seats = -1;
};

FileState inspect(const QString& path) {
    FileState state;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "inspect");
        db.setDatabaseName(path);
        QSqlQuery query(db);
        if (db.open()) {
            if (query.exec("PRAGMA integrity_check") && query.next())
                state.integrity = query.value(0).toString();
            if (query.exec("PRAGMA user_version") && query.next())
                state.version = query.value(0).toInt();
            if (query.exec("SELECT count(*) FROM games") && query.next())
                state.games = query.value(0).toInt();
            if (query.exec("SELECT count(*) FROM seats") && query.next())
                state.seats = query.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase("inspect");
    return state;
}

int lastReported(const QByteArray& output) {
    int last = 0;
    for (const QByteArray& line : output.split('\n'))
        if (line.startsWith("recorded "))
            last = line.mid(9).toInt();
    return last;
}

} // namespace

class HistoryCrashTest : public QObject {
    Q_OBJECT

  private slots:
    void killedWritesLeaveAValidHistory() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString path = home.filePath("history.sqlite");
        QRandomGenerator random(18); // the same kill moments every run
        int reported = 0;
        int kills = 0;
        for (int round = 0; round < 12; ++round) {
            QProcess writer;
            writer.start(FOODCOURT_HISTORY_WRITER, {"--db", path});
            QVERIFY(writer.waitForStarted(10000));
            // Wait for the first commit of this run, then let it write a while longer.
            QByteArray output;
            while (!output.contains("recorded ") && writer.state() == QProcess::Running) {
                writer.waitForReadyRead(10000);
                output += writer.readAllStandardOutput();
            }
            QVERIFY2(writer.state() == QProcess::Running,
                     qPrintable("the writer stopped: " + writer.readAllStandardError()));
            QTest::qWait(5 + int(random.bounded(60)));
            writer.kill(); // SIGKILL: no chance to finish the transaction under way
            QVERIFY(writer.waitForFinished(10000));
            ++kills;
            output += writer.readAllStandardOutput();
            reported = std::max(reported, lastReported(output));

            const FileState state = inspect(path);
            QCOMPARE(state.integrity, QString("ok"));
            QCOMPARE(state.version, fc::history::HistoryStore::kSchemaVersion);
            QVERIFY2(
                state.games >= reported,
                qPrintable(
                    QString("%1 games in the file, %2 reported").arg(state.games).arg(reported)));
            QCOMPARE(state.seats, state.games * 4); // no game half written
            reported = state.games;

            fc::history::HistoryStore store(path);
            QCOMPARE(store.open(), fc::history::HistoryStore::Opened::Ready);
            QCOMPARE(store.gameCount(), state.games);
        }
        QVERIFY(!QFile::exists(home.filePath("history.bad-1.sqlite")));
        qInfo("%d kills, %d games in the history at the end", kills, reported);
    }
};

QTEST_GUILESS_MAIN(HistoryCrashTest)
#include "tst_history_crash.moc"
