#include "hand_model.h"

namespace fc::kakilima_ui {

QHash<int, QByteArray> HandModel::roleNames() const {
    return {{TokenRole, "token"},       {NumberRole, "number"},     {BoosterRole, "booster"},
            {PlayableRole, "playable"}, {SelectedRole, "selected"}, {SwapPickRole, "swapPick"},
            {HintedRole, "hinted"}};
}

QVariant HandModel::roleData(const HandCard& row, int role) const {
    switch (role) {
    case TokenRole:
        return row.token;
    case NumberRole:
        return row.number;
    case BoosterRole:
        return row.booster;
    case PlayableRole:
        return row.playable;
    case SelectedRole:
        return row.selected;
    case SwapPickRole:
        return row.swapPick;
    case HintedRole:
        return row.hinted;
    }
    return {};
}

} // namespace fc::kakilima_ui
