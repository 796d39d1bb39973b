// SeatModel: one row per player for their edge of the table: name, tokens left in the
// pile, recipe cards won, and where they are in the volley (to throw, out of the round
// after a mistake, claimed or passed). Rows change in place; the seats never change.
#pragma once

#include "wokup/state.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace fc::wokup_ui {

class SeatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SeatModel belongs to WokUpTable")

  public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        BotRole,
        PileRole,        // tokens left to throw
        WonRole,         // card names won, oldest first
        WonFamiliesRole, // the family of each card won, to draw their backs
        OutRole,         // out of this round after a mistake
        ToThrowRole,     // still to throw in this volley
        DecidedRole,     // claimed or passed in this claim window
    };

    explicit SeatModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // A new match: the seats themselves.
    void reset(const QStringList& names, const QList<bool>& bots);
    // Brings every row in line with the state.
    void update(const fc::wokup::State& state);

  private:
    struct Row {
        QString name;
        bool bot = false;
        int pile = 0;
        QStringList won;
        bool out = false;
        bool toThrow = false;
        bool decided = false;
    };
    std::vector<Row> rows_;
};

} // namespace fc::wokup_ui
