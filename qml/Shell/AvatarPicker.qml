// AvatarPicker: chooses a seat's avatar among the app's own faces (Avatar.qml), or none.
// Covers the screen like the setup's other questions, so nothing behind it is tapped.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: picker

    property string playerName: "" // whose avatar, for the title
    property string current: ""

    signal chosen(string avatar)
    signal cancel()

    // Opaque: the page behind is out of play while a face is chosen, and not half-read.
    color: Theme.background

    MouseArea { anchors.fill: parent; Accessible.ignored: true } // a modal question: taps stop here

    Avatar { id: names; visible: false } // its labels

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.spacing * 2, 620)
        height: Math.min(parent.height - Theme.spacing * 2, column.implicitHeight + Theme.spacing * 3)
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.outline
        border.width: 2

        Flickable {
            anchors.fill: parent
            anchors.margins: Theme.spacing * 1.5
            contentHeight: column.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            ColumnLayout {
                id: column
                width: parent.width
                spacing: Theme.spacing
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.ink
                    //: Title of the avatar picker; %1 is the player's name.
                    text: qsTr("An avatar for %1").arg(picker.playerName)
                }
                GridLayout {
                    Layout.alignment: Qt.AlignHCenter
                    columns: Math.max(3, Math.min(6, Math.floor(column.width / 88)))
                    rowSpacing: Theme.spacing / 2
                    columnSpacing: Theme.spacing / 2
                    // Qt 6.4's qmllint cannot follow ids from inside a delegate; the ids used
                    // are this file's own.
                    // qmllint disable unqualified
                    Repeater {
                        model: names.kinds
                        delegate: AbstractButton {
                            id: face
                            required property string modelData
                            objectName: "avatarChoice_" + modelData
                            implicitWidth: 80
                            implicitHeight: 80
                            Accessible.role: Accessible.Button
                            Accessible.name: names.label(modelData)
                            text: names.label(modelData)
                            onClicked: picker.chosen(modelData)
                            background: Rectangle {
                                radius: Theme.radius
                                color: face.down ? Theme.surfaceSunk : Theme.surface
                                border.width: picker.current === face.modelData ? 4 : 2
                                border.color: picker.current === face.modelData ? Theme.primary
                                                                                 : Theme.outline
                            }
                            contentItem: Avatar {
                                kind: face.modelData
                            }
                        }
                    }
                    // qmllint enable unqualified
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    ActionButton {
                        objectName: "noAvatarButton"
                        primary: false
                        //: In the avatar picker: the player goes without an avatar.
                        text: qsTr("No avatar")
                        onClicked: picker.chosen("")
                    }
                    ActionButton {
                        primary: false
                        //: Closes the avatar picker without a change.
                        text: qsTr("Cancel")
                        onClicked: picker.cancel()
                    }
                }
            }
        }
    }
}
