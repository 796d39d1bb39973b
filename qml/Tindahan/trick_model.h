// TrickModel: The trick on the table: each seat's card, or the seller it placed instead, in play
// order.
#pragma once

#include "keyed_list_model.h"
#include "table_snapshot.h"

#include <QtQml/qqmlregistration.h>

namespace fc::tindahan_ui {

class TrickModel : public KeyedListModel<TrickPlay> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TrickModel is owned by TindahanTable")
  public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        KindRole,
        CardIdRole,
        FruitRole,
        ValueRole,
        IsWinnerRole
    };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;

  protected:
    QString key(const TrickPlay& row) const override;
    QVariant roleData(const TrickPlay& row, int role) const override;
};

} // namespace fc::tindahan_ui
