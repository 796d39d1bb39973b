#include "menu_card_model.h"

namespace fc::kommegleich_ui {

MenuCardModel::MenuCardModel(QObject* parent) : KeyedListModel(parent) {
    connect(this, &QAbstractItemModel::rowsInserted, this, &MenuCardModel::countChanged);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &MenuCardModel::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &MenuCardModel::countChanged);
}

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
