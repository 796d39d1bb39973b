#include "stack_model.h"

#include <numbers>

namespace fc::wokup_ui {

using namespace fc::wokup;

QVariantMap pieceMap(const Piece& piece) {
    return {{QStringLiteral("x"), piece.centre.x},
            {QStringLiteral("y"), piece.centre.y},
            {QStringLiteral("angle"), piece.angle * 180 / std::numbers::pi},
            {QStringLiteral("length"), 2 * piece.halfLength},
            {QStringLiteral("breadth"), 2 * piece.halfWidth}};
}

StackModel::StackModel(QObject* parent) : QAbstractListModel(parent), rows_(kStackCount) {}

int StackModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant StackModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    if (role == CardsRole)
        return row.cards;
    if (role == PieceRole)
        return pieceMap(stackPiece(index.row()));
    if (role == FaceUpRole)
        return row.faceUp < 0 ? QString() : QString::fromStdString(cardName(row.faceUp));
    // A face-down card asks nothing: neutral values keep QML's typed properties happy.
    static const Recipe kNothing{Family::TokenSet};
    const Recipe& r = row.faceUp < 0 ? kNothing : recipe(row.faceUp);
    switch (role) {
    case FamilyRole:
        return static_cast<int>(r.family);
    case IngredientRole:
        return static_cast<int>(r.ingredient);
    case OtherRole:
        return r.anyOther ? -1 : static_cast<int>(r.other);
    case CountsRole:
        return QVariantList{r.counts[0], r.counts[1], r.counts[2]};
    case AmountRole:
        return r.amount;
    case KindsRole: {
        QVariantList kinds;
        for (int i = 0; i < kIngredientCount; ++i) {
            if (r.ingredientMask & (1 << i))
                kinds.append(i);
        }
        return kinds;
    }
    case PlaceRole:
        return static_cast<int>(r.place);
    default:
        return {};
    }
}

QHash<int, QByteArray> StackModel::roleNames() const {
    return {{CardsRole, "cards"},   {FaceUpRole, "faceUp"},
            {FamilyRole, "family"}, {IngredientRole, "ingredient"},
            {OtherRole, "other"},   {CountsRole, "counts"},
            {AmountRole, "amount"}, {KindsRole, "kinds"},
            {PlaceRole, "place"},   {PieceRole, "piece"}};
}

void StackModel::update(const State& state) {
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const Stack& stack = state.stacks[i];
        const Row next{static_cast<int>(stack.cards.size()),
                       stack.topFaceUp && !stack.cards.empty() ? stack.cards.back() : -1};
        if (next == rows_[i])
            continue;
        rows_[i] = next;
        const QModelIndex at = index(static_cast<int>(i));
        emit dataChanged(at, at); // the whole face changes with the card
    }
}

} // namespace fc::wokup_ui
