// PlayerChip: one player's public counts: name and token, tricks won, sellers left,
// cards in hand and score; outlined when it is their turn.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: chip

    required property int seat
    required property string name
    required property int tricksWon
    required property int sellersLeft
    required property int cardsInHand
    required property int score
    required property bool isBot
    required property bool isToAct
    property real unit: 1
    // Narrow chips (phones) show the counts as small pictures with figures, not words.
    property bool compact: width < 230 * unit
    // One line: the name and the score only (four or more players on a narrow phone with
    // large text, where the counts' lines would leave the stalls and the trick no room).
    // The counts stay in the accessible name.
    property bool slim: false
    // Slim: the score beside the name, as the row decides for all its chips at once (a
    // row where only the widest chip showed points read as if the others had none).
    property bool showScore: true
    // The least width that shows the score beside the name at 85 % of its size or more.
    readonly property real widthWithScore: 12 * unit + token.width + 3 * nameRow.spacing
                                           + 0.85 * Math.ceil(nameWidth.advanceWidth) + slimScore.implicitWidth
    // The width that shows the whole name at its size beside the score.
    readonly property real wantedWithScore: widthWithScore + 0.15 * Math.ceil(nameWidth.advanceWidth)

    objectName: "player_" + seat
    radius: Theme.radius * unit
    color: isToAct ? Theme.surface : Theme.surfaceSunk
    border.width: isToAct ? 4 * unit : 1
    border.color: isToAct ? TindahanStyle.highlight : Theme.outline
    implicitHeight: content.implicitHeight + 12 * unit
    // The width that shows the name whole at its size beside the seat's mark (a row of
    // chips may share its width by it).
    readonly property real wantedWidth: 12 * unit + token.width + 2 * nameRow.spacing + Math.ceil(nameWidth.advanceWidth)
                                        + (slimScore.visible ? slimScore.implicitWidth + nameRow.spacing : 0)
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("%1: %2 points, %3 tricks, %4 sellers left, %5 cards")
                     .arg(name).arg(score).arg(tricksWon).arg(sellersLeft).arg(cardsInHand)

    ColumnLayout {
        id: content
        anchors { fill: parent; margins: 6 * chip.unit }
        spacing: 2 * chip.unit

        // Placed by hand, not by a RowLayout: Qt 6.4's layout can miss the face appearing
        // once the chip has its width, and leave it over the name.
        Item {
            id: nameRow
            readonly property real spacing: 6 * chip.unit
            Layout.fillWidth: true
            implicitHeight: Math.max(nameLabel.implicitHeight, token.height, face.visible ? face.height : 0)
            SellerToken {
                id: token
                objectName: "seatMark"
                seat: chip.seat
                width: 20 * chip.unit
                height: 20 * chip.unit
                anchors.verticalCenter: parent.verticalCenter
            }
            // The family player's own face beside the name, as at setup and at the end; a
            // chip too narrow for both keeps its room for the name at full size.
            Avatar {
                id: face
                objectName: "seatAvatar"
                kind: chip.isBot ? "" : AvatarBook.of(chip.name)
                visible: known && nameRow.width - token.width - 2 * nameRow.spacing - width
                                  - nameLabel.scoreRoom >= Math.ceil(nameWidth.advanceWidth)
                x: token.width + nameRow.spacing
                width: Math.round(nameLabel.font.pixelSize * 1.3)
                height: width
                anchors.verticalCenter: parent.verticalCenter
            }
            Label {
                id: nameLabel
                objectName: "seatName"
                readonly property real scoreRoom: slimScore.visible ? slimScore.width + nameRow.spacing : 0
                x: (face.visible ? face.x + face.width : token.width) + nameRow.spacing
                width: nameRow.width - x - scoreRoom
                anchors.verticalCenter: parent.verticalCenter
                text: chip.isBot && !chip.compact ? qsTr("%1 (bot)").arg(chip.name) : chip.name
                // A narrow chip shrinks the name; only a very long one is cut. Centred in
                // its line: a shrunk name sat at the top of the full-size line.
                verticalAlignment: Text.AlignVCenter
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 10
                elide: Text.ElideRight
                font.pixelSize: (chip.compact ? Theme.fontSmall + 1 : Theme.fontBody) * chip.unit
                font.bold: true
                color: Theme.ink
                TextMetrics {
                    id: nameWidth
                    font: nameLabel.font
                    text: nameLabel.text
                }
            }
            Label {
                id: slimScore
                objectName: "slimScore"
                // Only where every chip of the row has it beside its whole name at its size or
                // nearly (widthWithScore; else the score is in the accessible name and on the
                // round's sheet).
                visible: chip.slim && chip.showScore
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("%1 pts").arg(chip.score)
                font.pixelSize: Theme.fontSmall * chip.unit
                font.bold: true
                color: Theme.ink
            }
        }
        // Score and counts; they wrap between items, never inside one.
        Flow {
            visible: !chip.slim
            Layout.fillWidth: true
            spacing: 8 * chip.unit
            Label {
                objectName: "playerScore_" + chip.seat
                //: A player's total score, e.g. "12 pts"
                text: qsTr("%1 pts").arg(chip.score)
                font.pixelSize: Theme.fontSmall * chip.unit
                font.bold: true
                color: Theme.ink
            }
            Label {
                visible: chip.compact && chip.isBot
                //: Small tag on a bot's player chip
                text: qsTr("bot")
                font.pixelSize: Theme.fontSmall * chip.unit
                color: Theme.inkSoft
            }
            Repeater {
                //: Under a player's name: tricks won, sellers left, cards in hand
                model: chip.compact ? [] : [qsTr("Tricks %1").arg(chip.tricksWon),
                                            qsTr("Sellers %1").arg(chip.sellersLeft),
                                            qsTr("Cards %1").arg(chip.cardsInHand)]
                // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                // pragma ComponentBehavior: Bound); the ids used here are this file's own.
                // qmllint disable unqualified
                delegate: Label {
                    required property string modelData
                    text: modelData
                    font.pixelSize: Theme.fontSmall * chip.unit
                    color: Theme.inkSoft
                }
                // qmllint enable unqualified
            }
            // Compact: tricks (a won pair of cards), sellers (the seat's token), cards in hand.
            Row {
                visible: chip.compact
                spacing: 2 * chip.unit
                Item {
                    width: 16 * chip.unit
                    height: 16 * chip.unit
                    anchors.verticalCenter: parent.verticalCenter
                    Rectangle {
                        y: 3 * chip.unit
                        width: 10 * chip.unit
                        height: 13 * chip.unit
                        radius: 2
                        color: Theme.surface
                        border.color: Theme.ink
                    }
                    Rectangle {
                        x: 5 * chip.unit
                        width: 10 * chip.unit
                        height: 13 * chip.unit
                        radius: 2
                        color: Theme.surface
                        border.color: Theme.ink
                    }
                }
                Label {
                    text: chip.tricksWon
                    font.pixelSize: Theme.fontSmall * chip.unit
                    color: Theme.ink
                }
            }
            Row {
                visible: chip.compact
                spacing: 2 * chip.unit
                SellerToken {
                    seat: chip.seat
                    width: 13 * chip.unit
                    height: width
                    anchors.verticalCenter: parent.verticalCenter
                }
                Label {
                    text: chip.sellersLeft
                    font.pixelSize: Theme.fontSmall * chip.unit
                    color: Theme.ink
                }
            }
            Row {
                visible: chip.compact
                spacing: 2 * chip.unit
                Rectangle { // a card back
                    width: 10 * chip.unit
                    height: 14 * chip.unit
                    radius: 2
                    color: Theme.wood
                    border.color: Theme.ink
                    anchors.verticalCenter: parent.verticalCenter
                }
                Label {
                    text: chip.cardsInHand
                    font.pixelSize: Theme.fontSmall * chip.unit
                    color: Theme.ink
                }
            }
        }
    }
}
