// ScoreBreakdown: one finished round, part by part for every player: tricks, cards left
// in hand, each stall, the trump bonus, the shutout, the round and the game so far.
// The figures are the engine's; this screen only lays them out.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: sheet

    property var rows: []            // the engine's breakdown, one entry per seat
    property var gameTotals: []      // the game totals after this round, per seat
    property var names: []
    property var stallFruits: []     // fruit of each stall column
    property int roundNumber: 1
    property int roundCount: 1
    property real unit: 1
    property string continueText: qsTr("Next round")

    signal continued()

    color: Theme.background
    objectName: "scoreBreakdown"

    // Parts of a score: the name, tricks, hand, one per stall, trump bonus, shutout,
    // the round and the game so far.
    readonly property int categoryCount: 7 + stallFruits.length
    readonly property bool byColumns: width < categoryCount * 115 * unit

    // A true minus sign, as in the explanation under the table, not a hyphen.
    function signed(n) { return n > 0 ? "+" + n : n < 0 ? "\u2212" + (-n) : "0" }
    function partName(part) {
        const stall = part - 3
        if (stall >= 0 && stall < stallFruits.length)
            return TindahanStyle.fruitName(stallFruits[stall])
        switch (part < 3 ? part : part - stallFruits.length) {
        case 0: return qsTr("Player")
        case 1: return qsTr("Tricks")
        case 2: return qsTr("Hand")
        case 3: return qsTr("Trump bonus")
        case 4: return qsTr("Shutout")
        case 5: return qsTr("Round")
        }
        return qsTr("Total")
    }
    function partValue(seat, part) {
        const row = rows[seat] ?? ({})
        const stall = part - 3
        if (stall >= 0 && stall < stallFruits.length)
            return signed((row.stalls ?? [])[stall] ?? 0)
        switch (part < 3 ? part : part - stallFruits.length) {
        case 0: return names[seat] ?? ""
        case 1: return signed(row.tricks ?? 0)
        case 2: return signed(row.hand ?? 0)
        case 3: return signed(row.trumpBonus ?? 0)
        case 4: return signed(row.shutout ?? 0)
        case 5: return "" + (row.total ?? 0)
        }
        return "" + (gameTotals[seat] ?? 0)
    }

    // The table under the sheet takes no taps while the scores show.
    MouseArea { anchors.fill: parent; Accessible.ignored: true }

    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.implicitHeight + 2 * Theme.spacing * sheet.unit
        clip: true

        ColumnLayout {
            id: column
            x: Theme.spacing * sheet.unit
            // In the middle of the screen when it fits, so a tablet is not left with the
            // table at the top and an empty lower half.
            y: Math.max(Theme.spacing * sheet.unit, (flick.height - implicitHeight) / 2)
            width: parent.width - 2 * Theme.spacing * sheet.unit
            spacing: Theme.spacing * sheet.unit

            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: qsTr("Round %1 of %2: scores").arg(sheet.roundNumber).arg(sheet.roundCount)
                font.pixelSize: Theme.fontTitle * sheet.unit
                font.bold: true
                color: Theme.ink
            }

            // Wide screens: a row per player. Narrow ones: a column per player.
            // A Grid positioner, not a GridLayout: Qt 6.4's layouts keep reading a Repeater's
            // delegates while it rebuilds them (the cell count follows the stalls and the
            // rows), and opening the table on a phone crashed in QQuickLayout.
            // The table sits on a card, like the score pad it stands for.
            Rectangle {
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: column.width
                implicitWidth: grid.width + 2 * padding
                implicitHeight: grid.height + 2 * padding
                readonly property real padding: 14 * sheet.unit
                radius: Theme.radius * sheet.unit
                color: Theme.surface
                border.color: Theme.outline
                border.width: 1

                Grid {
                    id: grid
                    anchors.centerIn: parent
                    columns: sheet.byColumns ? sheet.rows.length + 1 : sheet.categoryCount
                    columnSpacing: 10 * sheet.unit
                    rowSpacing: 8 * sheet.unit
                    horizontalItemAlignment: Grid.AlignHCenter
                    verticalItemAlignment: Grid.AlignBottom

                    Repeater {
                        model: sheet.categoryCount * (sheet.rows.length + 1)
                        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
                        // qmllint disable unqualified
                        delegate: ColumnLayout {
                            id: cell
                            required property int index
                            readonly property int players: sheet.rows.length + 1
                            // Which part (0: the player's name) and which player (0: the heading).
                            readonly property int part: sheet.byColumns ? Math.floor(index / players)
                                                                        : index % sheet.categoryCount
                            readonly property int slot: sheet.byColumns ? index % players
                                                                        : Math.floor(index / sheet.categoryCount)
                            readonly property int stall: part - 3
                            readonly property bool isStall: stall >= 0 && stall < sheet.stallFruits.length
                            readonly property bool heading: slot === 0 || part === 0
                            spacing: 0

                            // A player's seller token (colour and shape) over their name, as the
                            // stalls' fruits head their columns.
                            SellerToken {
                                visible: cell.part === 0 && cell.slot > 0
                                seat: Math.max(0, cell.slot - 1)
                                Layout.alignment: Qt.AlignHCenter
                                Layout.preferredWidth: 22 * sheet.unit
                                Layout.preferredHeight: 22 * sheet.unit
                            }
                            FruitIcon {
                                visible: cell.slot === 0 && cell.isStall
                                fruit: cell.isStall ? sheet.stallFruits[cell.stall] : 0
                                Layout.alignment: Qt.AlignHCenter
                                Layout.preferredWidth: 28 * sheet.unit
                                Layout.preferredHeight: 28 * sheet.unit
                            }
                            Label {
                                Layout.alignment: Qt.AlignHCenter
                                Layout.maximumWidth: (cell.part === 0 ? 200 : 120) * sheet.unit
                                horizontalAlignment: Text.AlignHCenter
                                wrapMode: cell.slot === 0 ? Text.Wrap : Text.NoWrap
                                elide: Text.ElideRight
                                font.pixelSize: (cell.slot === 0 ? Theme.fontSmall : Theme.fontBody) * sheet.unit
                                font.bold: cell.heading || cell.part >= sheet.categoryCount - 2
                                color: cell.slot === 0 ? Theme.inkSoft : Theme.ink
                                objectName: cell.slot === 0 ? ""
                                            : cell.part === sheet.categoryCount - 2 ? "roundTotal_" + (cell.slot - 1)
                                            : cell.part === sheet.categoryCount - 1 ? "gameTotal_" + (cell.slot - 1) : ""
                                text: cell.slot === 0 ? sheet.partName(cell.part)
                                                      : sheet.partValue(cell.slot - 1, cell.part)
                            }
                        }
                        // qmllint enable unqualified
                    }
                }
            }

            Label {
                Layout.fillWidth: true
                Layout.maximumWidth: Theme.readableWidth * sheet.unit
                Layout.alignment: Qt.AlignHCenter
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: qsTr("Each trick +2, each card left in hand −1. At each stall: most sellers +5, "
                           + "second most +2, and +1 more for both at the trump stall. "
                           + "No sellers and no tricks: the round's top score (shutout).")
                font.pixelSize: Theme.fontSmall * sheet.unit
                color: Theme.inkSoft
            }

            ActionButton {
                objectName: "continueButton"
                Layout.alignment: Qt.AlignHCenter
                font.pixelSize: Theme.fontBody * sheet.unit
                text: sheet.continueText
                onClicked: sheet.continued()
            }
        }
    }
}
