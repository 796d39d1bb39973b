// SeatChip: one player as everyone sees them: name, start player, whose turn, cards in
// hand, served cards lying face down, and the tip cards (face up, with their values).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.KommeGleich

Rectangle {
    id: chip

    required property int seat
    required property string name
    required property bool isBot
    required property bool isStart
    required property bool isToAct
    required property int handCount
    required property int faceDownCount
    required property var tips
    required property int score
    property real unit: 1
    // A short landscape screen: one line, the name and the points (the rest is on the
    // table for everyone to see).
    property bool compact: false

    objectName: "seat_" + seat
    implicitHeight: column.implicitHeight + 12 * unit
    radius: Theme.radius * unit
    color: isToAct ? Theme.surface : Qt.rgba(1, 1, 1, 0.72)
    border.color: isToAct ? Theme.primary : Theme.outline
    border.width: isToAct ? 3 * unit : 1

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 6 * chip.unit
        spacing: 2 * chip.unit

        // Placed by hand, not by a RowLayout: Qt 6.4's layout missed the face appearing
        // once the chip had its width, and left it over the name.
        Item {
            id: nameRow
            readonly property real spacing: 4 * chip.unit
            readonly property real discRoom: compactDisc.visible ? compactDisc.width + spacing : 0
            Layout.fillWidth: true
            implicitHeight: Math.max(nameLabel.implicitHeight, compactDisc.visible ? compactDisc.height : 0,
                                     face.visible ? face.height : 0)
            // The family player's own face beside the name, as at setup and at the end; a
            // chip too narrow for both keeps its room for the name at full size.
            Avatar {
                id: face
                objectName: "seatAvatar"
                kind: chip.isBot ? "" : AvatarBook.of(chip.name)
                visible: known && nameRow.width - width - nameRow.spacing - nameRow.discRoom
                                  >= Math.ceil(nameWidth.advanceWidth)
                width: Math.round(nameLabel.font.pixelSize * 1.3)
                height: width
                anchors.verticalCenter: parent.verticalCenter
            }
            Label {
                id: nameLabel
                x: face.visible ? face.width + nameRow.spacing : 0
                width: nameRow.width - x - nameRow.discRoom
                anchors.verticalCenter: parent.verticalCenter
                // Several seats share a small tablet's width: a long name shrinks first and
                // is cut only below 70% of the size.
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Math.round(Theme.fontBody * chip.unit * 0.7)
                elide: Text.ElideRight
                font.pixelSize: Theme.fontBody * chip.unit
                font.bold: true
                color: Theme.ink
                //: A bot's name on its seat, e.g. "Carmela (bot)".
                text: chip.isBot ? qsTr("%1 (bot)").arg(chip.name) : chip.name
                TextMetrics {
                    id: nameWidth
                    font: nameLabel.font
                    text: nameLabel.text
                }
            }
            // Compact, the points as a figure on a tip-coloured disc, so the name keeps the
            // room.
            Rectangle {
                id: compactDisc
                visible: chip.compact
                x: nameRow.width - width
                width: Math.max(height, compactScore.implicitWidth + 10 * chip.unit)
                height: compactScore.implicitHeight + 4 * chip.unit
                anchors.verticalCenter: parent.verticalCenter
                radius: height / 2
                color: DishStyle.hint
                border.color: Theme.woodDark
                Accessible.role: Accessible.StaticText
                Accessible.name: scoreLabel.text
                Label {
                    id: compactScore
                    anchors.centerIn: parent
                    font.pixelSize: Theme.fontBody * chip.unit
                    font.bold: true
                    color: Theme.ink
                    text: chip.score
                }
            }
        }
        // The start badge, the points, the cards and the tips: on one line when the chip is
        // wide enough, else wrapped (large text, a narrow phone), never cut.
        Flow {
            Layout.fillWidth: true
            visible: !chip.compact
            spacing: 6 * chip.unit
            Rectangle {
                visible: chip.isStart
                width: startLabel.implicitWidth + 10 * chip.unit
                height: startLabel.implicitHeight + 4 * chip.unit
                radius: height / 2
                color: Theme.wood
                Label {
                    id: startLabel
                    anchors.centerIn: parent
                    font.pixelSize: Theme.fontSmall * chip.unit
                    color: Theme.onAccent
                    //: Badge on the seat of this round's start player.
                    text: qsTr("Start")
                }
            }
            Label {
                id: scoreLabel
                objectName: "score_" + chip.seat
                font.pixelSize: Theme.fontBody * chip.unit
                font.bold: true
                color: Theme.ink
                //: A seat's tip points, e.g. "3 pts" ("1 pt" for one).
                text: qsTr("%n pts", "", chip.score)
            }
            Label {
                id: summary
                // A chip narrower than the line wraps it rather than run out (its one-line
                // width measured apart: a wrapping label's own would loop into this).
                width: Math.min(Math.ceil(summaryLine.advanceWidth) + 1, parent.width)
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontSmall * chip.unit
                color: Theme.inkSoft
                //: Seat summary: cards in hand and served cards lying face down.
                text: qsTr("Hand %1 · Served %2").arg(chip.handCount).arg(chip.faceDownCount)
                TextMetrics {
                    id: summaryLine
                    font: summary.font
                    text: summary.text
                }
            }
            // The tips sit in a Row, not in the layout: Qt 6.4's layouts keep reading a
            // Repeater's delegates while it rebuilds them (the tips change during play).
            Row {
                spacing: 4 * chip.unit

                Repeater {
                    model: chip.tips
                    // qmllint disable unqualified
                    delegate: Rectangle {
                        required property int modelData
                        implicitWidth: 22 * chip.unit
                        implicitHeight: 22 * chip.unit
                        radius: width / 2
                        color: DishStyle.hint
                        border.color: Theme.woodDark
                        Label {
                            anchors.centerIn: parent
                            font.pixelSize: Theme.fontSmall * chip.unit
                            font.bold: true
                            color: Theme.ink
                            text: parent.modelData
                        }
                    }
                    // qmllint enable unqualified
                }
            }
        }
    }
}
