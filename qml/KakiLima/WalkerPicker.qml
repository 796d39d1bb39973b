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
    // One size for every name on the tiles, so short and long names match: the largest at
    // which each fits its line; if that is under 12 px, the largest at which each fits two
    // lines, long names wrapping (never under 12 px either).
    readonly property int nameSize: {
        const base = Theme.fontBody * unit
        let line = base
        let twoLines = base
        for (let i = 0; i < choices.count; ++i) {
            const tile = choices.itemAt(i)
            if (!tile || tile.nameRoom <= 0)
                continue
            line = Math.min(line, fitSize(tile.name, tile.nameRoom))
            twoLines = Math.min(twoLines, twoLineFit(tile.name, tile.nameRoom))
        }
        return Math.max(12, Math.floor(line >= 12 ? line : twoLines))
    }
    // The largest size at which `name` fits two lines, broken at its best space.
    function twoLineFit(name, room) {
        const words = name.split(" ")
        let best = fitSize(name, room)
        for (let k = 1; k < words.length; ++k)
            best = Math.max(best, Math.min(fitSize(words.slice(0, k).join(" "), room),
                                           fitSize(words.slice(k).join(" "), room)))
        return best
    }
    // The size at which `text` is `room` wide, scaled from its widths at the body size and
    // at 12 px (small text is hinted a little wider than the body size would say).
    function fitSize(text, room) {
        return room * Math.min(bodyNames.font.pixelSize / bodyNames.advanceWidth(text),
                               12 / smallNames.advanceWidth(text))
    }
    FontMetrics {
        id: bodyNames
        font.family: title.font.family
        font.bold: true
        font.pixelSize: Theme.fontBody * picker.unit
    }
    FontMetrics {
        id: smallNames
        font.family: title.font.family
        font.bold: true
        font.pixelSize: 12
    }

    signal chosen(string id)
    signal leave()

    maxWidth: 900
    spacing: 12 * unit

    Label {
        id: title
        objectName: "walkerTitle"
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
        objectName: "walkerSubtitle"
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
                readonly property real nameRoom: nameLine.width
                Layout.fillWidth: true
                Layout.preferredWidth: 100
                Layout.fillHeight: true // a row as tall as its tallest tile (a name on two lines)
                // Anchored, not laid out: the tile's height follows its lines alone.
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
                    Label {
                        id: nameLine
                        width: parent.width
                        text: choice.name
                        font.pixelSize: picker.nameSize
                        font.bold: true
                        wrapMode: Text.Wrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
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
