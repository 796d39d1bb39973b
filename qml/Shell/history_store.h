// HistoryStore: the family's finished games in one SQLite file (Qt SQL, QSQLITE), by default
// AppDataLocation/history.sqlite. The schema is versioned in PRAGMA user_version and older
// files are migrated on open; every write is one transaction, so a kill in the middle of one
// leaves the previous state. A file that is not a readable history, or that a newer version
// of the app wrote, is moved aside untouched (history.bad-<n>.sqlite) and a fresh one begun.
// A game that cannot be written (a read-only folder, a full disk) stays pending in memory and
// is written with the next one; nothing already recorded is lost.
#pragma once

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace fc::history {

// One seat of a finished game, as the table reports it.
struct SeatResult {
    QString name;
    bool bot = false;
    int score = 0;
    bool winner = false;
};

struct FinishedGame {
    QString gameId;
    QDateTime finishedAt;
    QList<SeatResult> seats;
};

// A player as the history knows them: removed players stay, marked former, with their games.
struct Player {
    qint64 id = 0;
    QString name;
    bool bot = false;
    bool former = false;
    QString avatar; // one of HistoryStore::avatarIds(), "" for none
};

struct RecordedSeat {
    Player player;
    int score = 0;
    bool winner = false;
};

struct RecordedGame {
    qint64 id = 0;
    QString gameId;
    QDateTime finishedAt;
    QList<RecordedSeat> seats;
};

// A current player's record: wins and games per game id, and their winning streaks (games
// in a row they won, over all games, in the order they finished).
struct PlayerRecord {
    Player player;
    QMap<QString, int> winsByGame;
    QMap<QString, int> playedByGame;
    int wins = 0;
    int played = 0;
    int currentStreak = 0;
    int bestStreak = 0;
};

// One week (Monday to Sunday, local time) and each player's wins in it.
struct WeekWins {
    QDate monday;
    QMap<qint64, int> winsByPlayer;
};

class HistoryStore {
  public:
    static constexpr int kSchemaVersion = 3;

    // What open() found.
    enum class Opened {
        Ready,          // an existing history (migrated if it was older), or a new one
        SetAsideBroken, // the file could not be read: moved aside, a new history begun
        SetAsideNewer,  // a newer version of the app wrote it: moved aside, a new one begun
        Unavailable,    // no history can be opened or made here (see error())
    };
    enum class Change {
        Done,
        NameEmpty,
        NameTooLong,
        NameTaken,
        NoSuchPlayer,
        NoSuchAvatar,
        NotSaved
    };
    static constexpr int kLongestName = 40;

    explicit HistoryStore(QString path);
    ~HistoryStore();
    HistoryStore(const HistoryStore&) = delete;
    HistoryStore& operator=(const HistoryStore&) = delete;

    static QString defaultPath(); // AppDataLocation/history.sqlite

    Opened open();
    bool isOpen() const { return open_; }
    const QString& path() const { return path_; }
    // Where open() moved an unreadable or newer file ("" when it did not).
    const QString& setAsidePath() const { return setAsidePath_; }
    // The last SQL or file error, for logs (not for players).
    const QString& error() const { return error_; }

    // Records a finished game with every game still pending, in one transaction. False when
    // it could not be written: the games stay pending for the next write.
    bool record(const FinishedGame& game);
    int pendingCount() const { return static_cast<int>(pending_.size()); }

    QList<RecordedGame> recentGames(int limit) const;
    // Current (not removed) players, the most wins first.
    QList<PlayerRecord> playerRecords() const;
    // The last `weeks` weeks up to the one holding `now`, the oldest first.
    QList<WeekWins> weeklyWins(int weeks, const QDateTime& now) const;
    QList<Player> allPlayers() const;
    int gameCount() const;
    // The games played, in the order each was first played.
    QStringList gameIds() const;

    Change renamePlayer(qint64 playerId, const QString& newName);
    Change removePlayer(qint64 playerId);

    // The faces a player may have, as Avatar.qml (FoodCourt.Common) draws them.
    static const QStringList& avatarIds();
    // The family: the current people (no bots, none removed), whoever played last first, then
    // the others in the order they joined. A stored row that is no usable player (an empty or
    // over-long name) is left out, and an avatar the app does not draw counts as none; each
    // is described in `problems` when given. Reading changes nothing in the file.
    QList<Player> familyPlayers(QStringList* problems = nullptr) const;
    // Makes `name` a family player (before any game), or keeps the one of that name, and gives
    // them `avatar` unless it is "". Done when the family holds them so afterwards.
    Change keepPlayer(const QString& name, const QString& avatar);
    Change setAvatar(qint64 playerId, const QString& avatar);

    // The whole history as JSON (players and games), and written atomically to a file.
    QByteArray exportJson() const;
    bool exportTo(const QString& filePath) const;

  private:
    Opened openChecked(bool afterSetAside);
    bool createSchema();
    bool migrateFrom(int version);
    bool migrateV1ToV2();
    bool setAside();
    bool writeGame(const FinishedGame& game);
    qint64 playerFor(const SeatResult& seat);
    void close();

    QString path_;
    QString connection_;
    QString setAsidePath_;
    mutable QString error_;
    bool open_ = false;
    QList<FinishedGame> pending_;
};

} // namespace fc::history
