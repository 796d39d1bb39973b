#include "standings_model.h"

#include <algorithm>
#include <tuple>

StandingsModel::StandingsModel(QObject* parent) : QAbstractListModel(parent) {}

int StandingsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant StandingsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_.at(index.row());
    switch (role) {
    case SeatRole:
        return row.seat;
    case NameRole:
        return row.name;
    case ScoreRole:
        return row.score;
    case PlaceRole:
        return row.place;
    case WinnerRole:
        return row.winner;
    case DetailsRole:
        return row.details;
    default:
        return {};
    }
}

QHash<int, QByteArray> StandingsModel::roleNames() const {
    return {{SeatRole, "seat"},   {NameRole, "name"},     {ScoreRole, "score"},
            {PlaceRole, "place"}, {WinnerRole, "winner"}, {DetailsRole, "details"}};
}

void StandingsModel::setNames(const QStringList& names) {
    if (names == names_)
        return;
    names_ = names;
    emit namesChanged();
    rebuild();
}
void StandingsModel::setScores(const QList<int>& scores) {
    if (scores == scores_)
        return;
    scores_ = scores;
    emit scoresChanged();
    rebuild();
}
void StandingsModel::setWinners(const QList<int>& winners) {
    if (winners == winners_)
        return;
    winners_ = winners;
    emit winnersChanged();
    rebuild();
}
void StandingsModel::setTieBreaks(const QList<int>& tieBreaks) {
    if (tieBreaks == tieBreaks_)
        return;
    tieBreaks_ = tieBreaks;
    emit tieBreaksChanged();
    rebuild();
}
void StandingsModel::setDetails(const QVariantList& details) {
    if (details == details_)
        return;
    details_ = details;
    emit detailsChanged();
    rebuild();
}

namespace {
QVariantMap mapOf(const StandingsModel::Row& row) {
    return {{QStringLiteral("seat"), row.seat},     {QStringLiteral("name"), row.name},
            {QStringLiteral("score"), row.score},   {QStringLiteral("place"), row.place},
            {QStringLiteral("winner"), row.winner}, {QStringLiteral("details"), row.details}};
}
} // namespace

QVariantList StandingsModel::rowMaps() const {
    QVariantList list;
    for (const Row& row : rows_)
        list.append(mapOf(row));
    return list;
}

QVariantMap StandingsModel::rowOfSeat(int seat) const {
    for (const Row& row : rows_) {
        if (row.seat == seat)
            return mapOf(row);
    }
    return {};
}

QStringList StandingsModel::winnerNames() const {
    QStringList names;
    for (int seat = 0; seat < names_.size(); ++seat) {
        if (winners_.contains(seat))
            names.append(names_.at(seat));
    }
    return names;
}

// The rows follow the names: a seat without a score counts 0, so the model is whole while
// a table fills its properties one by one.
void StandingsModel::rebuild() {
    QList<Row> next;
    for (int seat = 0; seat < names_.size(); ++seat) {
        Row row;
        row.seat = seat;
        row.name = names_.at(seat);
        row.score = seat < scores_.size() ? scores_.at(seat) : 0;
        row.winner = winners_.contains(seat);
        if (seat < details_.size())
            row.details = details_.at(seat).toStringList();
        next.append(row);
    }
    const auto tieBreak = [this](int seat) {
        return seat < tieBreaks_.size() ? tieBreaks_.at(seat) : 0;
    };
    // Higher is better in every part of the key.
    const auto key = [&](const Row& row) {
        return std::make_tuple(row.winner, row.score, tieBreak(row.seat));
    };
    std::stable_sort(next.begin(), next.end(),
                     [&](const Row& a, const Row& b) { return key(a) > key(b); });
    for (Row& row : next) {
        row.place =
            1 + static_cast<int>(std::count_if(next.cbegin(), next.cend(), [&](const Row& other) {
                return key(other) > key(row);
            }));
    }
    beginResetModel();
    rows_ = next;
    endResetModel();
    emit rowsChanged();
}
