// FinalRanking: the end of the game: players by points, equal points share a place, and
// every winner is named (ties share the win).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: ranking

    property var names: []
    property var scores: []
    property var winners: []
    property real unit: 1

    signal done()
    signal playAgain()

    color: Theme.background
    objectName: "finalRanking"

    // Seats by score, best first; a place is one more than the number of better scores.
    readonly property var standings: {
        const seats = names.map((name, seat) => seat)
        seats.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b)
        return seats.map(seat => ({
            seat: seat,
            place: 1 + seats.filter(other => (scores[other] ?? 0) > (scores[seat] ?? 0)).length
        }))
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacing * ranking.unit, Theme.readableWidth * ranking.unit)
        spacing: Theme.spacing * ranking.unit

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            objectName: "winnerTitle"
            text: ranking.winners.length > 1
                  ? qsTr("Shared win: %1").arg(ranking.winners.map(s => ranking.names[s]).join(", "))
                  : qsTr("%1 wins the market!").arg(ranking.names[ranking.winners[0]] ?? "")
            font.pixelSize: Theme.fontTitle * ranking.unit
            font.bold: true
            color: Theme.ink
        }

        // A Column positioner holds the lines, not the layout: Qt 6.4's layouts keep reading
        // a Repeater's delegates while it rebuilds them, and the standings follow the
        // scores all game long.
        Column {
            id: lines
            Layout.fillWidth: true
            spacing: Theme.spacing * ranking.unit

            Repeater {
                model: ranking.standings
                // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                // pragma ComponentBehavior: Bound); the ids used here are this file's own.
                // qmllint disable unqualified
                delegate: Rectangle {
                    id: line
                    required property var modelData
                    width: lines.width
                    height: 56 * ranking.unit
                    radius: Theme.radius * ranking.unit
                    color: ranking.winners.includes(modelData.seat) ? Theme.surface : Theme.surfaceSunk
                    border.color: Theme.outline
                    RowLayout {
                        anchors { fill: parent; leftMargin: 12 * ranking.unit; rightMargin: 12 * ranking.unit }
                        spacing: 10 * ranking.unit
                        Label {
                            //: A place in the final ranking: 1., 2., ...
                            text: qsTr("%1.").arg(line.modelData.place)
                            font.pixelSize: Theme.fontLarge * ranking.unit
                            font.bold: true
                            color: Theme.ink
                        }
                        SellerToken {
                            seat: line.modelData.seat
                            Layout.preferredWidth: 28 * ranking.unit
                            Layout.preferredHeight: 28 * ranking.unit
                        }
                        Label {
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                            text: ranking.names[line.modelData.seat] ?? ""
                            font.pixelSize: Theme.fontLarge * ranking.unit
                            color: Theme.ink
                        }
                        Label {
                            visible: ranking.winners.includes(line.modelData.seat)
                            text: ranking.winners.length > 1 ? qsTr("Shared win") : qsTr("Winner")
                            font.pixelSize: Theme.fontBody * ranking.unit
                            font.bold: true
                            color: TindahanStyle.highlight
                        }
                        Label {
                            objectName: "finalScore_" + line.modelData.seat
                            text: qsTr("%1 pts").arg(ranking.scores[line.modelData.seat] ?? 0)
                            font.pixelSize: Theme.fontLarge * ranking.unit
                            font.bold: true
                            color: Theme.ink
                        }
                    }
                }
                // qmllint enable unqualified
            }
        }

        Flow {
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            Layout.preferredWidth: playAgain.implicitWidth + menuButton.implicitWidth + spacing
            spacing: Theme.spacing
            PlayAgainButton {
                id: playAgain
                font.pixelSize: Theme.fontBody * ranking.unit
                onClicked: ranking.playAgain()
            }
            ActionButton {
                id: menuButton
                objectName: "doneButton"
                primary: false
                font.pixelSize: Theme.fontBody * ranking.unit
                text: qsTr("Back to the menu")
                onClicked: ranking.done()
            }
        }
    }
}
