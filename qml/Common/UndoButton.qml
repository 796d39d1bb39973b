// UndoButton: a table's Undo. Where a narrow bar has no room for the words, `compact`
// shows a back-turning arrow instead (CompactButton), as HintButton shows its light bulb.
// The screen gives the words (each table's own "Undo", translated in its context).
import QtQuick
import QtQuick.Shapes
import FoodCourt.Common

CompactButton {
    id: button

    // The arrow: a turn over the top from the right, its head pointing back to the left.
    Shape {
        id: arrow
        readonly property real s: width // coordinates below are fractions of the side
        visible: button.compact
        anchors.centerIn: parent
        width: Theme.touchTarget * button.unit * 0.5
        height: width
        opacity: button.enabled ? 1 : 0.45
        antialiasing: true
        ShapePath {
            fillColor: "transparent"
            strokeColor: Theme.ink
            strokeWidth: Math.max(2, arrow.s * 0.13)
            capStyle: ShapePath.RoundCap
            startX: arrow.s * 0.85
            startY: arrow.s * 0.85
            PathArc {
                x: arrow.s * 0.25
                y: arrow.s * 0.45
                radiusX: arrow.s * 0.36
                radiusY: arrow.s * 0.36
                direction: PathArc.Counterclockwise
            }
        }
        ShapePath {
            fillColor: Theme.ink
            strokeColor: "transparent"
            startX: arrow.s * 0.02
            startY: arrow.s * 0.5
            PathLine { x: arrow.s * 0.42; y: arrow.s * 0.22 }
            PathLine { x: arrow.s * 0.38; y: arrow.s * 0.72 }
            PathLine { x: arrow.s * 0.02; y: arrow.s * 0.5 }
        }
    }
}
