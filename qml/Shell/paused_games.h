// PausedGames: the games waiting in their save slots (one per stall, save_slots.h), looked
// at when the menu opens and offered for resuming with who plays and how far it got. A
// save that cannot be read is moved aside and reported, never loaded; a finished game's
// save is forgotten.
#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class PausedGames : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY checked)
    // The games whose save could not be read (and was set aside) at the last check.
    Q_PROPERTY(QStringList setAside READ setAside NOTIFY checked)

  public:
    enum Role { GameIdRole = Qt::UserRole + 1, PlayersRole, MovesRole, SavedAtRole, SaveJsonRole };

    explicit PausedGames(QObject* parent = nullptr);

    // Reads the save slots again.
    Q_INVOKABLE void check();
    Q_INVOKABLE bool has(const QString& gameId) const;
    // The save's text, for a game screen's resume(saveJson); "" when none.
    Q_INVOKABLE QString saveJson(const QString& gameId) const;
    // The seat names of the paused game; empty when none.
    Q_INVOKABLE QStringList players(const QString& gameId) const;
    // Throws the game's paused match away (its slot emptied), then checks again.
    Q_INVOKABLE void discard(const QString& gameId);
    // Every stall's paused match thrown away (a fresh start, as on a new tablet).
    Q_INVOKABLE void discardAll();

    int count() const { return static_cast<int>(games_.size()); }
    QStringList setAside() const { return setAside_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

  signals:
    void checked();

  private:
    struct Paused {
        QString gameId;
        QStringList players;
        int moves = 0;
        QDateTime savedAt;
        QString saveJson;
    };
    const Paused* find(const QString& gameId) const;

    std::vector<Paused> games_;
    QStringList setAside_;
};
