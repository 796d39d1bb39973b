// MapModel: the 36 cards of the Penang map, row by row, with what the table marks on them
// now: where the chosen card can end a walk, where the walk may start, the planner's hint,
// the doors where a carried order would be delivered, and the orders waiting at stalls.
#pragma once

#include "keyed_list_model.h"

#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace fc::kakilima_ui {

struct MapCell {
    int cell = 0;
    QString name;           // "C3"
    QString kind;           // "stall", "house", "orange" or "green"
    QString title;          // stall or location name; houses: the character's name
    int stall = -1;         // 0..3 on stalls
    int character = -1;     // houses: who lives there
    QList<int> waiting;     // stalls: characters whose orders wait here
    bool lit = false;       // the selected card can end its walk here
    bool start = false;     // the walk may start here (choosing the start)
    bool hinted = false;    // the hint's walk ends here
    QList<int> doorFor;     // characters whose carried orders are delivered by ending here
    bool delivered = false; // houses: the resident has their order
    bool operator==(const MapCell&) const = default;
};

class MapModel : public KeyedListModel<MapCell> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("MapModel is owned by KakiLimaTable")
  public:
    enum Role {
        CellRole = Qt::UserRole + 1,
        NameRole,
        KindRole,
        TitleRole,
        StallRole,
        CharacterRole,
        WaitingRole,
        LitRole,
        StartRole,
        HintedRole,
        DoorForRole,
        DeliveredRole,
    };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;

  protected:
    QString key(const MapCell& row) const override { return row.name; }
    QVariant roleData(const MapCell& row, int role) const override;
};

} // namespace fc::kakilima_ui
