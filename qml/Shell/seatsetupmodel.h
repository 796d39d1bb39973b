// SeatSetupModel: the seats of the game about to start: how many, who plays each
// (a human with a name, or a bot with a strength) and who starts. Edits change single
// rows; adding or removing seats inserts or removes rows, never a reset.
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <vector>

struct RememberedSeats;

class SeatSetupModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
    Q_PROPERTY(int count READ count WRITE setCount NOTIFY countChanged)
    Q_PROPERTY(int minSeats READ minSeats NOTIFY gameIdChanged)
    Q_PROPERTY(int maxSeats READ maxSeats NOTIFY gameIdChanged)
    Q_PROPERTY(QStringList botStrengths READ botStrengths NOTIFY gameIdChanged)
    Q_PROPERTY(int startSeat READ startSeat WRITE setStartSeat NOTIFY startSeatChanged)
    // When true, the seats start as chosen last time at this stall (remembered_seats.h) and
    // every edit is remembered; the setup screen's. Tools keep the plain defaults.
    Q_PROPERTY(bool remember READ remember WRITE setRemember NOTIFY rememberChanged)
    // The names typed or chosen at the seats of people ("" for a default name), seat by seat:
    // which of the family's players already sit here.
    Q_PROPERTY(QStringList seatedNames READ seatedNames NOTIFY seatsEdited)
    // Whether a game was started at this stall before ("Same players as last time").
    Q_PROPERTY(bool hasPlayedSeats READ hasPlayedSeats NOTIFY playedSeatsChanged)

  public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        CustomNameRole,
        BotRole,
        StrengthRole,
        AvatarRole
    };
    Q_ENUM(Role)

    explicit SeatSetupModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString gameId() const { return gameId_; }
    void setGameId(const QString& id);
    int count() const { return static_cast<int>(seats_.size()); }
    void setCount(int count);
    int minSeats() const { return minSeats_; }
    int maxSeats() const { return maxSeats_; }
    QStringList botStrengths() const { return botStrengths_; }
    int startSeat() const { return startSeat_; }
    void setStartSeat(int seat);
    bool remember() const { return remember_; }
    void setRemember(bool on);

    // A blank name means "use the default" ("Player N", in the current language).
    Q_INVOKABLE bool setName(int seat, const QString& name);
    Q_INVOKABLE bool setBot(int seat, bool bot);
    Q_INVOKABLE bool setStrength(int seat, const QString& strength);
    // The seat's avatar (an Avatar.qml kind, "" for none); only a person's seat has one.
    Q_INVOKABLE bool setAvatar(int seat, const QString& avatar);
    Q_INVOKABLE QString avatarAt(int seat) const {
        return seat >= 0 && seat < count() ? seats_[static_cast<std::size_t>(seat)].avatar
                                           : QString();
    }
    // Seats a family player at the first person's seat still without a name (a chip's tap);
    // the seat, or -1 when every person's seat has a name or the name is blank. A name
    // already seated is not seated twice: its seat is returned.
    Q_INVOKABLE int seatPlayer(const QString& name, const QString& avatar);
    // The seat of a person of this name, -1 if none.
    Q_INVOKABLE int seatOf(const QString& name) const;
    // Remembers these seats as the stall's last game (the setup screen's Start).
    Q_INVOKABLE void rememberPlayed();
    // The seats of the stall's last game back, bots included; false when there was none.
    Q_INVOKABLE bool restorePlayed();
    QStringList seatedNames() const;
    bool hasPlayedSeats() const;
    // The setup in the save format's shape (JSON.stringify gives fc::setupFromJson's
    // input; MatchSession::start takes it as is):
    // {players, seed (decimal string), startSeat, seats:[{name, bot, strength}], options}.
    Q_INVOKABLE QVariantMap setup() const;
    // Forgets the seats remembered at every stall (this model's seats stay as they are).
    Q_INVOKABLE void forgetRememberedSeats();

  signals:
    void gameIdChanged();
    void countChanged();
    void startSeatChanged();
    void rememberChanged();
    void seatsEdited();
    void playedSeatsChanged();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    struct SeatEntry {
        QString customName;
        bool bot = false;
        QString strength;
        QString avatar;
    };
    QString displayName(int seat) const;
    QString defaultStrength() const;
    void changed(int seat, const QList<int>& roles);
    void recall();
    void apply(const RememberedSeats& chosen);
    void store() const;

    QString gameId_;
    int minSeats_ = 1;
    int maxSeats_ = 1;
    QStringList botStrengths_;
    std::vector<SeatEntry> seats_;
    int startSeat_ = 0;
    bool remember_ = false;
    bool recalling_ = false; // the edits recall() makes are not new choices to store
};
