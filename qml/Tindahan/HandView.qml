// HandView: the shown seat's hand as large touch cards, in one or two rows. Legal cards
// stand out; tapping an illegal one asks the table why (the engine's words).
import QtQuick
import FoodCourt.Common

Item {
    id: hand

    property alias model: grid.model
    property int rows: 1
    property bool live: false        // it is this hand's turn
    property bool reduceMotion: false
    property string hintCard: ""     // the card "What can I do?" points at ("" for none)
    // The model's count, not the view's: reading the view's lays it out on the spot, and
    // its delegates' sizes follow cardWidth, which follows this (a binding loop).
    readonly property int count: grid.model?.count ?? 0
    readonly property alias cellHeight: grid.cellHeight

    signal cardTapped(string cardId, bool legal, string whyIllegal)

    readonly property int columns: Math.max(1, Math.ceil(Math.max(hand.count, 1) / rows))
    readonly property real cardWidth: Math.min(width / columns, (height / rows) / 1.4)

    GridView {
    id: grid
    // As wide as the cards in a row, centred under the table. Half a pixel more: the view
    // fits floor(width / cellWidth) cells in a row, and n * cellWidth can come out a hair
    // under n cells (7 x 157.368... did), which put the last card alone on a second row,
    // below the window.
    anchors.horizontalCenter: parent.horizontalCenter
    width: Math.min(parent.width, Math.min(Math.max(hand.count, 1), hand.columns) * cellWidth) + 0.5
    height: parent.height
    cellWidth: hand.cardWidth
    cellHeight: hand.cardWidth * 1.4
    interactive: false
    objectName: "hand"

        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
        // qmllint disable unqualified
        delegate: Item {
            id: slot
            required property string cardId
            required property int fruit
            required property int value
            required property bool legal
            required property string whyIllegal

            width: grid.cellWidth
            height: hand.cellHeight
            objectName: "card_" + cardId
            // A dealt card fades in. Done here, not as the view's add transition: a view
            // leaves an item where the transition began if the layout changes meanwhile
            // (the window turns), and the card would stay out of place.
            NumberAnimation on opacity {
                running: !hand.reduceMotion
                from: 0
                to: 1
                duration: 250
            }

            FruitCard {
                anchors.fill: parent
                anchors.margins: Math.max(2, parent.width * 0.035)
                anchors.topMargin: hand.live && slot.legal ? 0 : parent.height * 0.05
                fruit: slot.fruit
                value: slot.value
                highlighted: hand.live && slot.legal
                dimmed: hand.live && !slot.legal
                Behavior on anchors.topMargin {
                    enabled: !hand.reduceMotion
                    NumberAnimation { duration: 150 }
                }
            }
            HintGlow {
                objectName: "hintGlow"
                shown: slot.cardId === hand.hintCard
                reduceMotion: hand.reduceMotion
            }
            TapHandler {
                onTapped: hand.cardTapped(slot.cardId, slot.legal, slot.whyIllegal)
            }
            // The keyboard and a screen reader play the card as a tap does.
            activeFocusOnTab: true
            Accessible.role: Accessible.Button
            //: A card in the hand, read by a screen reader: value and fruit, e.g. "7 of durians"
            Accessible.name: qsTr("%1 of %2").arg(slot.value).arg(TindahanStyle.fruitName(slot.fruit))
            Accessible.description: hand.live && slot.legal
                                    //: Read after a hand card's name: it may be played now.
                                    ? qsTr("playable")
                                    //: Read after a hand card's name.
                                    : qsTr("not playable now")
            Accessible.onPressAction: hand.cardTapped(slot.cardId, slot.legal, slot.whyIllegal)
            Keys.onPressed: event => Keyboard.handle(event, slot,
                                                     () => hand.cardTapped(slot.cardId, slot.legal, slot.whyIllegal))
            FocusRing {}
        }
        // qmllint enable unqualified

        remove: Transition {
            enabled: !hand.reduceMotion
            ParallelAnimation {
                NumberAnimation { property: "opacity"; to: 0; duration: 200 }
                NumberAnimation { property: "y"; to: -grid.cellHeight * 0.6; duration: 200 }
            }
        }
        displaced: Transition {
            enabled: !hand.reduceMotion
            // An add transition cut short by a displacement would leave the card faded.
            ParallelAnimation {
                NumberAnimation { properties: "x,y"; duration: 220; easing.type: Easing.OutCubic }
                NumberAnimation { property: "opacity"; to: 1; duration: 200 }
            }
        }
    }
}
