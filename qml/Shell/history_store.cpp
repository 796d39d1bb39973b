#include "history_store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>
#include <algorithm>
#include <atomic>
#include <limits>

namespace fc::history {

namespace {

QString uniqueConnectionName() {
    static std::atomic<int> next{0};
    return QStringLiteral("history-%1").arg(next++);
}

// The version 2 schema. finished_at is milliseconds since the epoch (UTC); a removed player
// keeps their row (removed = 1) so their games still name them.
const char* const kSchemaV2[] = {
    "CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
    "is_bot INTEGER NOT NULL DEFAULT 0, removed INTEGER NOT NULL DEFAULT 0)",
    "CREATE TABLE games (id INTEGER PRIMARY KEY, game_id TEXT NOT NULL, "
    "finished_at INTEGER NOT NULL)",
    "CREATE TABLE seats (game INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, "
    "player INTEGER NOT NULL REFERENCES players(id), score INTEGER NOT NULL, "
    "winner INTEGER NOT NULL, PRIMARY KEY (game, seat))",
    "CREATE INDEX games_by_time ON games(finished_at)",
    "CREATE INDEX seats_by_player ON seats(player)",
};

// Version 3: a family player's avatar (one of avatarIds(); "" for none). A person typed at
// the setup screen is a player before their first game.
const char* const kV2ToV3[] = {
    "ALTER TABLE players ADD COLUMN avatar TEXT NOT NULL DEFAULT ''",
};

// The app's own faces (qml/Common/Avatar.qml draws each one).
const QStringList kAvatarIds = {
    QStringLiteral("mango"), QStringLiteral("dumpling"), QStringLiteral("onigiri"),
    QStringLiteral("egg"),   QStringLiteral("melon"),    QStringLiteral("cupcake"),
    QStringLiteral("cat"),   QStringLiteral("frog"),     QStringLiteral("bear"),
    QStringLiteral("owl"),   QStringLiteral("fish"),     QStringLiteral("chick"),
};

// A null QString binds as SQL NULL, which the NOT NULL avatar column refuses; "" is none.
QString notNull(const QString& text) {
    return text.isNull() ? QStringLiteral("") : text;
}

bool execAll(QSqlQuery& query, const char* const* first, const char* const* last, QString& error) {
    for (const char* const* statement = first; statement != last; ++statement) {
        if (!query.exec(QString::fromLatin1(*statement))) {
            error = query.lastError().text();
            return false;
        }
    }
    return true;
}

QDate mondayOf(const QDate& day) {
    return day.addDays(1 - day.dayOfWeek());
}

QJsonObject seatJson(const RecordedSeat& seat) {
    return {{"player", seat.player.id}, {"name", seat.player.name},
            {"bot", seat.player.bot},   {"formerPlayer", seat.player.former},
            {"score", seat.score},      {"winner", seat.winner}};
}

} // namespace

HistoryStore::HistoryStore(QString path)
    : path_(std::move(path)), connection_(uniqueConnectionName()) {}

HistoryStore::~HistoryStore() {
    close();
}

QString HistoryStore::defaultPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("history.sqlite"));
}

void HistoryStore::close() {
    open_ = false;
    if (QSqlDatabase::contains(connection_)) {
        QSqlDatabase::database(connection_, false).close();
        QSqlDatabase::removeDatabase(connection_);
    }
}

HistoryStore::Opened HistoryStore::open() {
    close();
    setAsidePath_.clear();
    return openChecked(false);
}

