// SeatModel: the players around the table as everyone sees them: hand size, served cards
// face down, tips, who starts the round and who acts. Never a hand.
#pragma once

#include "table_snapshot.h"

#include "keyed_list_model.h"

#include <QtQml/qqmlregistration.h>

namespace fc::kommegleich_ui {

class SeatModel : public KeyedListModel<SeatInfo> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SeatModel is owned by KommeGleichTable")
  public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        IsBotRole,
        IsStartRole,
        IsToActRole,
        IsWinnerRole,
        HandCountRole,
        FaceDownCountRole,
        TipsRole,
        ScoreRole
    };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;

  protected:
    QString key(const SeatInfo& row) const override { return QString::number(row.seat); }
    QVariant roleData(const SeatInfo& row, int role) const override;
};

} // namespace fc::kommegleich_ui
