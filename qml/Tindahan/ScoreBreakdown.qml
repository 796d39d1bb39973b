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

    function signed(n) { return n > 0 ? "+" + n : "" + n }

    Flickable {
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.implicitHeight + 2 * Theme.spacing * sheet.unit
        clip: true

        ColumnLayout {
            id: column
            x: Theme.spacing * sheet.unit
            y: Theme.spacing * sheet.unit
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

            GridLayout {
                id: grid
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: column.width
                columns: 7 + sheet.stallFruits.length
                columnSpacing: 6 * sheet.unit
                rowSpacing: 8 * sheet.unit

                // Header row.
                Repeater {
                    model: [qsTr("Player"), qsTr("Tricks"), qsTr("Hand")]
                    // qmllint disable unqualified
                    delegate: HeaderCell { unit: sheet.unit }
                    // qmllint enable unqualified
                }
                Repeater {
                    model: sheet.stallFruits
                    // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                    // pragma ComponentBehavior: Bound); the ids used here are this file's own.
                    // qmllint disable unqualified
                    delegate: ColumnLayout {
                        id: stallHead
                        required property int modelData
                        spacing: 0
                        FruitIcon {
                            fruit: stallHead.modelData
                            Layout.alignment: Qt.AlignHCenter
                            Layout.preferredWidth: 28 * sheet.unit
                            Layout.preferredHeight: 28 * sheet.unit
                        }
                        HeaderCell {
                            unit: sheet.unit
                            modelData: TindahanStyle.fruitName(stallHead.modelData)
                        }
                    }
                    // qmllint enable unqualified
                }
                Repeater {
                    model: [qsTr("Trump bonus"), qsTr("Shutout"), qsTr("Round"), qsTr("Total")]
                    // qmllint disable unqualified
                    delegate: HeaderCell { unit: sheet.unit }
                    // qmllint enable unqualified
                }

                // One row per seat, cell by cell.
                Repeater {
                    model: sheet.rows.length * grid.columns
                    // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                    // pragma ComponentBehavior: Bound); the ids used here are this file's own.
                    // qmllint disable unqualified
                    delegate: Label {
                        id: cell
                        required property int index
                        readonly property int seat: Math.floor(index / grid.columns)
                        readonly property int column: index % grid.columns
                        readonly property var row: sheet.rows[seat] ?? ({})
                        readonly property int stallCount: sheet.stallFruits.length
                        Layout.maximumWidth: column === 0 ? 260 * sheet.unit : -1
                        horizontalAlignment: column === 0 ? Text.AlignLeft : Text.AlignHCenter
                        elide: Text.ElideRight
                        font.pixelSize: Theme.fontBody * sheet.unit
                        font.bold: column === 0 || column >= grid.columns - 2
                        color: Theme.ink
                        objectName: column === grid.columns - 2 ? "roundTotal_" + seat
                                  : column === grid.columns - 1 ? "gameTotal_" + seat : ""
                        text: {
                            if (column === 0)
                                return sheet.names[seat] ?? ""
                            if (column === 1)
                                return sheet.signed(row.tricks ?? 0)
                            if (column === 2)
                                return sheet.signed(row.hand ?? 0)
                            if (column < 3 + stallCount)
                                return sheet.signed((row.stalls ?? [])[column - 3] ?? 0)
                            switch (column - 3 - stallCount) {
                            case 0: return sheet.signed(row.trumpBonus ?? 0)
                            case 1: return sheet.signed(row.shutout ?? 0)
                            case 2: return "" + (row.total ?? 0)
                            }
                            return "" + (sheet.gameTotals[seat] ?? 0)
                        }
                    }
                    // qmllint enable unqualified
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

    component HeaderCell: Label {
        required property var modelData
        property real unit: 1
        Layout.alignment: Qt.AlignHCenter | Qt.AlignBottom
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        Layout.maximumWidth: 110 * unit
        text: modelData
        font.pixelSize: Theme.fontSmall * unit
        font.bold: true
        color: Theme.inkSoft
    }
}
