#include "card_model.h"

#include <QStringList>

namespace fc::kandarklash_ui {

using namespace fc::kandarklash;

CardModel::CardModel(QObject* parent) : QAbstractListModel(parent) {
    for (int i = 0; i < kCardCount; ++i)
        rows_[static_cast<std::size_t>(i)].placement.card = i + 1;
}

int CardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kCardCount;
}

QVariant CardModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    const Placement& p = row.placement;
    switch (role) {
    case CardRole:
        return p.card;
    case OnMatRole:
        return row.layer >= 0;
    case CellXRole:
        return p.x;
    case CellYRole:
        return p.y;
    case RotationRole:
        return p.rotation;
    case BackRole:
        return p.back;
    case LayerRole:
        return row.layer;
    case ColumnsRole:
        return footprintOf(p.card, p.rotation, p.back).width;
    case RowsRole:
        return footprintOf(p.card, p.rotation, p.back).height;
    case FacesRole: {
        const Footprint f = footprintOf(p.card, p.rotation, p.back);
        QStringList faces;
        for (int dy = 0; dy < f.height; ++dy)
            for (int dx = 0; dx < f.width; ++dx) {
                const auto token = ingredients()[static_cast<std::size_t>(f.at(dx, dy))].token;
                faces.append(QString::fromUtf8(token.data(), static_cast<qsizetype>(token.size())));
            }
        return faces;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> CardModel::roleNames() const {
    return {{CardRole, "card"},        {OnMatRole, "placed"},    {CellXRole, "cellX"},
            {CellYRole, "cellY"},      {RotationRole, "turns"},  {BackRole, "back"},
            {LayerRole, "stackLevel"}, {ColumnsRole, "columns"}, {RowsRole, "rows"},
            {FacesRole, "faces"}};
}

void CardModel::show(const Table& table) {
    for (int i = 0; i < kCardCount; ++i) {
        Row row = rows_[static_cast<std::size_t>(i)];
        row.layer = -1;
        for (std::size_t layer = 0; layer < table.stack.size(); ++layer) {
            if (table.stack[layer].card == i + 1) {
                row.placement = table.stack[layer];
                row.layer = static_cast<int>(layer);
            }
        }
        setRow(i, row);
    }
}

bool CardModel::setHandPose(int card, int rotation, bool back) {
    if (card < 1 || card > kCardCount || onMat(card))
        return false;
    Row row = rows_[static_cast<std::size_t>(card - 1)];
    row.placement.rotation = ((rotation % 4) + 4) % 4;
    row.placement.back = back;
    setRow(card - 1, row);
    return true;
}

Placement CardModel::placementOf(int card) const {
    return rows_[static_cast<std::size_t>(card - 1)].placement;
}

bool CardModel::onMat(int card) const {
    return rows_[static_cast<std::size_t>(card - 1)].layer >= 0;
}

void CardModel::setRow(int index, const Row& row) {
    if (rows_[static_cast<std::size_t>(index)] == row)
        return;
    rows_[static_cast<std::size_t>(index)] = row;
    emit dataChanged(this->index(index), this->index(index));
}

} // namespace fc::kandarklash_ui