HistoryStore::Opened HistoryStore::openChecked(bool afterSetAside) {
    QDir().mkpath(QFileInfo(path_).absolutePath());
    bool connected = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
        db.setDatabaseName(path_);
        // A second connection (another store on the same file) waits instead of failing.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=3000"));
        connected = db.open();
        if (!connected)
            error_ = db.lastError().text();
    }
    if (!connected) {
        close();
        return Opened::Unavailable;
    }
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery query(db);
    // A file that is not SQLite fails here; a damaged one fails the quick check.
    bool readable = query.exec(QStringLiteral("PRAGMA user_version")) && query.next();
    const int version = readable ? query.value(0).toInt() : -1;
    if (readable) {
        readable = query.exec(QStringLiteral("PRAGMA quick_check")) && query.next() &&
                   query.value(0).toString() == QLatin1String("ok");
    }
    int tables = 0;
    if (readable && version == 0) {
        readable = query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && query.next();
        tables = readable ? query.value(0).toInt() : 0;
        readable = readable && tables == 0; // an empty file is a new history; another's is not
    }
    if (!readable || version > kSchemaVersion) {
        error_ = readable ? QStringLiteral("schema version %1 is newer than %2")
                                .arg(version)
                                .arg(kSchemaVersion)
                          : query.lastError().text();
        query = QSqlQuery();
        db = QSqlDatabase();
        close();
        if (afterSetAside || !setAside())
            return Opened::Unavailable;
        const Opened fresh = openChecked(true);
        if (fresh != Opened::Ready)
            return fresh;
        return readable ? Opened::SetAsideNewer : Opened::SetAsideBroken;
    }
    query.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    const bool ready = version == 0 ? createSchema() : migrateFrom(version);
    if (!ready) {
        query = QSqlQuery();
        db = QSqlDatabase();
        close();
        return Opened::Unavailable;
    }
    open_ = true;
    return Opened::Ready;
}

bool HistoryStore::createSchema() {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction()) {
        error_ = db.lastError().text();
        return false;
    }
    QSqlQuery query(db);
    if (!execAll(query, std::begin(kSchemaV2), std::end(kSchemaV2), error_) ||
        !execAll(query, std::begin(kV2ToV3), std::end(kV2ToV3), error_)) {
        db.rollback();
        return false;
    }
    if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion)) ||
        !db.commit()) {
        error_ = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

bool HistoryStore::migrateFrom(int version) {
    if (version == kSchemaVersion)
        return true;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction()) {
        error_ = db.lastError().text();
        return false;
    }
    // Each step in the same transaction: a kill or a failure leaves the old file as it was.
    bool ok = true;
    if (version == 1)
        ok = migrateV1ToV2();
    QSqlQuery query(db);
    if (ok && version <= 2)
        ok = execAll(query, std::begin(kV2ToV3), std::end(kV2ToV3), error_);
    if (!ok || !query.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion)) ||
        !db.commit()) {
        if (error_.isEmpty() || ok)
            error_ = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

// Version 1 (the first release) kept one row per game with its seats as JSON text:
// games(id, game_id, finished_at ISO 8601 text, seats [{name, bot, score, winner}]).
bool HistoryStore::migrateV1ToV2() {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("ALTER TABLE games RENAME TO games_v1"))) {
        error_ = query.lastError().text();
        return false;
    }
    for (const char* statement : kSchemaV2) {
        if (!query.exec(QString::fromLatin1(statement))) {
            error_ = query.lastError().text();
            return false;
        }
    }
    if (!query.exec(QStringLiteral("SELECT id, game_id, finished_at, seats FROM games_v1 "
                                   "ORDER BY id"))) {
        error_ = query.lastError().text();
        return false;
    }
    QList<std::pair<qint64, FinishedGame>> games;
    while (query.next()) {
        FinishedGame game;
        game.gameId = query.value(1).toString();
        game.finishedAt = QDateTime::fromString(query.value(2).toString(), Qt::ISODate);
        const QJsonArray seats = QJsonDocument::fromJson(query.value(3).toByteArray()).array();
        for (const QJsonValue& value : seats) {
            const QJsonObject seat = value.toObject();
            game.seats.append({seat.value("name").toString(), seat.value("bot").toBool(),
                               seat.value("score").toInt(), seat.value("winner").toBool()});
        }
        games.append({query.value(0).toLongLong(), std::move(game)});
    }
    for (const auto& [id, game] : games) {
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral("INSERT INTO games (id, game_id, finished_at) "
                                      "VALUES (?, ?, ?)"));
        insert.addBindValue(id);
        insert.addBindValue(game.gameId);
        insert.addBindValue(game.finishedAt.isValid() ? game.finishedAt.toMSecsSinceEpoch() : 0);
        if (!insert.exec()) {
            error_ = insert.lastError().text();
            return false;
        }
        for (int seat = 0; seat < game.seats.size(); ++seat) {
            const qint64 player = playerFor(game.seats[seat]);
            QSqlQuery row(db);
            row.prepare(QStringLiteral("INSERT INTO seats (game, seat, player, score, winner) "
                                       "VALUES (?, ?, ?, ?, ?)"));
            row.addBindValue(id);
            row.addBindValue(seat);
            row.addBindValue(player);
            row.addBindValue(game.seats[seat].score);
            row.addBindValue(game.seats[seat].winner ? 1 : 0);
            if (player <= 0 || !row.exec()) {
                error_ = row.lastError().text();
                return false;
            }
        }
    }
    if (!query.exec(QStringLiteral("DROP TABLE games_v1"))) {
        error_ = query.lastError().text();
        return false;
    }
    return true;
}

