#include "menu_card_model.h"

namespace fc::kommegleich_ui {

QHash<int, QByteArray> MenuCardModel::roleNames() const {
    return {{CardIdRole, "cardId"}, {KindRole, "kind"}};
}

QVariant MenuCardModel::roleData(const MenuCard& row, int role) const {
    switch (role) {
    case CardIdRole:
        return row.id;
    case KindRole:
        return row.kind;
    }
    return {};
}

} // namespace fc::kommegleich_ui
