#include "map_model.h"

namespace fc::kakilima_ui {

QHash<int, QByteArray> MapModel::roleNames() const {
    return {{CellRole, "cell"},       {NameRole, "cellName"},   {KindRole, "kind"},
            {TitleRole, "title"},     {StallRole, "stall"},     {CharacterRole, "character"},
            {WaitingRole, "waiting"}, {LitRole, "lit"},         {StartRole, "start"},
            {HintedRole, "hinted"},   {DoorForRole, "doorFor"}, {DeliveredRole, "delivered"}};
}

QVariant MapModel::roleData(const MapCell& row, int role) const {
    switch (role) {
    case CellRole:
        return row.cell;
    case NameRole:
        return row.name;
    case KindRole:
        return row.kind;
    case TitleRole:
        return row.title;
    case StallRole:
        return row.stall;
    case CharacterRole:
        return row.character;
    case WaitingRole:
        return QVariant::fromValue(row.waiting);
    case LitRole:
        return row.lit;
    case StartRole:
        return row.start;
    case HintedRole:
        return row.hinted;
    case DoorForRole:
        return QVariant::fromValue(row.doorFor);
    case DeliveredRole:
        return row.delivered;
    }
    return {};
}

} // namespace fc::kakilima_ui
