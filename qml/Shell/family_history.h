// FamilyHistory: the History screen's and the game host's way to the family's finished
// games (HistoryStore on AppDataLocation/history.sqlite), one per QML engine. It opens the
// file on first use and keeps what it found there (problem) for the whole run, records each
// finished match, and serves the screen's lists: recent games, each player's wins per game
// and streaks, and wins per week for the chart. The words are the screen's: this class
// reports kinds ("broken", "taken", ...) for QML to say in the player's language.
#pragma once

#include "history_store.h"
#include "matchsession.h"

#include <QDateTime>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>

class FamilyHistory : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // What opening the history found: "" (all well), "broken" or "newer" (the file was moved
    // aside, see setAsidePath, and a new history begun), "unavailable" (none can be kept).
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(QString setAsidePath READ setAsidePath NOTIFY changed)
    // Finished games of this run that could not be written yet (a read-only or full disk).
    Q_PROPERTY(int unsavedCount READ unsavedCount NOTIFY changed)
    Q_PROPERTY(int gameCount READ gameCount NOTIFY changed)
    // [{gameId, finishedAt, seats: [{playerId, name, bot, former, score, winner}]}], newest first.
    Q_PROPERTY(QVariantList recentGames READ recentGames NOTIFY changed)
    // [{playerId, name, bot, wins, played, currentStreak, bestStreak, winsByGame: {id: n},
    //   playedByGame: {id: n}}], current players, the most wins first.
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)
    // The game ids that appear in the history, in the order first played.
    Q_PROPERTY(QStringList gameIds READ gameIds NOTIFY changed)
    // The chart: the last `chartWeeks` weeks [{monday (ms, local midnight), counts: [n per
    // chartPlayers entry]}], the players shown [{playerId, name}] and the highest count.
    Q_PROPERTY(QVariantList weeks READ weeks NOTIFY changed)
    Q_PROPERTY(QVariantList chartPlayers READ chartPlayers NOTIFY changed)
    Q_PROPERTY(int chartMax READ chartMax NOTIFY changed)
    // The family's people for the setup screen's chips: [{playerId, name, avatar}], whoever
    // played last first (HistoryStore::familyPlayers).
    Q_PROPERTY(QVariantList family READ family NOTIFY changed)
    // Each family player's avatar by name ({"Ana": "mango"}), for seats that know a name only.
    Q_PROPERTY(QVariantMap avatars READ avatars NOTIFY changed)
    // The faces a player may have (Avatar.qml draws each).
    Q_PROPERTY(QStringList avatarIds READ avatarIds CONSTANT)
    // "Now" for the chart's weeks (an invalid date: the clock's); tools and tests fix it.
    Q_PROPERTY(QDateTime today READ today WRITE setToday NOTIFY changed)
    // Where exportJson() writes: Documents/Food Court unless set.
    Q_PROPERTY(QString exportFolder READ exportFolder WRITE setExportFolder NOTIFY changed)
    Q_PROPERTY(QString databasePath READ databasePath NOTIFY changed)

  public:
    static constexpr int chartWeeks = 6;
    static constexpr int chartPlayerLimit = 4;
    static constexpr int recentLimit = 20;

    explicit FamilyHistory(QObject* parent = nullptr); // the default file
    // On another file (tools and tests).
    explicit FamilyHistory(const QString& databasePath, QObject* parent = nullptr);
    ~FamilyHistory() override;

    // Records the table's match if it is over (names, bots, scores, winners); false when it
    // is not over or could not be written (then unsavedCount says so).
    Q_INVOKABLE bool recordMatch(MatchSession* table);
    // Records a finished game from seats [{name, bot, score, winner}] (now if no time).
    Q_INVOKABLE bool recordGame(const QString& gameId, const QVariantList& seats,
                                const QDateTime& finishedAt = {});
    // "" when done, else "empty", "taken", "missing" or "unsaved".
    Q_INVOKABLE QString renamePlayer(qint64 playerId, const QString& name);
    Q_INVOKABLE QString removePlayer(qint64 playerId);
    // Makes `name` a family player, or keeps the one of that name, with `avatar` unless "".
    // "" when done, else "empty", "long", "avatar" (no such face) or "unsaved".
    Q_INVOKABLE QString keepPlayer(const QString& name, const QString& avatar = {});
    // "" when done, else "avatar", "missing" or "unsaved".
    Q_INVOKABLE QString setAvatar(qint64 playerId, const QString& avatar);
    // The family player's avatar, "" for none (or no such player).
    Q_INVOKABLE QString avatarOf(const QString& name) const {
        return avatars_.value(name.trimmed()).toString();
    }
    // Writes the history as JSON into exportFolder; the file's path, or "" when it failed.
    Q_INVOKABLE QString exportJson();
    // Opens another history file (tools and tests); "" goes back to the default one.
    Q_INVOKABLE void useDatabase(const QString& path);
    Q_INVOKABLE void reload();

    QString problem() const { return problem_; }
    QString setAsidePath() const { return store_->setAsidePath(); }
    int unsavedCount() const { return store_->pendingCount(); }
    int gameCount() const { return gameCount_; }
    QVariantList recentGames() const { return recentGames_; }
    QVariantList players() const { return players_; }
    QVariantList family() const { return family_; }
    QVariantMap avatars() const { return avatars_; }
    QStringList avatarIds() const { return fc::history::HistoryStore::avatarIds(); }
    QStringList gameIds() const { return gameIds_; }
    QVariantList weeks() const { return weeks_; }
    QVariantList chartPlayers() const { return chartPlayers_; }
    int chartMax() const { return chartMax_; }
    QDateTime today() const { return today_; }
    void setToday(const QDateTime& today);
    QString exportFolder() const;
    void setExportFolder(const QString& folder);
    QString databasePath() const { return store_->path(); }

  signals:
    void changed();

  private:
    void openStore(const QString& path);
    void refreshLists();

    std::unique_ptr<fc::history::HistoryStore> store_;
    QString problem_;
    int gameCount_ = 0;
    QVariantList recentGames_;
    QVariantList players_;
    QVariantList family_;
    QVariantMap avatars_;
    QStringList reportedProblems_; // stored rows already warned about, once per run
    QStringList gameIds_;
    QVariantList weeks_;
    QVariantList chartPlayers_;
    int chartMax_ = 0;
    QDateTime today_;
    QString exportFolder_;
};
