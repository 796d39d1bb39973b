// FoodStallArt: a food stall card: a striped awning over a counter, and the stall's own
// dish drawn as vector shapes (a kopi cup, a slice of roti bakar, a bowl of chendul, a
// plate of rojak).
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Shapes

Item {
    id: art

    property int stall: 0
    readonly property var colors: KakiStyle.awnings[Math.max(0, stall) % 4]

    // The awning: stripes with a scalloped edge.
    Row {
        id: awning
        width: parent.width
        height: parent.height * 0.26
        clip: true
        Repeater {
            model: 6
            Rectangle {
                required property int index
                width: awning.width / 6
                height: awning.height
                color: index % 2 === 0 ? art.colors[0] : art.colors[1]
            }
        }
    }
    Row {
        anchors.top: awning.bottom
        anchors.topMargin: -height / 2
        Repeater {
            model: 6
            Rectangle {
                required property int index
                width: art.width / 6
                height: width * 0.6
                radius: height / 2
                color: index % 2 === 0 ? art.colors[0] : art.colors[1]
            }
        }
    }

    // The dish, centred on the counter.
    Item {
        id: dish
        width: Math.min(parent.width, parent.height) * 0.52
        height: width
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: awning.bottom
        anchors.topMargin: parent.height * 0.08

        Shape {
            anchors.fill: parent
            visible: art.stall === 0 // kopi: a cup with a handle and steam
            ShapePath {
                strokeColor: "#5D3A1A"; strokeWidth: dish.width * 0.05; fillColor: "white"
                startX: dish.width * 0.18; startY: dish.height * 0.35
                PathLine { x: dish.width * 0.72; y: dish.height * 0.35 }
                PathLine { x: dish.width * 0.64; y: dish.height * 0.85 }
                PathLine { x: dish.width * 0.26; y: dish.height * 0.85 }
                PathLine { x: dish.width * 0.18; y: dish.height * 0.35 }
            }
            ShapePath {
                strokeColor: "#5D3A1A"; strokeWidth: dish.width * 0.05; fillColor: "transparent"
                startX: dish.width * 0.70; startY: dish.height * 0.45
                PathArc { x: dish.width * 0.67; y: dish.height * 0.70; radiusX: dish.width * 0.13; radiusY: dish.height * 0.13 }
            }
            ShapePath {
                strokeColor: "#7F8C8D"; strokeWidth: dish.width * 0.035; fillColor: "transparent"
                startX: dish.width * 0.38; startY: dish.height * 0.28
                PathQuad { x: dish.width * 0.40; y: dish.height * 0.05; controlX: dish.width * 0.25; controlY: dish.height * 0.15 }
            }
            ShapePath {
                strokeColor: "#7F8C8D"; strokeWidth: dish.width * 0.035; fillColor: "transparent"
                startX: dish.width * 0.52; startY: dish.height * 0.28
                PathQuad { x: dish.width * 0.54; y: dish.height * 0.05; controlX: dish.width * 0.39; controlY: dish.height * 0.15 }
            }
            ShapePath {
                strokeColor: "transparent"; fillColor: "#7B4A24"
                startX: dish.width * 0.21; startY: dish.height * 0.43
                PathLine { x: dish.width * 0.69; y: dish.height * 0.43 }
                PathLine { x: dish.width * 0.68; y: dish.height * 0.50 }
                PathLine { x: dish.width * 0.22; y: dish.height * 0.50 }
            }
        }
        Shape {
            anchors.fill: parent
            visible: art.stall === 1 // roti bakar: toast with kaya
            ShapePath {
                strokeColor: "#8B5A2B"; strokeWidth: dish.width * 0.05; fillColor: "#F4C77B"
                startX: dish.width * 0.15; startY: dish.height * 0.90
                PathLine { x: dish.width * 0.15; y: dish.height * 0.40 }
                PathArc { x: dish.width * 0.50; y: dish.height * 0.35; radiusX: dish.width * 0.18; radiusY: dish.height * 0.18 }
                PathArc { x: dish.width * 0.85; y: dish.height * 0.40; radiusX: dish.width * 0.18; radiusY: dish.height * 0.18 }
                PathLine { x: dish.width * 0.85; y: dish.height * 0.90 }
                PathLine { x: dish.width * 0.15; y: dish.height * 0.90 }
            }
            ShapePath {
                strokeColor: "transparent"; fillColor: "#6FAE3A" // kaya
                startX: dish.width * 0.25; startY: dish.height * 0.55
                PathLine { x: dish.width * 0.75; y: dish.height * 0.55 }
                PathLine { x: dish.width * 0.75; y: dish.height * 0.68 }
                PathLine { x: dish.width * 0.25; y: dish.height * 0.68 }
            }
        }
        Shape {
            anchors.fill: parent
            visible: art.stall === 2 // chendul: a bowl with green jelly and shaved ice
            ShapePath {
                strokeColor: "transparent"; fillColor: "#F5F5F5"
                startX: dish.width * 0.22; startY: dish.height * 0.55
                PathArc { x: dish.width * 0.78; y: dish.height * 0.55; radiusX: dish.width * 0.28; radiusY: dish.height * 0.30 }
            }
            ShapePath {
                strokeColor: "#3D7A8A"; strokeWidth: dish.width * 0.05; fillColor: "#A7D8E8"
                startX: dish.width * 0.10; startY: dish.height * 0.55
                PathLine { x: dish.width * 0.90; y: dish.height * 0.55 }
                PathArc { x: dish.width * 0.10; y: dish.height * 0.55; radiusX: dish.width * 0.40; radiusY: dish.height * 0.34 }
            }
            ShapePath {
                strokeColor: "#2E9E44"; strokeWidth: dish.width * 0.06; fillColor: "transparent"
                capStyle: ShapePath.RoundCap
                startX: dish.width * 0.35; startY: dish.height * 0.45
                PathQuad { x: dish.width * 0.62; y: dish.height * 0.40; controlX: dish.width * 0.48; controlY: dish.height * 0.52 }
            }
        }
        Shape {
            anchors.fill: parent
            visible: art.stall === 3 // rojak: a plate of fruit chunks with dark sauce
            ShapePath {
                strokeColor: "#9E9E9E"; strokeWidth: dish.width * 0.04; fillColor: "white"
                startX: dish.width * 0.05; startY: dish.height * 0.65
                PathArc { x: dish.width * 0.95; y: dish.height * 0.65; radiusX: dish.width * 0.45; radiusY: dish.height * 0.16 }
                PathArc { x: dish.width * 0.05; y: dish.height * 0.65; radiusX: dish.width * 0.45; radiusY: dish.height * 0.16 }
            }
            ShapePath {
                strokeColor: "transparent"; fillColor: "#4E342E"
                startX: dish.width * 0.25; startY: dish.height * 0.62
                PathQuad { x: dish.width * 0.75; y: dish.height * 0.62; controlX: dish.width * 0.50; controlY: dish.height * 0.25 }
            }
        }
        Repeater {
            model: art.stall === 3 ? 4 : 0 // the fruit chunks on the rojak
            Rectangle {
                required property int index
                width: dish.width * 0.14
                height: width
                rotation: 20 * index
                x: dish.width * (0.28 + 0.12 * index)
                y: dish.height * (0.40 + (index % 2) * 0.08)
                color: ["#F9E79F", "#82E0AA", "#F5B041", "#F1948A"][index]
                border.color: "#5D4037"
                border.width: 1
            }
        }
    }

    // The counter.
    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: parent.height * 0.12
        color: art.colors[0]
        opacity: 0.85
    }
}
