#include "order_model.h"

namespace fc::kakilima_ui {

QHash<int, QByteArray> OrderModel::roleNames() const {
    return {{CharacterRole, "character"}, {IdRole, "characterId"},      {NameRole, "name"},
            {HouseRole, "house"},         {HouseCellRole, "houseCell"}, {StallRole, "stall"},
            {PlaceRole, "place"},         {WalkerRole, "isWalker"}};
}

QVariant OrderModel::roleData(const OrderRow& row, int role) const {
    switch (role) {
    case CharacterRole:
        return row.character;
    case IdRole:
        return row.id;
    case NameRole:
        return row.name;
    case HouseRole:
        return row.house;
    case HouseCellRole:
        return row.houseCell;
    case StallRole:
        return row.stall;
    case PlaceRole:
        return row.place;
    case WalkerRole:
        return row.walker;
    }
    return {};
}

} // namespace fc::kakilima_ui