bool HistoryStore::setAside() {
    // The first free history.bad-<n>.sqlite beside it; a hot journal goes with its file.
    const QFileInfo info(path_);
    for (int n = 1; n < 1000; ++n) {
        const QString aside = info.dir().filePath(
            QStringLiteral("%1.bad-%2.%3").arg(info.completeBaseName()).arg(n).arg(info.suffix()));
        if (QFile::exists(aside))
            continue;
        if (!QFile::rename(path_, aside)) {
            error_ = QStringLiteral("could not move %1 aside").arg(path_);
            return false;
        }
        const QString journal = path_ + QStringLiteral("-journal");
        if (QFile::exists(journal))
            QFile::rename(journal, aside + QStringLiteral("-journal"));
        setAsidePath_ = aside;
        return true;
    }
    return false;
}

qint64 HistoryStore::playerFor(const SeatResult& seat) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    const QString name = seat.name.trimmed();
    QSqlQuery find(db);
    find.prepare(QStringLiteral("SELECT id FROM players WHERE name = ? AND is_bot = ? AND "
                                "removed = 0 ORDER BY id LIMIT 1"));
    find.addBindValue(name);
    find.addBindValue(seat.bot ? 1 : 0);
    if (find.exec() && find.next())
        return find.value(0).toLongLong();
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO players (name, is_bot) VALUES (?, ?)"));
    insert.addBindValue(name);
    insert.addBindValue(seat.bot ? 1 : 0);
    if (!insert.exec()) {
        error_ = insert.lastError().text();
        return 0;
    }
    return insert.lastInsertId().toLongLong();
}

bool HistoryStore::writeGame(const FinishedGame& game) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO games (game_id, finished_at) VALUES (?, ?)"));
    insert.addBindValue(game.gameId);
    insert.addBindValue(game.finishedAt.toMSecsSinceEpoch());
    if (!insert.exec()) {
        error_ = insert.lastError().text();
        return false;
    }
    const qint64 id = insert.lastInsertId().toLongLong();
    for (int seat = 0; seat < game.seats.size(); ++seat) {
        const qint64 player = playerFor(game.seats[seat]);
        QSqlQuery row(db);
        row.prepare(QStringLiteral("INSERT INTO seats (game, seat, player, score, winner) "
                                   "VALUES (?, ?, ?, ?, ?)"));
        row.addBindValue(id);
        row.addBindValue(seat);
        row.addBindValue(player);
        row.addBindValue(game.seats[seat].score);
        row.addBindValue(game.seats[seat].winner ? 1 : 0);
        if (player <= 0 || !row.exec()) {
            if (player > 0)
                error_ = row.lastError().text();
            return false;
        }
    }
    return true;
}

