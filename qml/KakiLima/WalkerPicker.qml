// WalkerPicker: who walks today. The eight characters of the deal with their houses, or
// a random one; the walker's own order stays at home.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

OverlayCard {
    id: picker

    property alias model: choices.model
    readonly property bool narrow: width < 700 * unit

    signal chosen(string id)
    signal leave()

    maxWidth: 900
    spacing: 12 * unit

    Label {
        Layout.fillWidth: true
        //: Title of the walker choice at the start of Kaki Lima.
        text: qsTr("Who walks today?")
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontTitle * picker.unit
        font.bold: true
        color: Theme.ink
    }
    Label {
        Layout.fillWidth: true
        //: Under the walker choice.
        text: qsTr("Your own order stays at home: deliver the other seven before the Langkah cards run out.")
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontBody * picker.unit
        color: Theme.inkSoft
    }
    GridLayout {
        Layout.fillWidth: true
        columns: picker.narrow ? 2 : 4
        columnSpacing: 8 * picker.unit
        rowSpacing: 8 * picker.unit
        Repeater {
            id: choices
            delegate: Rectangle {
                id: choice
                required property string characterId
                required property string name
                required property int character
                required property string house
                objectName: "walker_" + characterId
                Layout.fillWidth: true
                Layout.preferredWidth: 100
                // Anchored, not laid out: the two lines keep one height whatever the
                // tile's width (a long name shrinks a little to fit), so the grid never
                // has to lay the tiles out twice.
                Layout.preferredHeight: Math.max(60 * picker.unit, words.implicitHeight + 16 * picker.unit)
                radius: 10 * picker.unit
                color: tap.pressed ? Theme.surfaceSunk : Theme.background
                border.color: Theme.outline
                CharacterBadge {
                    id: badge
                    anchors.left: parent.left
                    anchors.leftMargin: 8 * picker.unit
                    anchors.verticalCenter: parent.verticalCenter
                    width: 40 * picker.unit
                    character: choice.character
                    name: choice.name
                }
                Column {
                    id: words
                    anchors.left: badge.right
                    anchors.right: parent.right
                    anchors.margins: 8 * picker.unit
                    anchors.verticalCenter: parent.verticalCenter
                    component TileLine: Label {
                        width: parent.width
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 10
                        elide: Text.ElideRight // only if even the smallest size is too wide
                    }
                    TileLine {
                        text: choice.name
                        font.pixelSize: Theme.fontBody * picker.unit
                        font.bold: true
                        color: Theme.ink
                    }
                    TileLine {
                        //: Where a character lives; %1 is a square such as C1.
                        text: qsTr("House %1").arg(choice.house)
                        font.pixelSize: Theme.fontSmall * picker.unit
                        color: Theme.inkSoft
                    }
                }
                TapHandler {
                    id: tap
                    onTapped: picker.chosen(choice.characterId)
                }
                activeFocusOnTab: true
                Accessible.role: Accessible.Button
                Accessible.name: choice.name + ", " + qsTr("House %1").arg(choice.house)
                Accessible.onPressAction: picker.chosen(choice.characterId)
                Keys.onPressed: event => Keyboard.handle(event, choice, () => picker.chosen(choice.characterId))
                FocusRing {}
            }
        }
    }
    GridLayout {
        id: buttons
        Layout.alignment: Qt.AlignHCenter
        // Side by side when both fit the card, else one over the other (a narrow phone at
        // large text: side by side they pushed the whole card past its right edge).
        readonly property bool stacked: menuButton.implicitWidth + surpriseButton.implicitWidth
                                        + columnSpacing > parent.width
        columns: stacked ? 1 : 2
        columnSpacing: 12 * picker.unit
        rowSpacing: 8 * picker.unit
        ActionButton {
            id: menuButton
            Layout.fillWidth: buttons.stacked
            primary: false
            //: Back to the food court menu, before the game starts.
            text: qsTr("Menu")
            font.pixelSize: Theme.fontBody * picker.unit
            onClicked: picker.leave()
        }
        ActionButton {
            id: surpriseButton
            Layout.fillWidth: buttons.stacked
            objectName: "randomWalkerButton"
            //: Let the game pick the walker at random.
            text: qsTr("Surprise me")
            font.pixelSize: Theme.fontBody * picker.unit
            onClicked: picker.chosen("random")
        }
    }
}
