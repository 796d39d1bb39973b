#include "stall_model.h"

namespace fc::tindahan_ui {

namespace {
QVariantList sellersList(const Stall& row) {
    QVariantList list;
    for (int count : row.sellers)
        list.append(count);
    return list;
}
} // namespace

QHash<int, QByteArray> StallModel::roleNames() const {
    return {
        {FruitRole, "fruit"},
        {IsTrumpRole, "isTrump"},
        {IsLedRole, "isLed"},
        {SellersRole, "sellers"},
    };
}

QString StallModel::key(const Stall& row) const {
    return QString::number(row.fruit);
}

QVariant StallModel::roleData(const Stall& row, int role) const {
    switch (role) {
    case FruitRole:
        return row.fruit;
    case IsTrumpRole:
        return row.isTrump;
    case IsLedRole:
        return row.isLed;
    case SellersRole:
        return sellersList(row);
    }
    return {};
}

} // namespace fc::tindahan_ui
