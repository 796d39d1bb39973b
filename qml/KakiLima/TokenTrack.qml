// TokenTrack: the clearing-token scoreboard, spaces 5 to 50; the tokens gained cover the
// lowest spaces, and the highest covered one is what they score (+10 with all ten).
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import FoodCourt.Common

Item {
    id: track

    property int tokens: 0
    property real unit: 1
    implicitHeight: 34 * unit

    Row {
        anchors.fill: parent
        spacing: 3 * track.unit
        Repeater {
            model: 10
            Rectangle {
                required property int index
                readonly property bool covered: index < track.tokens
                width: (track.width - 9 * 3 * track.unit) / 10
                height: track.height
                radius: height * 0.25
                color: covered ? "#009E73" : Theme.surface
                border.color: covered ? "#00664A" : Theme.outline
                border.width: 1
                Text {
                    anchors.centerIn: parent
                    text: 5 * (parent.index + 1)
                    font.pixelSize: Math.min(parent.height * 0.48, parent.width * 0.5)
                    font.bold: parent.covered
                    color: parent.covered ? "white" : Theme.inkSoft
                }
            }
        }
    }
}