bool HistoryStore::record(const FinishedGame& game) {
    pending_.append(game);
    if (pending_.last().finishedAt.isNull())
        pending_.last().finishedAt = QDateTime::currentDateTimeUtc();
    if (!open_)
        return false;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction()) {
        error_ = db.lastError().text();
        return false;
    }
    for (const FinishedGame& waiting : pending_) {
        if (!writeGame(waiting)) {
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        error_ = db.lastError().text();
        db.rollback();
        return false;
    }
    pending_.clear();
    return true;
}

QList<Player> HistoryStore::allPlayers() const {
    QList<Player> players;
    if (!open_)
        return players;
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    if (!query.exec(QStringLiteral("SELECT id, name, is_bot, removed, avatar FROM players "
                                   "ORDER BY id")))
        return players;
    while (query.next()) {
        const QString avatar = query.value(4).toString();
        players.append({query.value(0).toLongLong(), query.value(1).toString(),
                        query.value(2).toBool(), query.value(3).toBool(),
                        kAvatarIds.contains(avatar) ? avatar : QString()});
    }
    return players;
}

int HistoryStore::gameCount() const {
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    return open_ && query.exec(QStringLiteral("SELECT count(*) FROM games")) && query.next()
               ? query.value(0).toInt()
               : 0;
}

QStringList HistoryStore::gameIds() const {
    QStringList ids;
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    if (open_ && query.exec(QStringLiteral("SELECT game_id FROM games GROUP BY game_id "
                                           "ORDER BY min(finished_at)")))
        while (query.next())
            ids << query.value(0).toString();
    return ids;
}

QList<RecordedGame> HistoryStore::recentGames(int limit) const {
    QList<RecordedGame> games;
    if (!open_)
        return games;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT id, game_id, finished_at FROM games "
                                 "ORDER BY finished_at DESC, id DESC LIMIT ?"));
    query.addBindValue(limit);
    if (!query.exec())
        return games;
    while (query.next())
        games.append({query.value(0).toLongLong(),
                      query.value(1).toString(),
                      QDateTime::fromMSecsSinceEpoch(query.value(2).toLongLong()),
                      {}});
    for (RecordedGame& game : games) {
        QSqlQuery seats(db);
        seats.prepare(QStringLiteral("SELECT p.id, p.name, p.is_bot, p.removed, s.score, s.winner, "
                                     "p.avatar FROM seats s JOIN players p ON p.id = s.player "
                                     "WHERE s.game = ? ORDER BY s.seat"));
        seats.addBindValue(game.id);
        if (!seats.exec())
            continue;
        while (seats.next()) {
            const QString avatar = seats.value(6).toString();
            game.seats.append(
                {{seats.value(0).toLongLong(), seats.value(1).toString(), seats.value(2).toBool(),
                  seats.value(3).toBool(), kAvatarIds.contains(avatar) ? avatar : QString()},
                 seats.value(4).toInt(),
                 seats.value(5).toBool()});
        }
    }
    return games;
}

QList<PlayerRecord> HistoryStore::playerRecords() const {
    QList<PlayerRecord> records;
    if (!open_)
        return records;
    QMap<qint64, qsizetype> indexOf;
    for (const Player& player : allPlayers()) {
        if (player.former)
            continue;
        indexOf.insert(player.id, records.size());
        records.append({player, {}, {}, 0, 0, 0, 0});
    }
    // Every seat in the order the games finished: counts and streaks in one pass.
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    if (!query.exec(QStringLiteral("SELECT s.player, g.game_id, s.winner FROM seats s "
                                   "JOIN games g ON g.id = s.game "
                                   "ORDER BY g.finished_at, g.id")))
        return records;
    while (query.next()) {
        const auto found = indexOf.constFind(query.value(0).toLongLong());
        if (found == indexOf.constEnd())
            continue;
        PlayerRecord& record = records[*found];
        const QString gameId = query.value(1).toString();
        const bool won = query.value(2).toBool();
        ++record.played;
        ++record.playedByGame[gameId];
        if (won) {
            ++record.wins;
            ++record.winsByGame[gameId];
            record.bestStreak = std::max(record.bestStreak, ++record.currentStreak);
        } else {
            record.currentStreak = 0;
        }
    }
    std::stable_sort(records.begin(), records.end(),
                     [](const PlayerRecord& a, const PlayerRecord& b) {
                         return a.wins != b.wins ? a.wins > b.wins : a.played < b.played;
                     });
    return records;
}

