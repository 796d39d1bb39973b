// One paused game per stall: each game's match goes to its own save slot, so a new game of
// one stall never replaces another stall's game; the menu's PausedGames lists them, the
// latest first, with who plays and how far they got; an unreadable save is set aside and
// reported without touching the others; a finished game is not offered; the single save of
// older versions moves into its game's slot.
#include "matchsession.h"
#include "paused_games.h"
#include "save_slots.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

namespace {

QVariantMap humans(int players, int seed) {
    QVariantList seats;
    for (int i = 0; i < players; ++i)
        seats.append(QVariantMap{{"name", QStringLiteral("P%1").arg(i)}});
    return {{"players", players}, {"seed", seed}, {"startSeat", 0}, {"seats", seats}};
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool setModified(const QString& path, const QDateTime& when) {
    QFile file(path);
    return file.open(QIODevice::ReadWrite) &&
           file.setFileTime(when, QFileDevice::FileModificationTime);
}

// A match of `gameId` with `moves` actions played, autosaved into its slot.
void playAndLeave(const QString& gameId, int players, int moves) {
    MatchSession session;
    session.setBotsPaused(true);
    QCOMPARE(session.start(gameId, humans(players, 7)), QString());
    for (int i = 0; i < moves; ++i) {
        const int seat = session.seatsToAct().first();
        QCOMPARE(session.apply(seat, session.legalActions(seat).first()), QString());
    }
}

int rowOf(const PausedGames& paused, const QString& gameId) {
    for (int row = 0; row < paused.rowCount(); ++row)
        if (paused.data(paused.index(row), PausedGames::GameIdRole).toString() == gameId)
            return row;
    return -1;
}

} // namespace

class TestPausedGames : public QObject {
    Q_OBJECT

  private slots:
    void init() {
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void eachStallKeepsItsOwnGame() {
        playAndLeave(QStringLiteral("tindahan"), 3, 2);
        playAndLeave(QStringLiteral("kommegleich"), 2, 1);
        // The order comes from the files' times: set them rather than wait for the clock.
        const QDateTime now = QDateTime::currentDateTime();
        QVERIFY(setModified(fc::saves::pathFor(QStringLiteral("tindahan")), now.addSecs(-60)));
        QVERIFY(setModified(fc::saves::pathFor(QStringLiteral("kommegleich")), now));
        QVERIFY(QFile::exists(fc::saves::pathFor(QStringLiteral("tindahan"))));
        QVERIFY(QFile::exists(fc::saves::pathFor(QStringLiteral("kommegleich"))));

        PausedGames paused;
        paused.check();
        QCOMPARE(paused.count(), 2);
        QCOMPARE(paused.data(paused.index(0), PausedGames::GameIdRole).toString(),
                 QStringLiteral("kommegleich")); // the latest first
        const int tindahan = rowOf(paused, QStringLiteral("tindahan"));
        QCOMPARE(paused.data(paused.index(tindahan), PausedGames::MovesRole).toInt(), 2);
        QCOMPARE(paused.data(paused.index(tindahan), PausedGames::PlayersRole).toStringList(),
                 (QStringList{"P0", "P1", "P2"}));
        QVERIFY(paused.has(QStringLiteral("tindahan")));
        QVERIFY(!paused.has(QStringLiteral("wokup")));
        QVERIFY(paused.setAside().isEmpty());

        // Each resumes its own game.
        MatchSession resumed;
        resumed.setBotsPaused(true);
        QCOMPARE(resumed.resume(QStringLiteral("tindahan")), QString());
        QCOMPARE(resumed.gameId(), QStringLiteral("tindahan"));
        QCOMPARE(resumed.match()->log().size(), std::size_t(2));
        paused.discard(QStringLiteral("tindahan"));
        QCOMPARE(paused.count(), 1);
        QVERIFY(!QFile::exists(fc::saves::pathFor(QStringLiteral("tindahan"))));
        MatchSession table(QStringLiteral("kommegleich"));
        table.setBotsPaused(true);
        QCOMPARE(table.resumeFromSaveJson(paused.saveJson(QStringLiteral("kommegleich"))),
                 QString());
        QCOMPARE(table.match()->log().size(), std::size_t(1));
    }

    void anUnreadableSaveIsSetAsideAlone() {
        playAndLeave(QStringLiteral("tindahan"), 3, 1);
        const QString broken = fc::saves::pathFor(QStringLiteral("kommegleich"));
        QVERIFY(writeAll(broken, "{\"game\":\"kommegleich\", truncated"));
        PausedGames paused;
        paused.check();
        QCOMPARE(paused.count(), 1);
        QVERIFY(paused.has(QStringLiteral("tindahan")));
        QCOMPARE(paused.setAside(), QStringList{QStringLiteral("kommegleich")});
        QVERIFY(!QFile::exists(broken));
        QCOMPARE(readAll(fc::saves::setAsidePathFor(QStringLiteral("kommegleich"))),
                 QByteArray("{\"game\":\"kommegleich\", truncated"));
    }

    void aSaveInAnotherGamesSlotIsRefused() {
        playAndLeave(QStringLiteral("tindahan"), 3, 1);
        QVERIFY(QFile::copy(fc::saves::pathFor(QStringLiteral("tindahan")),
                            fc::saves::pathFor(QStringLiteral("kommegleich"))));
        QVERIFY(!fc::saves::read(QStringLiteral("kommegleich")));
        QVERIFY(!fc::saves::read(QStringLiteral("../tindahan"))); // ids are game ids only
        PausedGames paused;
        paused.check();
        QCOMPARE(paused.count(), 1);
        QCOMPARE(paused.setAside(), QStringList{QStringLiteral("kommegleich")});
    }

    void aFinishedGameIsNotOffered() {
        MatchSession session;
        QCOMPARE(session.start(QStringLiteral("testgame"), humans(2, 3)), QString());
        for (int step = 0; step < 10'000 && !session.over(); ++step) {
            const int seat = session.seatsToAct().first();
            QCOMPARE(session.apply(seat, session.legalActions(seat).first()), QString());
        }
        QVERIFY(session.over());
        QVERIFY(QFile::exists(fc::saves::pathFor(QStringLiteral("testgame"))));
        PausedGames paused;
        paused.check();
        QCOMPARE(paused.count(), 0);
        QVERIFY(!QFile::exists(fc::saves::pathFor(QStringLiteral("testgame"))));
    }

    void theOldSingleSaveMovesIntoItsSlot() {
        playAndLeave(QStringLiteral("tindahan"), 3, 2);
        const QByteArray save = readAll(fc::saves::pathFor(QStringLiteral("tindahan")));
        QVERIFY(QFile::remove(fc::saves::pathFor(QStringLiteral("tindahan"))));
        const QString single =
            QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                .filePath(QStringLiteral("autosave.json"));
        QVERIFY(writeAll(single, save));
        PausedGames paused;
        paused.check();
        QVERIFY(paused.has(QStringLiteral("tindahan")));
        QVERIFY(!QFile::exists(single));
        QCOMPARE(readAll(fc::saves::pathFor(QStringLiteral("tindahan"))), save);

        // An unreadable one is set aside and reported, never loaded.
        QVERIFY(writeAll(single, "not a save"));
        paused.check();
        QVERIFY(!QFile::exists(single));
        QCOMPARE(paused.setAside().size(), 1);
        QVERIFY(paused.has(QStringLiteral("tindahan")));
    }
};

QTEST_GUILESS_MAIN(TestPausedGames)
#include "tst_pausedgames.moc"
