// HintButton: "What can I do?" (issue 17), the one way every game asks for a hint.
// GameScreen floats one over every table (GameScreen.askHint for the seat on show); a
// screen with a bar of its own lays one out there (GameScreen.laysOutHintButton), and a
// real-time table puts one in each player's zone, asking for that seat. Where a narrow
// row has no room for the words, `compact` shows a light bulb instead (CompactButton).
import QtQuick
import FoodCourt.Common

CompactButton {
    id: button

    objectName: "hintButton"
    //: Button on every game table: lists the moves allowed now and shows one on the table.
    words: qsTr("What can I do?")
    wordsPadding: 14 * unit

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
