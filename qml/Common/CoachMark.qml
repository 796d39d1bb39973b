// CoachMark: the bubble of a guided first game's step: what the coach says, the bots' last
// moves in one line each, and the ways on: Next (a step that only explains) and Leave
// (always). A small pointer on its edge shows where the highlighted control is.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: mark

    property string text
    property var botLines: []     // the bots' latest moves, oldest first
    property bool showNext: false
    property int stepNumber: 1
    property int stepCount: 1
    property real unit: 1
    // Where the pointer goes: "top", "bottom" or "" (none), and its x inside the mark.
    property string pointerEdge: ""
    property real pointerX: width / 2

    signal nextClicked()
    signal leaveClicked()

    Accessible.role: Accessible.Grouping
    Accessible.name: text

    implicitHeight: column.implicitHeight + 2 * Theme.spacing * unit
    radius: Theme.radius * unit
    color: Theme.surface
    border.color: Theme.woodDark
    border.width: 3

    // Taps on the bubble stay on it; the table under it is not touched.
    MouseArea { anchors.fill: parent; Accessible.ignored: true }

    Rectangle { // the pointer: a square turned a quarter, half of it outside the edge
        visible: mark.pointerEdge !== ""
        width: 22 * mark.unit
        height: width
        rotation: 45
        color: mark.color
        border.color: mark.border.color
        border.width: mark.border.width
        x: Math.max(mark.radius, Math.min(mark.width - mark.radius - width, mark.pointerX - width / 2))
        y: mark.pointerEdge === "top" ? -height / 2 : mark.height - height / 2
        z: -1
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacing * mark.unit
        spacing: Theme.spacing * 0.75 * mark.unit

        Repeater {
            model: mark.botLines
            // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds pragma
            // ComponentBehavior: Bound); the id used is this file's own.
            // qmllint disable unqualified
            Label {
                required property string modelData
                Layout.fillWidth: true
                objectName: "coachBotLine"
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                font.pixelSize: Theme.fontBody * mark.unit
                font.italic: true
                text: modelData
            }
            // qmllint enable unqualified
        }
        Label {
            Layout.fillWidth: true
            objectName: "coachText"
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.fontLarge * mark.unit
            font.bold: true
            text: mark.text
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.inkSoft
            font.pixelSize: Theme.fontSmall * mark.unit
            //: Progress through a guided first game: step %1 of %2.
            text: qsTr("Step %1 of %2").arg(mark.stepNumber).arg(mark.stepCount)
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: Theme.spacing * mark.unit
            ActionButton {
                objectName: "coachLeave"
                primary: false
                font.pixelSize: Theme.fontBody * mark.unit
                //: Button on every coach mark: stop the guided first game, back to the menu.
                text: qsTr("Leave")
                onClicked: mark.leaveClicked()
            }
            ActionButton {
                objectName: "coachNext"
                visible: mark.showNext
                font.pixelSize: Theme.fontBody * mark.unit
                //: Button on a coach mark that only explains: on to the next step.
                text: qsTr("Next")
                onClicked: mark.nextClicked()
            }
        }
    }
}
