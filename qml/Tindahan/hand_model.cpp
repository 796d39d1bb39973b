#include "hand_model.h"

namespace fc::tindahan_ui {

void HandModel::update(const QList<HandCard>& next) {
    const int before = rowCount();
    KeyedListModel::update(next);
    if (rowCount() != before)
        emit countChanged();
}

QHash<int, QByteArray> HandModel::roleNames() const {
    return {
        {CardIdRole, "cardId"}, {FruitRole, "fruit"},           {ValueRole, "value"},
        {LegalRole, "legal"},   {WhyIllegalRole, "whyIllegal"},
    };
}

QString HandModel::key(const HandCard& row) const {
    return row.id;
}

QVariant HandModel::roleData(const HandCard& row, int role) const {
    switch (role) {
    case CardIdRole:
        return row.id;
    case FruitRole:
        return row.fruit;
    case ValueRole:
        return row.value;
    case LegalRole:
        return row.legal;
    case WhyIllegalRole:
        return row.whyIllegal;
    }
    return {};
}

} // namespace fc::tindahan_ui
