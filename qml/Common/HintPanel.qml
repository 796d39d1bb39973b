// HintPanel: the answer to "What can I do?": the table's lines (the kinds of move allowed
// now, then the example, which the table highlights), "Thinking…" while the table still
// works it out, and "Got it" to put it away (the example stays marked on the table until
// the next action). GameScreen shows one for its `hintShown`; a real-time screen may place
// one per zone (GameScreen.laysOutHintPanel).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: panel

    // The table's answer (MatchSession.hint) on show, {} when none.
    property var hint: ({})
    property real unit: 1
    signal closeRequested()

    objectName: "hintPanel"
    visible: hint.lines !== undefined
    width: Math.min(520 * unit, (parent ? parent.width : 520) - 2 * Theme.spacing)
    implicitHeight: column.implicitHeight + 2 * Theme.spacing * unit
    height: implicitHeight
    radius: Theme.radius
    color: Theme.surface
    border.width: 3
    border.color: "#E0A800"

    // Taps on the panel stay on it (the table under it does not get them).
    MouseArea {
        anchors.fill: parent
        Accessible.ignored: true
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacing * panel.unit
        spacing: 6 * panel.unit

        Label {
            Layout.fillWidth: true
            //: Title of the hint panel (the answer to the button of the same words).
            text: qsTr("What can I do?")
            font.pixelSize: Theme.fontBody * panel.unit
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        Repeater {
            model: panel.hint.lines ?? []
            // Qt 6.4's qmllint cannot follow this file's ids into a delegate (6.5's
            // pragma ComponentBehavior: Bound can).
            // qmllint disable unqualified
            delegate: Label {
                required property string modelData
                objectName: "hintLine"
                Layout.fillWidth: true
                text: "• " + modelData
                font.pixelSize: Theme.fontBody * panel.unit
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            // qmllint enable unqualified
        }
        Label {
            objectName: "hintPending"
            Layout.fillWidth: true
            visible: panel.hint.pending === true
            //: The hint panel while the table still works the hint out.
            text: qsTr("Thinking…")
            font.pixelSize: Theme.fontBody * panel.unit
            font.italic: true
            color: Theme.inkSoft
        }
        ActionButton {
            objectName: "hintCloseButton"
            Layout.alignment: Qt.AlignRight
            //: Closes the hint panel.
            text: qsTr("Got it")
            font.pixelSize: Theme.fontBody * panel.unit
            onClicked: panel.closeRequested()
        }
    }
}