QList<WeekWins> HistoryStore::weeklyWins(int weeks, const QDateTime& now) const {
    QList<WeekWins> result;
    const QDate thisMonday = mondayOf(now.toLocalTime().date());
    for (int i = weeks - 1; i >= 0; --i)
        result.append({thisMonday.addDays(-7 * i), {}});
    if (!open_ || weeks <= 0)
        return result;
    const QDateTime from = result.first().monday.startOfDay();
    const QDateTime until = thisMonday.addDays(7).startOfDay();
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    query.prepare(
        QStringLiteral("SELECT s.player, g.finished_at FROM seats s "
                       "JOIN games g ON g.id = s.game "
                       "WHERE s.winner = 1 AND g.finished_at >= ? AND g.finished_at < ?"));
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(until.toMSecsSinceEpoch());
    if (!query.exec())
        return result;
    while (query.next()) {
        const QDate day = QDateTime::fromMSecsSinceEpoch(query.value(1).toLongLong()).date();
        const qint64 week = result.first().monday.daysTo(mondayOf(day)) / 7;
        if (week >= 0 && week < result.size())
            ++result[week].winsByPlayer[query.value(0).toLongLong()];
    }
    return result;
}

HistoryStore::Change HistoryStore::renamePlayer(qint64 playerId, const QString& newName) {
    const QString name = newName.trimmed();
    if (name.isEmpty())
        return Change::NameEmpty;
    if (!open_)
        return Change::NotSaved;
    const QList<Player> players = allPlayers();
    const auto it = std::find_if(players.begin(), players.end(),
                                 [&](const Player& p) { return p.id == playerId; });
    if (it == players.end() || it->former)
        return Change::NoSuchPlayer;
    for (const Player& other : players)
        if (other.id != playerId && !other.former && other.bot == it->bot && other.name == name)
            return Change::NameTaken;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("UPDATE players SET name = ? WHERE id = ?"));
    query.addBindValue(name);
    query.addBindValue(playerId);
    // A single statement is its own transaction.
    if (!query.exec()) {
        error_ = query.lastError().text();
        return Change::NotSaved;
    }
    return Change::Done;
}

HistoryStore::Change HistoryStore::removePlayer(qint64 playerId) {
    if (!open_)
        return Change::NotSaved;
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    query.prepare(QStringLiteral("UPDATE players SET removed = 1 WHERE id = ? AND removed = 0"));
    query.addBindValue(playerId);
    if (!query.exec()) {
        error_ = query.lastError().text();
        return Change::NotSaved;
    }
    return query.numRowsAffected() > 0 ? Change::Done : Change::NoSuchPlayer;
}

const QStringList& HistoryStore::avatarIds() {
    return kAvatarIds;
}

QList<Player> HistoryStore::familyPlayers(QStringList* problems) const {
    QList<Player> family;
    if (!open_)
        return family;
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    // The latest game a player sat in orders the chips: last time's people come first.
    if (!query.exec(QStringLiteral(
            "SELECT p.id, p.name, p.avatar, (SELECT max(g.finished_at) FROM seats s JOIN games g "
            "ON g.id = s.game WHERE s.player = p.id) AS last_played FROM players p "
            "WHERE p.is_bot = 0 AND p.removed = 0 "
            "ORDER BY last_played IS NULL, last_played DESC, p.id"))) {
        error_ = query.lastError().text();
        return family;
    }
    const auto report = [problems](const QString& problem) {
        if (problems)
            problems->append(problem);
    };
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        const QString name = query.value(1).toString();
        if (name.trimmed().isEmpty() || name.size() > kLongestName || name != name.trimmed()) {
            report(QStringLiteral("player %1: the name \"%2\" is not a usable name, left out")
                       .arg(id)
                       .arg(name.left(kLongestName)));
            continue;
        }
        QString avatar = query.value(2).toString();
        if (!avatar.isEmpty() && !kAvatarIds.contains(avatar)) {
            report(QStringLiteral("player %1: no avatar \"%2\", shown without one")
                       .arg(id)
                       .arg(avatar.left(kLongestName)));
            avatar.clear();
        }
        family.append({id, name, false, false, avatar});
    }
    return family;
}

