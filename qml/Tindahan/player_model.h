// PlayerModel: The players around the table: public counts only (tricks, sellers, cards, score).
#pragma once

#include "keyed_list_model.h"
#include "table_snapshot.h"

#include <QtQml/qqmlregistration.h>

namespace fc::tindahan_ui {

class PlayerModel : public KeyedListModel<PlayerInfo> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PlayerModel is owned by TindahanTable")
  public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        TricksWonRole,
        SellersLeftRole,
        CardsInHandRole,
        ScoreRole,
        IsBotRole,
        IsToActRole
    };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;

  protected:
    QString key(const PlayerInfo& row) const override;
    QVariant roleData(const PlayerInfo& row, int role) const override;
};

} // namespace fc::tindahan_ui
