// HouseArt: a red house card: a little house with a pitched roof, a door and a window,
// and the character who lives there on the porch.
import QtQuick
import QtQuick.Shapes

Item {
    id: art

    property int character: -1
    property string name: ""
    property bool delivered: false

    Shape {
        id: house
        width: Math.min(parent.width, parent.height) * 0.62
        height: width
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.04
        ShapePath { // roof
            strokeColor: KakiStyle.houseDark; strokeWidth: house.width * 0.04
            fillColor: "#7A2A1F"; joinStyle: ShapePath.RoundJoin
            startX: house.width * 0.05; startY: house.height * 0.45
            PathLine { x: house.width * 0.50; y: house.height * 0.08 }
            PathLine { x: house.width * 0.95; y: house.height * 0.45 }
            PathLine { x: house.width * 0.05; y: house.height * 0.45 }
        }
        ShapePath { // walls
            strokeColor: KakiStyle.houseDark; strokeWidth: house.width * 0.04; fillColor: "#FCE9D8"
            startX: house.width * 0.15; startY: house.height * 0.45
            PathLine { x: house.width * 0.85; y: house.height * 0.45 }
            PathLine { x: house.width * 0.85; y: house.height * 0.95 }
            PathLine { x: house.width * 0.15; y: house.height * 0.95 }
            PathLine { x: house.width * 0.15; y: house.height * 0.45 }
        }
        ShapePath { // door
            strokeColor: "transparent"; fillColor: "#6D4C41"
            startX: house.width * 0.42; startY: house.height * 0.95
            PathLine { x: house.width * 0.42; y: house.height * 0.65 }
            PathLine { x: house.width * 0.58; y: house.height * 0.65 }
            PathLine { x: house.width * 0.58; y: house.height * 0.95 }
        }
        ShapePath { // window
            strokeColor: "#6D4C41"; strokeWidth: house.width * 0.02; fillColor: "#AED6F1"
            startX: house.width * 0.22; startY: house.height * 0.55
            PathLine { x: house.width * 0.35; y: house.height * 0.55 }
            PathLine { x: house.width * 0.35; y: house.height * 0.68 }
            PathLine { x: house.width * 0.22; y: house.height * 0.68 }
            PathLine { x: house.width * 0.22; y: house.height * 0.55 }
        }
    }

    CharacterBadge {
        width: Math.min(art.width, art.height) * 0.30
        anchors.right: parent.right
        anchors.rightMargin: parent.width * 0.06
        y: house.y + house.height * 0.55
        character: art.character
        name: art.name
    }

    // A delivered order: a tick on the door.
    Rectangle {
        visible: art.delivered
        width: Math.min(art.width, art.height) * 0.26
        height: width
        radius: width / 2
        x: parent.width * 0.06
        y: house.y + house.height * 0.55
        color: "#2E7D32"
        border.color: "white"
        border.width: 2
        Text {
            anchors.centerIn: parent
            text: "✓"
            color: "white"
            font.bold: true
            font.pixelSize: parent.width * 0.7
        }
    }
}
