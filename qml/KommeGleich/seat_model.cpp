#include "seat_model.h"

namespace fc::kommegleich_ui {

QHash<int, QByteArray> SeatModel::roleNames() const {
    return {{SeatRole, "seat"},           {NameRole, "name"},
            {IsBotRole, "isBot"},         {IsStartRole, "isStart"},
            {IsToActRole, "isToAct"},     {IsWinnerRole, "isWinner"},
            {HandCountRole, "handCount"}, {FaceDownCountRole, "faceDownCount"},
            {TipsRole, "tips"},           {ScoreRole, "score"}};
}

QVariant SeatModel::roleData(const SeatInfo& row, int role) const {
    switch (role) {
    case SeatRole:
        return row.seat;
    case NameRole:
        return row.name;
    case IsBotRole:
        return row.isBot;
    case IsStartRole:
        return row.isStart;
    case IsToActRole:
        return row.isToAct;
    case IsWinnerRole:
        return row.isWinner;
    case HandCountRole:
        return row.handCount;
    case FaceDownCountRole:
        return row.faceDownCount;
    case TipsRole:
        return QVariant::fromValue(row.tips);
    case ScoreRole:
        return row.score;
    }
    return {};
}

} // namespace fc::kommegleich_ui
