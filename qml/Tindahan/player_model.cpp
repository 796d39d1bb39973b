#include "player_model.h"

namespace fc::tindahan_ui {

QHash<int, QByteArray> PlayerModel::roleNames() const {
    return {
        {SeatRole, "seat"},
        {NameRole, "name"},
        {TricksWonRole, "tricksWon"},
        {SellersLeftRole, "sellersLeft"},
        {CardsInHandRole, "cardsInHand"},
        {ScoreRole, "score"},
        {IsBotRole, "isBot"},
        {IsToActRole, "isToAct"},
    };
}

QString PlayerModel::key(const PlayerInfo& row) const {
    return QString::number(row.seat);
}

QVariant PlayerModel::roleData(const PlayerInfo& row, int role) const {
    switch (role) {
    case SeatRole:
        return row.seat;
    case NameRole:
        return row.name;
    case TricksWonRole:
        return row.tricksWon;
    case SellersLeftRole:
        return row.sellersLeft;
    case CardsInHandRole:
        return row.cardsInHand;
    case ScoreRole:
        return row.score;
    case IsBotRole:
        return row.isBot;
    case IsToActRole:
        return row.isToAct;
    }
    return {};
}

} // namespace fc::tindahan_ui
