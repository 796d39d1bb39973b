#include "trick_model.h"

namespace fc::tindahan_ui {

QHash<int, QByteArray> TrickModel::roleNames() const {
    return {
        {SeatRole, "seat"},   {KindRole, "kind"},   {CardIdRole, "cardId"},
        {FruitRole, "fruit"}, {ValueRole, "value"}, {IsWinnerRole, "isWinner"},
    };
}

QString TrickModel::key(const TrickPlay& row) const {
    return QString::number(row.serial) + u':' + QString::number(row.seat);
}

QVariant TrickModel::roleData(const TrickPlay& row, int role) const {
    switch (role) {
    case SeatRole:
        return row.seat;
    case KindRole:
        return row.kind;
    case CardIdRole:
        return row.card;
    case FruitRole:
        return row.fruit;
    case ValueRole:
        return row.value;
    case IsWinnerRole:
        return row.winner;
    }
    return {};
}

} // namespace fc::tindahan_ui
