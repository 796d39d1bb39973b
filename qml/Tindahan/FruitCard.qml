// FruitCard: the face of one fruit card: the value large in two corners, the fruit's
// shape in the middle, its letter and colour band. Purely visual: the hand and the trick
// decide what a tap means.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Rectangle {
    id: card

    required property int fruit
    required property int value
    // Raised with a bright edge: this card may be played now.
    property bool highlighted: false
    // Greyed: it is this player's turn but the card may not be played.
    property bool dimmed: false

    implicitWidth: 120
    implicitHeight: 168
    radius: width * 0.08
    color: Theme.surface
    border.width: highlighted ? Math.max(3, width * 0.05) : Math.max(1, width * 0.015)
    border.color: highlighted ? TindahanStyle.highlight : Theme.outline
    opacity: dimmed ? 0.45 : 1
    Accessible.role: Accessible.Graphic
    //: A card: value and fruit, e.g. "7 of durians"
    Accessible.name: qsTr("%1 of %2").arg(value).arg(TindahanStyle.fruitName(fruit))

    Rectangle {
        id: band
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: card.border.width }
        height: parent.height * 0.24
        radius: card.radius * 0.8
        color: TindahanStyle.fruitColors[card.fruit] ?? "white"
        Rectangle { // squares off the band's lower corners
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            height: parent.radius
            color: parent.color
        }
        Label {
            anchors { left: parent.left; leftMargin: card.width * 0.07; verticalCenter: parent.verticalCenter }
            text: card.value
            font.pixelSize: parent.height * 0.78
            font.bold: true
            color: TindahanStyle.fruitInk[card.fruit] ?? "black"
        }
        Label {
            anchors { right: parent.right; rightMargin: card.width * 0.07; verticalCenter: parent.verticalCenter }
            text: TindahanStyle.fruitLetter(card.fruit)
            font.pixelSize: parent.height * 0.55
            font.bold: true
            color: TindahanStyle.fruitInk[card.fruit] ?? "black"
        }
    }

    FruitIcon {
        fruit: card.fruit
        anchors { top: band.bottom; bottom: bottomValue.top; horizontalCenter: parent.horizontalCenter }
        anchors.margins: card.height * 0.03
        width: card.width * 0.8
        outlineWidth: 5
    }

    Label {
        id: bottomValue
        anchors { right: parent.right; bottom: parent.bottom; rightMargin: card.width * 0.08; bottomMargin: card.height * 0.02 }
        text: card.value
        rotation: 180
        font.pixelSize: card.height * 0.14
        font.bold: true
        color: Theme.ink
    }
}
