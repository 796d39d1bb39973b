// StallBackdrop: the back of a market stall, drawn behind its sellers: a wall in a pale
// tint of the stall's fruit, and the awning's scalloped edge hanging under its sign in the
// fruit's colour and white. StallView lays it over its body, inside its border.
import QtQuick
import FoodCourt.Common

Item {
    id: backdrop

    required property int fruit
    property real signHeight: 64 // the coloured sign the awning edge hangs from
    property real unit: 1
    property real cornerRadius: 0
    readonly property color fruitColour: TindahanStyle.fruitColors[fruit] ?? "white"

    Rectangle { // the wall, its lower corners rounded like the stall
        anchors.fill: parent
        anchors.topMargin: backdrop.signHeight / 2
        radius: backdrop.cornerRadius
        color: Qt.tint(Theme.surface, Qt.rgba(backdrop.fruitColour.r, backdrop.fruitColour.g,
                                              backdrop.fruitColour.b, 0.16))
    }

    // The awning's edge: half discs under the sign, the fruit's colour and white in turn.
    Row {
        id: scallops
        readonly property real bump: Math.max(6, 10 * backdrop.unit)
        readonly property int count: Math.max(3, Math.floor(backdrop.width / bump))
        x: (backdrop.width - count * bump) / 2
        y: backdrop.signHeight
        height: bump / 2
        clip: true
        Repeater {
            model: scallops.count
            // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
            // pragma ComponentBehavior: Bound); the ids used here are this file's own.
            // qmllint disable unqualified
            delegate: Item {
                required property int index
                width: scallops.bump
                height: scallops.bump / 2
                clip: true
                Rectangle {
                    y: -height / 2
                    width: parent.width
                    height: width
                    radius: width / 2
                    color: parent.index % 2 === 0 ? backdrop.fruitColour : "white"
                    border.color: Qt.darker(backdrop.fruitColour, 1.3)
                    border.width: 1
                }
            }
            // qmllint enable unqualified
        }
    }
}
