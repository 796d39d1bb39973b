// HistoryPlayerRow: one player's record on the History screen: wins and games, the winning
// streak, wins per game, and the ways to rename or remove them.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Shell

Rectangle {
    id: row

    required property StallCatalog catalog
    // A FamilyHistory.players entry.
    required property var player
    property bool narrow: false

    signal renameRequested()
    signal removeRequested()

    implicitHeight: content.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.outline
    border.width: 2

    function gameLine(gameId: string): string {
        //: One game's line in a player's record: %1 is the game's title, %2 the wins, %3
        //: the games of it played.
        return qsTr("%1 (%2 of %3)").arg(row.catalog.stallTitle(gameId))
            .arg(row.player.winsByGame[gameId] || 0).arg(row.player.playedByGame[gameId])
    }

    GridLayout {
        id: content
        anchors.fill: parent
        anchors.margins: Theme.spacing
        columns: row.narrow ? 1 : 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing / 2

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 4
            // The family player's face beside their name (a bot has none).
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing / 2
                Avatar {
                    objectName: "playerAvatar"
                    visible: !row.player.bot
                    Layout.preferredWidth: 44
                    Layout.preferredHeight: 44
                    kind: row.player.avatar ?? ""
                }
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    text: row.player.bot
                          //: A bot player's name in the history; %1 is the name.
                          ? qsTr("%1 (bot)").arg(row.player.name)
                          : row.player.name
                }
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.ink
                //: A player's record: %1 games won out of %n played.
                text: qsTr("Won %1 of %n game(s)", "", row.player.played).arg(row.player.wins)
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                text: row.player.currentStreak > 1
                      //: A player's winning streak: %n games won in a row, now; %1 the best ever.
                      ? qsTr("On a streak: %n win(s) in a row (best %1)", "",
                             row.player.currentStreak).arg(row.player.bestStreak)
                      : row.player.bestStreak > 0
                        //: A player's best winning streak so far (%n games in a row).
                        ? qsTr("Best streak: %n win(s) in a row", "", row.player.bestStreak)
                        //: A player who has not won a game yet.
                        : qsTr("No wins yet")
            }
            Flow {
                id: pills
                Layout.fillWidth: true
                spacing: Theme.spacing / 2
                Repeater {
                    model: Object.keys(row.player.playedByGame)
                    // Qt 6.4's qmllint cannot follow ids from inside a delegate; the ids used
                    // are this file's own.
                    // qmllint disable unqualified
                    delegate: Rectangle {
                        id: line
                        required property string modelData
                        // A pill per game, so one game's count never reads as the next one's;
                        // never wider than the row (its words wrap on a narrow phone).
                        implicitWidth: Math.min(lineText.implicitWidth + Theme.spacing, pills.width)
                        implicitHeight: lineText.implicitHeight + 6
                        radius: Math.min(height / 2, 16)
                        color: Theme.surfaceSunk
                        Label {
                            id: lineText
                            anchors.centerIn: parent
                            width: parent.width - Theme.spacing
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignHCenter
                            color: Theme.ink
                            text: row.gameLine(line.modelData)
                        }
                    }
                    // qmllint enable unqualified
                }
            }
        }
        // Side by side, or one under the other where the row is too narrow for both.
        Flow {
            Layout.alignment: Qt.AlignTop
            Layout.fillWidth: row.narrow
            Layout.preferredWidth: row.narrow ? -1 : implicitWidth
            spacing: Theme.spacing / 2
            ActionButton {
                objectName: "rename_" + row.player.playerId
                primary: false
                //: Button to give a player in the history another name.
                text: qsTr("Rename")
                onClicked: row.renameRequested()
            }
            ActionButton {
                objectName: "remove_" + row.player.playerId
                primary: false
                //: Button to take a player off the history's lists (their games stay).
                text: qsTr("Remove")
                onClicked: row.removeRequested()
            }
        }
    }
}
