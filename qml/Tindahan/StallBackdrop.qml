// StallBackdrop: the back of a market stall, drawn behind its sellers: a wall in a pale
// tint of the stall's fruit, and the awning's scalloped edge hanging under its sign in the
// fruit's colour and white. StallView lays it over its body, inside its border. A sign
// beside the sellers (StallView.signBeside) has its edge down its right side.
import QtQuick
import FoodCourt.Common

Item {
    id: backdrop

    required property int fruit
    property real signHeight: 64 // the coloured sign the awning edge hangs from
    property bool beside: false // the sign at the left, signWidth wide, the full height
    property real signWidth: 0
    property real unit: 1
    property real cornerRadius: 0
    readonly property color fruitColour: TindahanStyle.fruitColors[fruit] ?? "white"

    Rectangle { // the wall, its lower corners rounded like the stall
        anchors.fill: parent
        anchors.topMargin: backdrop.beside ? 0 : backdrop.signHeight / 2
        radius: backdrop.cornerRadius
        color: Qt.tint(Theme.surface, Qt.rgba(backdrop.fruitColour.r, backdrop.fruitColour.g,
                                              backdrop.fruitColour.b, 0.16))
    }

    // The awning's edge: half discs under the sign (or right of it), the fruit's colour
    // and white in turn.
    Grid {
        id: scallops
        readonly property real bump: Math.max(6, 10 * backdrop.unit)
        readonly property int count: Math.max(3, Math.floor((backdrop.beside ? backdrop.height : backdrop.width) / bump))
        columns: backdrop.beside ? 1 : count
        x: backdrop.beside ? backdrop.signWidth : (backdrop.width - count * bump) / 2
        y: backdrop.beside ? (backdrop.height - count * bump) / 2 : backdrop.signHeight
        clip: true
        Repeater {
            model: scallops.count
            // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
            // pragma ComponentBehavior: Bound); the ids used here are this file's own.
            // qmllint disable unqualified
            delegate: Item {
                required property int index
                width: backdrop.beside ? scallops.bump / 2 : scallops.bump
                height: backdrop.beside ? scallops.bump : scallops.bump / 2
                clip: true
                Rectangle {
                    x: backdrop.beside ? -width / 2 : 0
                    y: backdrop.beside ? 0 : -height / 2
                    width: scallops.bump
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
