// ZoneButtonIcon: the picture a cramped zone's control shows instead of its word, so the
// control's width no longer depends on the language (the word stays its accessible name):
//   flip:  a turning arrow;
//   over:  the next card (filled) lying on top of a card on the mat (outlined);
//   under: the next card (filled) slid beneath a card on the mat.
import QtQuick
import QtQuick.Shapes

Item {
    id: icon

    property string kind: "flip"
    property color ink: "black"
    // What the button behind is filled with: the mat's card in front of the next one
    // ("under") hides it with this.
    property color paper: "white"

    readonly property real side: Math.min(width, height)
    readonly property real originX: (width - side) / 2
    readonly property real originY: (height - side) / 2
    readonly property real stroke: Math.max(1.5, side * 0.08)

    // The two cards: the mat's (down left) and the next one (up right), a third overlapping.
    readonly property rect matCard: Qt.rect(originX + side * 0.12, originY + side * 0.32, side * 0.46, side * 0.56)
    readonly property rect nextCard: Qt.rect(originX + side * 0.42, originY + side * 0.12, side * 0.46, side * 0.56)

    component CardShape: ShapePath {
        id: card
        required property rect place
        joinStyle: ShapePath.RoundJoin
        startX: card.place.x
        startY: card.place.y
        PathLine { x: card.place.x + card.place.width; y: card.place.y }
        PathLine { x: card.place.x + card.place.width; y: card.place.y + card.place.height }
        PathLine { x: card.place.x; y: card.place.y + card.place.height }
        PathLine { x: card.place.x; y: card.place.y }
    }

    Shape {
        objectName: "cards"
        anchors.fill: parent
        visible: icon.kind !== "flip"
        // Drawn back to front: over puts the next card last, under first.
        CardShape {
            place: icon.kind === "over" ? icon.matCard : icon.nextCard
            fillColor: icon.kind === "over" ? icon.paper : icon.ink
            strokeWidth: icon.stroke
            strokeColor: icon.ink
        }
        CardShape {
            place: icon.kind === "over" ? icon.nextCard : icon.matCard
            fillColor: icon.kind === "over" ? icon.ink : icon.paper
            strokeWidth: icon.stroke
            strokeColor: icon.ink
        }
    }

    Shape {
        objectName: "turningArrow"
        anchors.fill: parent
        visible: icon.kind === "flip"
        // Most of a circle, open at the top right where the arrow's head points on round.
        ShapePath {
            strokeWidth: icon.stroke
            strokeColor: icon.ink
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            PathAngleArc {
                centerX: icon.width / 2
                centerY: icon.height / 2
                radiusX: icon.side * 0.3
                radiusY: icon.side * 0.3
                startAngle: -60
                sweepAngle: 290
            }
        }
        ShapePath {
            id: head
            strokeWidth: 0
            strokeColor: "transparent"
            fillColor: icon.ink
            // The head at the arc's end (230°), pointing along the turn (up and right).
            readonly property real radius: icon.side * 0.3
            readonly property real endX: icon.width / 2 + radius * Math.cos(230 * Math.PI / 180)
            readonly property real endY: icon.height / 2 + radius * Math.sin(230 * Math.PI / 180)
            readonly property real size: icon.side * 0.17
            readonly property real alongX: Math.cos(320 * Math.PI / 180) // the turn's way
            readonly property real alongY: Math.sin(320 * Math.PI / 180)
            startX: endX + alongX * size * 1.2
            startY: endY + alongY * size * 1.2
            PathLine { x: head.endX - head.alongY * head.size; y: head.endY + head.alongX * head.size }
            PathLine { x: head.endX + head.alongY * head.size; y: head.endY - head.alongX * head.size }
            PathLine { x: head.startX; y: head.startY }
        }
    }
}
