// OrderModel: the eight characters of this deal and their food orders: where each lives,
// which stall holds the order, and whether it waits, rides in the bag, is delivered, or is
// the walker's own (set aside).
#pragma once

#include "keyed_list_model.h"

#include <QtQml/qqmlregistration.h>

namespace fc::kakilima_ui {

struct OrderRow {
    int character = 0;
    QString id;    // "siti"
    QString name;  // "Siti"
    QString house; // cell name
    int houseCell = 0;
    int stall = 0; // 0..3
    QString place; // "stall", "carried", "delivered" or "aside"
    bool walker = false;
    bool operator==(const OrderRow&) const = default;
};

class OrderModel : public KeyedListModel<OrderRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("OrderModel is owned by KakiLimaTable")
  public:
    enum Role {
        CharacterRole = Qt::UserRole + 1,
        IdRole,
        NameRole,
        HouseRole,
        HouseCellRole,
        StallRole,
        PlaceRole,
        WalkerRole,
    };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;

  protected:
    QString key(const OrderRow& row) const override { return row.id; }
    QVariant roleData(const OrderRow& row, int role) const override;
};

} // namespace fc::kakilima_ui
