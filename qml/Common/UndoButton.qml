// UndoButton: a table's Undo. Where a narrow bar has no room for the words, `compact`
// shows a back-turning arrow instead (the words stay its accessible name), as HintButton
// shows its light bulb; `wordsWidth` is what the words would take, for the bar to decide.
// The screen gives the words (each table's own "Undo", translated in its context).
import QtQuick
import QtQuick.Shapes
import FoodCourt.Common

ActionButton {
    id: button

    property string words
    // The screen's scale (some tables grow their controls on a big screen).
    property real unit: 1
    property bool compact: false

    primary: false
    text: compact ? "" : words
    Accessible.name: words
    font.pixelSize: Theme.fontBody * unit
    leftPadding: compact ? 0 : 20
    rightPadding: compact ? 0 : 20
    implicitWidth: compact ? Theme.touchTarget * unit
                           : Math.max(Theme.touchTarget, implicitContentWidth + leftPadding + rightPadding)
    // Measured apart from the label, so a bar can bind `compact` to it without a loop.
    readonly property real wordsWidth: Math.max(Theme.touchTarget,
                                                Math.ceil(wordsMetrics.advanceWidth) + 40)

    TextMetrics {
        id: wordsMetrics
        font: button.font
        text: button.words
    }

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
