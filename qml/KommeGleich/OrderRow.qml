// OrderRow: the five orders (menu cards face up) in the middle of the table, printed to
// read from both long sides. A covered order is replaced by the covering card with a
// small animation; `marks` lights orders up while a card or a run is dragged over them.
import QtQuick
import FoodCourt.KommeGleich

ListView {
    id: orders

    property real cardWidth: 100
    property var marks: []          // MenuCard.Mark per order slot
    property bool reduceMotion: false

    // The order slot under a point of this item, or -1.
    function slotAt(x: real, y: real): int {
        return indexAt(x + contentX, y + contentY)
    }

    orientation: ListView.Horizontal
    interactive: false
    spacing: cardWidth * 0.12
    implicitWidth: 5 * cardWidth + 4 * spacing
    implicitHeight: cardWidth * 1.45

    // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
    // pragma ComponentBehavior: Bound); the ids used here are this file's own.
    // qmllint disable unqualified
    delegate: Item {
        id: order
        required property int kind
        required property int index
        objectName: "order_" + index
        width: orders.cardWidth
        height: orders.height
        MenuCard {
            width: orders.cardWidth
            kind: order.kind
            twoSided: true
            mark: orders.marks[order.index] ?? MenuCard.Mark.None
        }
    }
    // qmllint enable unqualified

    add: Transition {
        NumberAnimation { property: "scale"; from: 1.3; to: 1; duration: orders.reduceMotion ? 0 : 350; easing.type: Easing.OutBack }
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: orders.reduceMotion ? 0 : 250 }
    }
    remove: Transition {
        NumberAnimation { property: "opacity"; to: 0; duration: orders.reduceMotion ? 0 : 200 }
    }
}
