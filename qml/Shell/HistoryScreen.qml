// HistoryScreen: the family's finished games: a chart of wins over the last weeks, each
// player's wins per game and streaks (rename, remove), the recent games, and an export of
// everything as JSON. A history file that could not be read, or a game that could not be
// saved, is said here in plain words.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: screen

    required property StallCatalog catalog

    signal backRequested()

    readonly property bool narrow: width < 600
    // The player the rename or remove dialog is about (a FamilyHistory.players entry).
    property var chosenPlayer: null
    property string exportNote: ""

    function playerName(seat: var): string {
        if (seat.former)
            //: A player removed from the history, in a past game; %1 is their name.
            return qsTr("%1 (former player)").arg(seat.name)
        //: A bot player's name in the history; %1 is the name.
        return seat.bot ? qsTr("%1 (bot)").arg(seat.name) : seat.name
    }
    function seatLine(seats: var): string {
        const parts = []
        for (const seat of seats) {
            //: A seat in a past game: %1 is the player, %2 their score.
            const part = qsTr("%1: %2").arg(playerName(seat)).arg(seat.score)
            //: Marks the winner of a past game; %1 is the seat's name and score.
            parts.push(seat.winner ? qsTr("%1 (won)").arg(part) : part)
        }
        return parts.join(" · ")
    }
    function renameProblem(kind: string): string {
        if (kind === "empty")
            //: Renaming a player with an empty name.
            return qsTr("Please type a name.")
        if (kind === "taken")
            //: Renaming a player to a name another player has.
            return qsTr("Another player already has that name.")
        //: Renaming or removing a player could not be written to the device.
        return qsTr("That could not be saved on this device.")
    }
    function exportGames() {
        const path = FamilyHistory.exportJson()
        exportNote = path !== ""
                //: After exporting the history; %1 is the file's full path.
                ? qsTr("Saved as %1").arg(path)
                //: Exporting the history failed.
                : qsTr("The history could not be exported. Is the device full?")
    }

    Component.onCompleted: FamilyHistory.reload()

    ScreenHeader {
        id: header
        width: parent.width
        //: Title of the history screen (the family's finished games).
        title: qsTr("Family history")
        onBackRequested: screen.backRequested()
    }

    Flickable {
        id: flick
        objectName: "historyFlick"
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: Device.safeAreaLeft
        anchors.rightMargin: Device.safeAreaRight
        clip: true
        contentWidth: width
        contentHeight: body.implicitHeight + Theme.spacing * 4
        bottomMargin: Device.safeAreaBottom
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {}

        ColumnLayout {
            id: body
            width: Math.min(flick.width - Theme.spacing * (screen.narrow ? 2 : 4), 960)
            x: (flick.width - width) / 2
            y: Theme.spacing * 2
            spacing: Theme.spacing * 1.5

            // What went wrong with the file, in plain words.
            Repeater {
                model: [
                    FamilyHistory.problem === "broken"
                    //: The history file was damaged; %1 is where it was moved.
                    ? qsTr("The history file could not be read, so it was put aside as %1 and a new history was started.").arg(FamilyHistory.setAsidePath) : "",
                    FamilyHistory.problem === "newer"
                    //: The history file came from a newer app version; %1 is where it was moved.
                    ? qsTr("The history was written by a newer version of Food Court, so it was put aside as %1 and a new history was started. Update the app to see it again.").arg(FamilyHistory.setAsidePath) : "",
                    FamilyHistory.problem === "unavailable"
                    //: No history file can be opened or created on this device.
                    ? qsTr("The history cannot be kept on this device: its file could not be opened. Games can still be played.") : "",
                    FamilyHistory.unsavedCount > 0
                    //: Finished games that could not be written (a full or read-only disk).
                    ? qsTr("%n finished game(s) could not be saved: the device refused to write. The games already saved are safe.", "", FamilyHistory.unsavedCount) : ""
                ]
                delegate: Rectangle {
                    id: note
                    required property string modelData
                    required property int index
                    objectName: "historyProblem" + note.index
                    visible: note.modelData !== ""
                    Layout.fillWidth: true
                    implicitHeight: noteText.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: Theme.surface
                    border.color: Theme.primary
                    border.width: 3
                    TextBlock {
                        id: noteText
                        anchors.fill: parent
                        anchors.margins: Theme.spacing
                        text: note.modelData
                    }
                }
            }

            TextBlock {
                objectName: "historyEmpty"
                Layout.fillWidth: true
                visible: FamilyHistory.gameCount === 0
                font.pixelSize: Theme.fontLarge
                //: The history screen before any game was finished.
                text: qsTr("No finished games yet. Every game you play to the end is kept here: who won, the scores, and the streaks.")
            }

            // The chart.
            Label {
                Layout.fillWidth: true
                visible: FamilyHistory.gameCount > 0
                wrapMode: Text.WordWrap
                color: Theme.woodDark
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: Heading of the history chart: wins per player in each of the last weeks.
                text: qsTr("Wins in the last %n week(s)", "", historyChart.shownWeeks)
            }
            HistoryChart {
                id: historyChart
                objectName: "historyChart"
                Layout.fillWidth: true
                room: body.width
                visible: FamilyHistory.gameCount > 0 && FamilyHistory.chartPlayers.length > 0
                weeks: FamilyHistory.weeks
                players: FamilyHistory.chartPlayers
                maxCount: FamilyHistory.chartMax
            }
            TextBlock {
                Layout.fillWidth: true
                visible: FamilyHistory.gameCount > 0 && FamilyHistory.chartPlayers.length === 0
                color: Theme.inkSoft
                //: Under the chart heading when nobody won a game in the last weeks.
                text: qsTr("Nobody has won a game in these weeks.")
            }

            // The players.
            Label {
                Layout.fillWidth: true
                visible: FamilyHistory.players.length > 0
                wrapMode: Text.WordWrap
                color: Theme.woodDark
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: Heading of the players' records on the history screen.
                text: qsTr("Players")
            }
            Repeater {
                objectName: "historyPlayers"
                model: FamilyHistory.players
                // qmllint disable unqualified
                delegate: HistoryPlayerRow {
                    id: playerRow
                    required property var modelData
                    Layout.fillWidth: true
                    catalog: screen.catalog
                    player: playerRow.modelData
                    narrow: screen.narrow
                    onRenameRequested: {
                        screen.chosenPlayer = playerRow.modelData
                        prompt.ask("rename")
                    }
                    onRemoveRequested: {
                        screen.chosenPlayer = playerRow.modelData
                        prompt.ask("remove")
                    }
                }
                // qmllint enable unqualified
            }

            // The recent games.
            Label {
                Layout.fillWidth: true
                visible: FamilyHistory.gameCount > 0
                wrapMode: Text.WordWrap
                color: Theme.woodDark
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: Heading of the list of the latest finished games.
                text: qsTr("Recent games")
            }
            Repeater {
                objectName: "historyRecent"
                model: FamilyHistory.recentGames
                // qmllint disable unqualified
                delegate: Rectangle {
                    id: game
                    required property var modelData
                    Layout.fillWidth: true
                    implicitHeight: gameText.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: Theme.surface
                    border.color: Theme.stallColor(screen.catalog.accent(game.modelData.gameId))
                    border.width: 3
                    ColumnLayout {
                        id: gameText
                        anchors.fill: parent
                        anchors.margins: Theme.spacing
                        spacing: 4
                        // The game's title, and when it ended beside it (under it on a phone).
                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.spacing
                            Label {
                                color: Theme.ink
                                font.bold: true
                                text: screen.catalog.stallTitle(game.modelData.gameId)
                            }
                            Label {
                                color: Theme.inkSoft
                                text: game.modelData.finishedAt.toLocaleString(Qt.locale(), Locale.ShortFormat)
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            color: Theme.ink
                            text: screen.seatLine(game.modelData.seats)
                        }
                    }
                }
                // qmllint enable unqualified
            }

            // Export.
            Label {
                Layout.fillWidth: true
                visible: FamilyHistory.gameCount > 0
                wrapMode: Text.WordWrap
                color: Theme.woodDark
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: Heading of the export part of the history screen.
                text: qsTr("Keep a copy")
            }
            TextBlock {
                Layout.fillWidth: true
                visible: FamilyHistory.gameCount > 0
                color: Theme.inkSoft
                //: Explains the export; %1 is the folder the file goes into.
                text: qsTr("Export writes every game as a JSON file into %1.").arg(FamilyHistory.exportFolder)
            }
            ActionButton {
                objectName: "historyExport"
                // Its words wrap rather than widen the page (Dutch at 140 % on a phone).
                Layout.maximumWidth: parent.width
                visible: FamilyHistory.gameCount > 0
                //: Button that writes the history to a JSON file.
                text: qsTr("Export the history")
                onClicked: screen.exportGames()
            }
            TextBlock {
                objectName: "historyExportNote"
                Layout.fillWidth: true
                visible: screen.exportNote !== ""
                text: screen.exportNote
            }
        }
    }

    // The rename and remove questions: one modal card over the screen (taps stop there).
    Rectangle {
        id: prompt
        objectName: "historyPrompt"
        // "", "rename" or "remove".
        property string asking: ""
        property string problem: ""

        function ask(what: string) {
            problem = ""
            nameField.text = screen.chosenPlayer ? screen.chosenPlayer.name : ""
            asking = what
            if (what === "rename")
                nameField.forceActiveFocus()
        }
        function rename() {
            const result = FamilyHistory.renamePlayer(screen.chosenPlayer.playerId, nameField.text)
            if (result === "")
                asking = ""
            else
                problem = screen.renameProblem(result)
        }
        function remove() {
            const result = FamilyHistory.removePlayer(screen.chosenPlayer.playerId)
            if (result === "")
                asking = ""
            else
                problem = screen.renameProblem(result)
        }

        anchors.fill: parent
        visible: asking !== ""
        color: "#99000000"
        MouseArea { anchors.fill: parent; Accessible.ignored: true } // taps stop here

        Rectangle {
            anchors.centerIn: parent
            width: Math.min(parent.width - Theme.spacing * 2, 520)
            height: promptColumn.implicitHeight + Theme.spacing * 3
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.outline
            border.width: 2

            ColumnLayout {
                id: promptColumn
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: Theme.spacing * 1.5
                spacing: Theme.spacing
                TextBlock {
                    Layout.fillWidth: true
                    font.pixelSize: prompt.asking === "rename" ? Theme.fontLarge : Theme.fontBody
                    readonly property string name: screen.chosenPlayer ? screen.chosenPlayer.name : ""
                    text: prompt.asking === "rename"
                          //: Title of the rename question; %1 is the player's current name.
                          ? qsTr("A new name for %1").arg(name)
                          //: Asks before removing a player; %1 is the name.
                          : qsTr("Remove %1 from the lists? Their games stay in the history, marked as a former player.").arg(name)
                }
                TextField {
                    id: nameField
                    objectName: "renameField"
                    visible: prompt.asking === "rename"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.touchTarget
                    font.pixelSize: Theme.fontBody
                    onAccepted: prompt.rename()
                }
                TextBlock {
                    Layout.fillWidth: true
                    visible: prompt.problem !== ""
                    color: Theme.primary
                    text: prompt.problem
                }
                Flow {
                    Layout.fillWidth: true
                    layoutDirection: Qt.RightToLeft
                    spacing: Theme.spacing
                    ActionButton {
                        objectName: "promptConfirm"
                        text: prompt.asking === "rename"
                              //: Confirms a player's new name.
                              ? qsTr("Rename")
                              //: Confirms removing a player from the history's lists.
                              : qsTr("Remove")
                        onClicked: prompt.asking === "rename" ? prompt.rename() : prompt.remove()
                    }
                    ActionButton {
                        primary: false
                        //: Closes the question without changing anything.
                        text: qsTr("Cancel")
                        onClicked: prompt.asking = ""
                    }
                }
            }
        }
    }
}
