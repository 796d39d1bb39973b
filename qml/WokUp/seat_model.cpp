#include "seat_model.h"

namespace fc::wokup_ui {

using namespace fc::wokup;

int SeatModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant SeatModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case NameRole:
        return row.name;
    case BotRole:
        return row.bot;
    case PileRole:
        return row.pile;
    case WonRole:
        return row.won;
    case WonFamiliesRole: {
        QVariantList families;
        for (const QString& name : row.won)
            families.append(static_cast<int>(recipe(parseCardName(name.toStdString())).family));
        return families;
    }
    case OutRole:
        return row.out;
    case ToThrowRole:
        return row.toThrow;
    case DecidedRole:
        return row.decided;
    default:
        return {};
    }
}

QHash<int, QByteArray> SeatModel::roleNames() const {
    return {{NameRole, "name"},
            {BotRole, "bot"},
            {PileRole, "pile"},
            {WonRole, "won"},
            {WonFamiliesRole, "wonFamilies"},
            {OutRole, "out"},
            {ToThrowRole, "toThrow"},
            {DecidedRole, "decided"}};
}

void SeatModel::reset(const QStringList& names, const QList<bool>& bots) {
    beginResetModel(); // only when a match starts: the seats themselves change
    rows_.clear();
    for (qsizetype i = 0; i < names.size(); ++i)
        rows_.push_back({names[i], i < bots.size() && bots[i], 0, {}, false, false, false});
    endResetModel();
}

void SeatModel::update(const State& state) {
    for (std::size_t i = 0; i < rows_.size() && i < state.piles.size(); ++i) {
        Row next = rows_[i];
        next.pile = static_cast<int>(state.piles[i].size());
        next.won.clear();
        for (int card : state.won[i])
            next.won.append(QString::fromStdString(cardName(card)));
        next.out = state.out[i];
        next.toThrow = state.phase == Phase::Throwing && state.toThrow[i];
        next.decided = state.phase == Phase::Claiming && state.hasDecided(static_cast<int>(i));
        QList<int> roles;
        const Row& now = rows_[i];
        if (next.pile != now.pile)
            roles << PileRole;
        if (next.won != now.won)
            roles << WonRole << WonFamiliesRole;
        if (next.out != now.out)
            roles << OutRole;
        if (next.toThrow != now.toThrow)
            roles << ToThrowRole;
        if (next.decided != now.decided)
            roles << DecidedRole;
        if (roles.isEmpty())
            continue;
        rows_[i] = std::move(next);
        const QModelIndex at = index(static_cast<int>(i));
        emit dataChanged(at, at, roles);
    }
}

} // namespace fc::wokup_ui
