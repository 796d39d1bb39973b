// StandingsModel: the end of a match as rows, best first, for the one end-of-game screen
// (EndOfGame.qml) every game shows. A game hands it what MatchSession already knows (the
// seat names, the scores, the engine's winners) and, per seat, the lines of its own score
// breakdown; the model ranks them once for all five games:
//   - the engine's winners come first (its tie-breaks are already in `winners`), then the
//     higher score, then the higher tie-break (a game's own, such as served cards), then
//     the lower seat;
//   - equal standing shares a place ("1., 1., 3."), so a shared win reads as one.
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class StandingsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList names READ names WRITE setNames NOTIFY namesChanged)
    Q_PROPERTY(QList<int> scores READ scores WRITE setScores NOTIFY scoresChanged)
    Q_PROPERTY(QList<int> winners READ winners WRITE setWinners NOTIFY winnersChanged)
    // Per seat, a game's second key after the score (empty: none).
    Q_PROPERTY(QList<int> tieBreaks READ tieBreaks WRITE setTieBreaks NOTIFY tieBreaksChanged)
    // Per seat, a list of breakdown lines (strings), shown under the seat's name.
    Q_PROPERTY(QVariantList details READ details WRITE setDetails NOTIFY detailsChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY rowsChanged)
    // The rows as maps (seat, name, score, place, winner, details), best first: each
    // real-time zone finds its own seat's here.
    Q_PROPERTY(QVariantList rows READ rowMaps NOTIFY rowsChanged)
    // The winners' names in seat order, for the title.
    Q_PROPERTY(QStringList winnerNames READ winnerNames NOTIFY rowsChanged)

  public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        ScoreRole,
        PlaceRole,
        WinnerRole,
        DetailsRole
    };
    Q_ENUM(Role)

    struct Row {
        int seat = 0;
        QString name;
        int score = 0;
        int place = 1;
        bool winner = false;
        QStringList details;
    };

    explicit StandingsModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const QStringList& names() const { return names_; }
    const QList<int>& scores() const { return scores_; }
    const QList<int>& winners() const { return winners_; }
    const QList<int>& tieBreaks() const { return tieBreaks_; }
    const QVariantList& details() const { return details_; }
    void setNames(const QStringList& names);
    void setScores(const QList<int>& scores);
    void setWinners(const QList<int>& winners);
    void setTieBreaks(const QList<int>& tieBreaks);
    void setDetails(const QVariantList& details);

    const QList<Row>& rows() const { return rows_; }
    QVariantList rowMaps() const;
    // One seat's row as a map; empty for a seat not in the standings.
    Q_INVOKABLE QVariantMap rowOfSeat(int seat) const;
    QStringList winnerNames() const;

  signals:
    void namesChanged();
    void scoresChanged();
    void winnersChanged();
    void tieBreaksChanged();
    void detailsChanged();
    void rowsChanged();

  private:
    void rebuild();

    QStringList names_;
    QList<int> scores_;
    QList<int> winners_;
    QList<int> tieBreaks_;
    QVariantList details_;
    QList<Row> rows_;
};
