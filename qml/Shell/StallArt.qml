// StallArt: a stall front drawn in vector shapes: a striped, scalloped awning in the
// stall's colour over a wooden counter carrying a small sign of its food (kind, from the
// game's stall.h: "fruit", "cloche" (a serving cloche), "rice" (a rice plate), "wok",
// "bag" (a delivery bag); any other kind gets a plain bowl). The sign's shape, not only
// the colour, tells stalls apart.
import QtQuick
import QtQuick.Shapes
import FoodCourt.Common

Item {
    id: art

    property color stripeColor: Theme.accent(0)
    property string kind: ""
    readonly property var knownKinds: ["fruit", "cloche", "rice", "wok", "bag"]
    readonly property bool knownKind: knownKinds.indexOf(kind) >= 0

    readonly property int stripes: Math.max(6, Math.round(width / 44))
    readonly property real stripeWidth: width / stripes
    readonly property real awningHeight: height * 0.42

    clip: true

    // Wooden counter.
    Rectangle {
        y: art.awningHeight
        width: parent.width
        height: parent.height - art.awningHeight
        radius: 6
        color: Theme.wood
        Rectangle {
            anchors.top: parent.top
            width: parent.width
            height: 8
            color: Theme.woodDark
        }
    }

    // Awning: alternating stripes and a scalloped edge.
    // qmllint disable unqualified
    Repeater {
        model: art.stripes
        delegate: Item {
            required property int index
            x: index * art.stripeWidth
            width: art.stripeWidth
            height: art.awningHeight
            Rectangle {
                width: parent.width
                height: parent.height - width / 2
                color: parent.index % 2 === 0 ? art.stripeColor : "#FFFFFF"
            }
            Rectangle {
                y: parent.height - width
                width: parent.width
                height: width
                radius: width / 2
                color: parent.index % 2 === 0 ? art.stripeColor : "#FFFFFF"
            }
        }
    }
    // qmllint enable unqualified
    Rectangle {
        width: parent.width
        height: 3
        color: Qt.darker(art.stripeColor, 1.4)
    }

    // The food sign on the counter.
    Rectangle {
        id: sign
        anchors.horizontalCenter: parent.horizontalCenter
        y: art.awningHeight + (art.height - art.awningHeight - height) / 2 + 4
        height: Math.max(24, (art.height - art.awningHeight) * 0.84)
        width: height * 1.6
        radius: 8
        color: Theme.surface
        border.color: Theme.woodDark
        border.width: 2

        Shape {
            id: glyph
            anchors.centerIn: parent
            width: sign.height * 0.95
            height: sign.height * 0.8
            readonly property real w: width
            readonly property real h: height

            // "fruit": a round fruit with a leaf.
            ShapePath {
                strokeColor: art.kind === "fruit" ? Theme.ink : "transparent"
                fillColor: art.kind === "fruit" ? art.stripeColor : "transparent"
                strokeWidth: 2
                PathAngleArc {
                    centerX: glyph.w / 2; centerY: glyph.h * 0.58
                    radiusX: glyph.h * 0.38; radiusY: glyph.h * 0.38
                    startAngle: 0; sweepAngle: 360
                }
            }
            ShapePath {
                strokeColor: art.kind === "fruit" ? Theme.ink : "transparent"
                fillColor: art.kind === "fruit" ? "#009E73" : "transparent"
                strokeWidth: 2
                startX: glyph.w / 2; startY: glyph.h * 0.22
                PathQuad { x: glyph.w * 0.78; y: glyph.h * 0.05; controlX: glyph.w * 0.62; controlY: glyph.h * 0.02 }
                PathQuad { x: glyph.w / 2; y: glyph.h * 0.22; controlX: glyph.w * 0.68; controlY: glyph.h * 0.24 }
            }
            // "cloche": a serving cloche on a plate.
            ShapePath {
                strokeColor: art.kind === "cloche" ? Theme.ink : "transparent"
                fillColor: art.kind === "cloche" ? art.stripeColor : "transparent"
                strokeWidth: 2
                startX: glyph.w * 0.12; startY: glyph.h * 0.8
                PathArc { x: glyph.w * 0.88; y: glyph.h * 0.8; radiusX: glyph.w * 0.38; radiusY: glyph.h * 0.55 }
                PathLine { x: glyph.w * 0.12; y: glyph.h * 0.8 }
            }
            ShapePath {
                strokeColor: art.kind === "cloche" ? Theme.ink : "transparent"
                fillColor: "transparent"
                strokeWidth: 3
                startX: glyph.w * 0.02; startY: glyph.h * 0.9
                PathLine { x: glyph.w * 0.98; y: glyph.h * 0.9 }
            }
            // "rice": a plate of rice with a curry ladle's worth on top.
            ShapePath {
                strokeColor: art.kind === "rice" ? Theme.ink : "transparent"
                fillColor: art.kind === "rice" ? "#FFFFFF" : "transparent"
                strokeWidth: 2
                PathAngleArc {
                    centerX: glyph.w / 2; centerY: glyph.h * 0.62
                    radiusX: glyph.w * 0.46; radiusY: glyph.h * 0.3
                    startAngle: 0; sweepAngle: 360
                }
            }
            ShapePath {
                strokeColor: art.kind === "rice" ? Theme.ink : "transparent"
                fillColor: art.kind === "rice" ? art.stripeColor : "transparent"
                strokeWidth: 2
                PathAngleArc {
                    centerX: glyph.w * 0.42; centerY: glyph.h * 0.56
                    radiusX: glyph.w * 0.2; radiusY: glyph.h * 0.16
                    startAngle: 0; sweepAngle: 360
                }
            }
            // "wok": a wok with a handle.
            ShapePath {
                strokeColor: art.kind === "wok" ? Theme.ink : "transparent"
                fillColor: art.kind === "wok" ? art.stripeColor : "transparent"
                strokeWidth: 2
                startX: glyph.w * 0.05; startY: glyph.h * 0.45
                PathArc { x: glyph.w * 0.7; y: glyph.h * 0.45; radiusX: glyph.w * 0.33; radiusY: glyph.h * 0.42; direction: PathArc.Counterclockwise }
                PathLine { x: glyph.w * 0.05; y: glyph.h * 0.45 }
            }
            ShapePath {
                strokeColor: art.kind === "wok" ? Theme.ink : "transparent"
                fillColor: "transparent"
                strokeWidth: 4
                capStyle: ShapePath.RoundCap
                startX: glyph.w * 0.7; startY: glyph.h * 0.45
                PathLine { x: glyph.w * 0.98; y: glyph.h * 0.3 }
            }
            // "bag": a delivery bag with a location pin.
            ShapePath {
                strokeColor: art.kind === "bag" ? Theme.ink : "transparent"
                fillColor: art.kind === "bag" ? art.stripeColor : "transparent"
                strokeWidth: 2
                startX: glyph.w * 0.2; startY: glyph.h * 0.3
                PathLine { x: glyph.w * 0.8; y: glyph.h * 0.3 }
                PathLine { x: glyph.w * 0.86; y: glyph.h * 0.98 }
                PathLine { x: glyph.w * 0.14; y: glyph.h * 0.98 }
                PathLine { x: glyph.w * 0.2; y: glyph.h * 0.3 }
            }
            ShapePath {
                strokeColor: art.kind === "bag" ? Theme.ink : "transparent"
                fillColor: art.kind === "bag" ? "#FFFFFF" : "transparent"
                strokeWidth: 2
                startX: glyph.w / 2; startY: glyph.h * 0.86
                PathQuad { x: glyph.w * 0.36; y: glyph.h * 0.5; controlX: glyph.w * 0.36; controlY: glyph.h * 0.68 }
                PathArc { x: glyph.w * 0.64; y: glyph.h * 0.5; radiusX: glyph.w * 0.14; radiusY: glyph.w * 0.14 }
                PathQuad { x: glyph.w / 2; y: glyph.h * 0.86; controlX: glyph.w * 0.64; controlY: glyph.h * 0.68 }
            }
            // Any other kind: a plain bowl.
            ShapePath {
                strokeColor: art.knownKind ? "transparent" : Theme.ink
                fillColor: art.knownKind ? "transparent" : art.stripeColor
                strokeWidth: 2
                startX: glyph.w * 0.1; startY: glyph.h * 0.45
                PathArc { x: glyph.w * 0.9; y: glyph.h * 0.45; radiusX: glyph.w * 0.4; radiusY: glyph.h * 0.45; direction: PathArc.Counterclockwise }
                PathLine { x: glyph.w * 0.1; y: glyph.h * 0.45 }
            }
        }
    }
}
