// StallModel: The market stalls in play, in fruit order, with the sellers each seat has placed.
#pragma once

#include "keyed_list_model.h"
#include "table_snapshot.h"

#include <QtQml/qqmlregistration.h>

namespace fc::tindahan_ui {

class StallModel : public KeyedListModel<Stall> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("StallModel is owned by TindahanTable")
  public:
    enum Role { FruitRole = Qt::UserRole + 1, IsTrumpRole, IsLedRole, SellersRole };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;

  protected:
    QString key(const Stall& row) const override;
    QVariant roleData(const Stall& row, int role) const override;
};

} // namespace fc::tindahan_ui
