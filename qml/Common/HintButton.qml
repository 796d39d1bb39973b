// HintButton: "What can I do?" (issue 17), the one way every game asks for a hint.
// GameScreen floats one over every table (GameScreen.askHint for the seat on show); a
// screen with a bar of its own lays one out there (GameScreen.laysOutHintButton), and a
// real-time table puts one in each player's zone, asking for that seat. Where a narrow
// row has no room for the words, `compact` shows a light bulb instead (the words stay its
// accessible name); `wordsWidth` is what the words would take, for a bar that decides.
import QtQuick
import FoodCourt.Common

ActionButton {
    id: button

    // The screen's scale (some tables grow their controls on a big screen).
    property real unit: 1
    property bool compact: false

    objectName: "hintButton"
    primary: false
    //: Button on every game table: lists the moves allowed now and shows one on the table.
    readonly property string words: qsTr("What can I do?")
    text: compact ? "" : words
    Accessible.name: words
    font.pixelSize: Theme.fontBody * unit
    leftPadding: compact ? 0 : 14 * unit
    rightPadding: compact ? 0 : 14 * unit
    implicitWidth: compact ? Theme.touchTarget * unit
                           : Math.max(Theme.touchTarget, implicitContentWidth + leftPadding + rightPadding)
    // Measured apart from the label, so a bar can bind `compact` to it without a loop.
    readonly property real wordsWidth: Math.max(Theme.touchTarget,
                                                Math.ceil(wordsMetrics.advanceWidth) + 28 * unit)

    TextMetrics {
        id: wordsMetrics
        font: button.font
        text: button.words
    }

    // The light bulb: a yellow glass over a grey screw base.
    Item {
        visible: button.compact
        anchors.centerIn: parent
        width: Theme.touchTarget * button.unit * 0.42
        height: width * 1.45
        Rectangle {
            width: parent.width
            height: width
            radius: width / 2
            color: "#FFD84D"
            border.width: Math.max(1.5, parent.width * 0.08)
            border.color: Theme.ink
        }
        Rectangle {
            x: parent.width * 0.27
            y: parent.width * 0.95
            width: parent.width * 0.46
            height: parent.height - y
            radius: 2
            color: Theme.inkSoft
        }
    }
}
