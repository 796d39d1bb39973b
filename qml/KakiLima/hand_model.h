// HandModel: the five Langkah cards in hand, in the order they came to the hand (a played
// card's neighbours stay put, a drawn card joins at the end), with the table's marks: the
// selected card, the card picked to swap away, the hint's card, and which can be played.
#pragma once

#include "keyed_list_model.h"

#include <QtQml/qqmlregistration.h>

namespace fc::kakilima_ui {

struct HandCard {
    QString key;           // token and copy number ("2#1"): two alike cards stay apart
    QString token;         // the engine's card token: "3", "3x2", "3+2", "3c", "3m", "3s"
    int number = 0;        // 1..5, the steps and the cost
    QString booster;       // "", "x2", "+2", "clearing" or "swap"
    bool playable = false; // some walk uses it now
    bool selected = false;
    bool swapPick = false; // picked to swap with the discard pile's top
    bool hinted = false;
    bool operator==(const HandCard&) const = default;
};

class HandModel : public KeyedListModel<HandCard> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("HandModel is owned by KakiLimaTable")
  public:
    enum Role {
        TokenRole = Qt::UserRole + 1,
        NumberRole,
        BoosterRole,
        PlayableRole,
        SelectedRole,
        SwapPickRole,
        HintedRole,
    };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;

  protected:
    QString key(const HandCard& row) const override { return row.key; }
    QVariant roleData(const HandCard& row, int role) const override;
};

} // namespace fc::kakilima_ui