HistoryStore::Change HistoryStore::keepPlayer(const QString& newName, const QString& avatar) {
    const QString name = newName.trimmed();
    if (name.isEmpty())
        return Change::NameEmpty;
    if (name.size() > kLongestName)
        return Change::NameTooLong;
    if (!avatar.isEmpty() && !kAvatarIds.contains(avatar))
        return Change::NoSuchAvatar;
    if (!open_)
        return Change::NotSaved;
    for (const Player& player : allPlayers()) {
        if (!player.bot && !player.former && player.name == name)
            return avatar.isEmpty() || avatar == player.avatar ? Change::Done
                                                               : setAvatar(player.id, avatar);
    }
    QSqlQuery insert(QSqlDatabase::database(connection_, false));
    insert.prepare(QStringLiteral("INSERT INTO players (name, is_bot, avatar) VALUES (?, 0, ?)"));
    insert.addBindValue(name);
    insert.addBindValue(notNull(avatar));
    if (!insert.exec()) {
        error_ = insert.lastError().text();
        return Change::NotSaved;
    }
    return Change::Done;
}

HistoryStore::Change HistoryStore::setAvatar(qint64 playerId, const QString& avatar) {
    if (!avatar.isEmpty() && !kAvatarIds.contains(avatar))
        return Change::NoSuchAvatar;
    if (!open_)
        return Change::NotSaved;
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    query.prepare(QStringLiteral("UPDATE players SET avatar = ? WHERE id = ? AND removed = 0"));
    query.addBindValue(notNull(avatar));
    query.addBindValue(playerId);
    if (!query.exec()) {
        error_ = query.lastError().text();
        return Change::NotSaved;
    }
    return query.numRowsAffected() > 0 ? Change::Done : Change::NoSuchPlayer;
}

QByteArray HistoryStore::exportJson() const {
    QJsonArray players;
    for (const Player& player : allPlayers())
        players.append(QJsonObject{{"id", player.id},
                                   {"name", player.name},
                                   {"bot", player.bot},
                                   {"formerPlayer", player.former},
                                   {"avatar", player.avatar}});
    QJsonArray games;
    const QList<RecordedGame> recorded = recentGames(std::numeric_limits<int>::max());
    for (auto it = recorded.crbegin(); it != recorded.crend(); ++it) { // the oldest first
        QJsonArray seats;
        for (const RecordedSeat& seat : it->seats)
            seats.append(seatJson(seat));
        games.append(QJsonObject{{"id", it->id},
                                 {"game", it->gameId},
                                 {"finishedAt", it->finishedAt.toUTC().toString(Qt::ISODate)},
                                 {"seats", seats}});
    }
    const QJsonObject root{{"format", "foodcourt-history"},
                           {"schemaVersion", kSchemaVersion},
                           {"players", players},
                           {"games", games}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool HistoryStore::exportTo(const QString& filePath) const {
    if (!open_)
        return false;
    QDir().mkpath(QFileInfo(filePath).absolutePath());
    QSaveFile file(filePath);
    if (!file.open(QIODevice::WriteOnly)) {
        error_ = file.errorString();
        return false;
    }
    file.write(exportJson());
    if (!file.commit()) {
        error_ = file.errorString();
        return false;
    }
    return true;
}

} // namespace fc::history
