#include "cook_model.h"

namespace fc::kandarklash_ui {

CookModel::CookModel(QObject* parent) : QAbstractListModel(parent) {}

int CookModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant CookModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CookRow& r = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case NameRole:
        return r.name;
    case BotRole:
        return r.bot;
    case FavoursRole:
        return r.favours;
    case GainedRole:
        return r.gained;
    case WildsRole:
        return r.wilds;
    case ClaimedRole:
        return r.claimed;
    case ClaimStampRole:
        return r.claimStamp;
    case ClaimRankRole:
        return r.claimRank;
    case VerdictRole:
        return r.verdict;
    case WindowRole:
        return r.window;
    case MismatchesRole:
        return r.mismatches;
    case LastCookRole:
        return r.lastCook;
    case KetchupCellsRole:
        return r.ketchupCells;
    case CanBuildRole:
        return r.canBuild;
    case CanClaimRole:
        return r.canClaim;
    case WinnerRole:
        return r.winner;
    default:
        return {};
    }
}

QHash<int, QByteArray> CookModel::roleNames() const {
    return {{NameRole, "name"},
            {BotRole, "bot"},
            {FavoursRole, "favours"},
            {GainedRole, "gained"},
            {WildsRole, "wilds"},
            {ClaimedRole, "claimed"},
            {ClaimStampRole, "claimStamp"},
            {ClaimRankRole, "claimRank"},
            {VerdictRole, "verdict"},
            {WindowRole, "window"},
            {MismatchesRole, "mismatches"},
            {LastCookRole, "lastCook"},
            {KetchupCellsRole, "ketchupCells"},
            {CanBuildRole, "canBuild"},
            {CanClaimRole, "canClaim"},
            {WinnerRole, "winner"}};
}

void CookModel::setRows(std::vector<CookRow> rows) {
    if (rows.size() != rows_.size()) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        return;
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i] == rows_[i])
            continue;
        rows_[i] = std::move(rows[i]);
        emit dataChanged(index(static_cast<int>(i)), index(static_cast<int>(i)));
    }
}

} // namespace fc::kandarklash_ui
