// PlaceArt: an orange or green location card. Orange cards show a landmark (a clock tower
// with arched windows), green cards a street with its centre line and a tree. In MCO Mode
// they only give the map its look.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Shapes

Item {
    id: art

    property bool orange: true

    Shape { // orange: a landmark tower
        id: tower
        visible: art.orange
        width: Math.min(parent.width, parent.height) * 0.5
        height: width
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -parent.height * 0.08
        ShapePath {
            strokeColor: KakiStyle.orangeDark; strokeWidth: tower.width * 0.05; fillColor: "#FFF3E0"
            joinStyle: ShapePath.RoundJoin
            startX: tower.width * 0.30; startY: tower.height * 0.95
            PathLine { x: tower.width * 0.30; y: tower.height * 0.35 }
            PathLine { x: tower.width * 0.50; y: tower.height * 0.05 }
            PathLine { x: tower.width * 0.70; y: tower.height * 0.35 }
            PathLine { x: tower.width * 0.70; y: tower.height * 0.95 }
            PathLine { x: tower.width * 0.30; y: tower.height * 0.95 }
        }
        ShapePath { // the clock
            strokeColor: KakiStyle.orangeDark; strokeWidth: tower.width * 0.03; fillColor: "white"
            startX: tower.width * 0.40; startY: tower.height * 0.45
            PathArc { x: tower.width * 0.60; y: tower.height * 0.45; radiusX: tower.width * 0.10; radiusY: tower.width * 0.10 }
            PathArc { x: tower.width * 0.40; y: tower.height * 0.45; radiusX: tower.width * 0.10; radiusY: tower.width * 0.10 }
        }
        ShapePath { // an arched door
            strokeColor: "transparent"; fillColor: KakiStyle.orangeDark
            startX: tower.width * 0.43; startY: tower.height * 0.95
            PathLine { x: tower.width * 0.43; y: tower.height * 0.78 }
            PathArc { x: tower.width * 0.57; y: tower.height * 0.78; radiusX: tower.width * 0.07; radiusY: tower.width * 0.07 }
            PathLine { x: tower.width * 0.57; y: tower.height * 0.95 }
        }
    }

    Item { // green: a street and a tree
        visible: !art.orange
        anchors.fill: parent
        Rectangle {
            id: street
            width: parent.width
            height: parent.height * 0.22
            anchors.verticalCenter: parent.verticalCenter
            anchors.verticalCenterOffset: -parent.height * 0.08
            color: KakiStyle.road
            Row {
                anchors.centerIn: parent
                spacing: street.width * 0.08
                Repeater {
                    model: 4
                    Rectangle { width: street.width * 0.12; height: Math.max(2, street.height * 0.12); color: "#FDFEFE" }
                }
            }
        }
        Rectangle { // trunk
            width: parent.width * 0.05
            height: parent.height * 0.14
            x: parent.width * 0.75
            y: street.y - height + 1
            color: "#6D4C41"
        }
        Rectangle { // crown
            width: parent.width * 0.22
            height: width
            radius: width / 2
            x: parent.width * 0.665
            y: street.y - parent.height * 0.14 - height * 0.8
            color: KakiStyle.greenDark
        }
    }
}
