#include "token_model.h"

#include "wokup/content.h"
#include "wokup/geometry.h"

namespace fc::wokup_ui {

using namespace fc::wokup;

int TokenModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant TokenModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    const TokenFaces faces = tokenFaces(row.token.token);
    switch (role) {
    case TokenIdRole:
        return QString::fromStdString(tokenName(row.token.token));
    case IngredientRole:
        return static_cast<int>(faces.ingredient);
    case PicturesRole:
        return faces.counts[static_cast<std::size_t>(row.token.side)];
    case XRole:
        return row.token.position.x;
    case YRole:
        return row.token.position.y;
    case InWokRole:
        return inWok(row.token.position);
    case ThrowerRole:
        return row.thrower;
    default:
        return {};
    }
}

QHash<int, QByteArray> TokenModel::roleNames() const {
    return {{TokenIdRole, "tokenId"},
            {IngredientRole, "ingredient"},
            {PicturesRole, "pictures"},
            {XRole, "xCm"},
            {YRole, "yCm"},
            {InWokRole, "inWok"},
            {ThrowerRole, "thrower"}};
}

void TokenModel::update(const std::vector<TableToken>& table, int thrower) {
    // The engine only appends to the table or clears it, so rows line up by position.
    if (table.size() < rows_.size()) { // a new round: every token goes back at once
        beginRemoveRows({}, 0, static_cast<int>(rows_.size()) - 1);
        rows_.clear();
        endRemoveRows();
    }
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        Row& row = rows_[i];
        if (row.token.position.x == table[i].position.x &&
            row.token.position.y == table[i].position.y)
            continue;
        row.token.position = table[i].position;
        const QModelIndex at = index(static_cast<int>(i));
        emit dataChanged(at, at, {XRole, YRole, InWokRole});
    }
    if (table.size() > rows_.size()) {
        beginInsertRows({}, static_cast<int>(rows_.size()), static_cast<int>(table.size()) - 1);
        for (std::size_t i = rows_.size(); i < table.size(); ++i)
            rows_.push_back({table[i], thrower});
        endInsertRows();
    }
}

} // namespace fc::wokup_ui
