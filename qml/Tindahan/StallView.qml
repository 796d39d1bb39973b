// StallView: one market stall: its fruit, whether it is led or trump, and the sellers
// each seat placed there (token shape and colour, with the count in figures).
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Rectangle {
    id: stall

    required property int fruit
    required property bool isTrump
    required property bool isLed
    required property var sellers
    property real unit: 1
    // The leader is choosing where to move the trump token: this stall can be tapped.
    property bool pickable: false

    signal picked(int fruit)

    radius: Theme.radius * unit
    color: Theme.surface
    border.width: pickable ? 4 * unit : (isLed ? 3 * unit : 1)
    border.color: pickable || isLed ? TindahanStyle.highlight : Theme.outline
    objectName: "stall_" + fruit
    Accessible.role: pickable ? Accessible.Button : Accessible.Pane
    Accessible.name: TindahanStyle.fruitName(fruit)
    Accessible.onPressAction: if (pickable) stall.picked(fruit)

    Rectangle {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Math.max(44 * stall.unit, parent.height * 0.24)
        radius: stall.radius
        color: TindahanStyle.fruitColors[stall.fruit] ?? "white"
        Row {
            anchors.centerIn: parent
            spacing: 6 * stall.unit
            FruitIcon {
                fruit: stall.fruit
                width: header.height * 0.8
                height: width
                anchors.verticalCenter: parent.verticalCenter
            }
            Label {
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, stall.width - header.height - 18 * stall.unit)
                elide: Text.ElideRight
                text: TindahanStyle.fruitName(stall.fruit)
                font.pixelSize: Theme.fontBody * stall.unit
                font.bold: true
                color: TindahanStyle.fruitInk[stall.fruit] ?? "black"
            }
        }
    }

    Label {
        id: badge
        anchors { top: header.bottom; horizontalCenter: parent.horizontalCenter; topMargin: 4 * stall.unit }
        visible: stall.isLed || stall.isTrump
        text: stall.isTrump && stall.isLed ? qsTr("Trump · Led")
              : stall.isTrump ? qsTr("Trump") : qsTr("Led")
        font.pixelSize: Theme.fontSmall * stall.unit
        font.bold: true
        color: Theme.ink
    }

    Flow {
        anchors { left: parent.left; right: parent.right; top: badge.bottom; bottom: parent.bottom }
        anchors.margins: 6 * stall.unit
        spacing: 4 * stall.unit
        Repeater {
            model: stall.sellers
            // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
            // pragma ComponentBehavior: Bound); the ids used here are this file's own.
            // qmllint disable unqualified
            delegate: Row {
                id: sellerGroup
                required property int index
                required property int modelData
                visible: modelData > 0
                spacing: 2 * stall.unit
                SellerToken {
                    seat: sellerGroup.index
                    width: 26 * stall.unit
                    height: width
                    anchors.verticalCenter: parent.verticalCenter
                }
                Label {
                    objectName: "stallSellers_" + stall.fruit + "_" + sellerGroup.index
                    anchors.verticalCenter: parent.verticalCenter
                    //: Number of sellers a player has at a stall, e.g. "×3"
                    text: qsTr("×%1").arg(sellerGroup.modelData)
                    font.pixelSize: Theme.fontBody * stall.unit
                    font.bold: true
                    color: Theme.ink
                }
            }
            // qmllint enable unqualified
        }
    }

    TapHandler {
        enabled: stall.pickable
        onTapped: stall.picked(stall.fruit)
    }
}
