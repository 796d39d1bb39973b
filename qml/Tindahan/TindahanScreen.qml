// TindahanScreen: the Tindahan table for the app shell. The shell calls startNew() or
// resume(), sets the three settings properties, and listens for leave(). Everything
// shown comes from TindahanTable, i.e. from one seat's view of the engine.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Tindahan

Item {
    id: screen

    property bool soundOn: true
    property int botDelayMs: 800
    property bool reduceMotion: false

    signal leave()

    // Starts a game from an fc::Setup in JSON; returns "" or the reason it could not.
    function startNew(setupJson) {
        clearOverlays()
        const error = table.startFromSetupJson(setupJson)
        syncCurtain()
        return error
    }
    // Continues a saved game (save file JSON); returns "" or the reason it could not.
    function resume(saveJson) {
        clearOverlays()
        const error = table.resumeFromSaveJson(saveJson)
        showRanking = error.length === 0 && table.over // a finished game opens on its ranking
        syncCurtain()
        return error
    }

    readonly property bool portrait: height > width
    // Sizes grow with the screen so a large tablet is not a sea of tiny text.
    readonly property real unit: Math.max(1, Math.min(2, Math.min(width, height) / 760))
    property int shownRound: -1      // the round whose scores are on screen, -1: none
    property bool showRanking: false
    property bool pickingTrump: false
    property string notice: ""       // why the last tap was refused

    readonly property alias table: table

    function clearOverlays() {
        shownRound = -1
        showRanking = false
        pickingTrump = false
        notice = ""
    }
    // The curtain follows the table: up while a human must take the tablet (except over
    // the score sheet, which shows nothing private), down once their hand is revealed.
    function syncCurtain() {
        const wanted = table.handoffSeat >= 0 && shownRound < 0
        if (wanted && (!curtain.shown || curtain.playerName !== table.handoffName)) {
            curtain.show(table.handoffName)
            sounds.play("handoff")
        } else if (!wanted && curtain.shown) {
            curtain.shown = false
        }
    }
    function refuse(reason) {
        if (reason.length === 0)
            return
        notice = reason
        noticeTimer.restart()
        sounds.play("error")
    }
    function cumulativeTotals(round) {
        const totals = []
        for (let r = 0; r <= round && r < table.roundResults.length; ++r) {
            const rows = table.roundResults[r]
            for (let s = 0; s < rows.length; ++s)
                totals[s] = (totals[s] ?? 0) + rows[s].total
        }
        return totals
    }
    function prompt() {
        if (table.over)
            return qsTr("The game is over.")
        if (pickingTrump)
            return qsTr("Tap a stall to move the trump token there.")
        if (table.myTurn) {
            if (table.canMoveTrump)
                return qsTr("Your lead: play a card or move the trump token.")
            if (table.canPlaceSeller)
                return qsTr("Your turn: play a card or place a seller on the %1 stall.")
                       .arg(TindahanStyle.fruitName(table.ledFruit))
            return qsTr("Your turn: play a card.")
        }
        const name = table.seatNames[table.seatToAct] ?? ""
        return table.isBot(table.seatToAct) ? qsTr("%1 is choosing…").arg(name)
                                            : qsTr("%1 to play.").arg(name)
    }

    TindahanTable {
        id: table
        botDelayMs: screen.botDelayMs
        // Bots wait while the score sheet or the ranking is up, so nothing moves behind it.
        botsPaused: screen.shownRound >= 0 || screen.showRanking
        onCardPlayed: sounds.play("tap")
        onSellerPlaced: sounds.play("tap")
        onTrumpMoved: sounds.play("tap")
        onTrickWon: sounds.play("success")
        onRoundFinished: round => {
            screen.pickingTrump = false
            screen.shownRound = round
            sounds.play(table.over ? "win" : "success")
        }
        onTableChanged: screen.syncCurtain()
    }

    Sounds {
        id: sounds
        enabled: screen.soundOn
    }

    Timer {
        id: noticeTimer
        interval: 3500
        onTriggered: screen.notice = ""
    }

    Rectangle {
        anchors.fill: parent
        color: TindahanStyle.felt
    }

    ColumnLayout {
        id: main
        anchors.fill: parent
        anchors.margins: 10 * screen.unit
        spacing: 8 * screen.unit

        RowLayout {
            Layout.fillWidth: true
            spacing: 8 * screen.unit
            ActionButton {
                primary: false
                text: qsTr("Menu")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.leave()
            }
            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
                objectName: "roundLabel"
                text: screen.width < 600 * screen.unit
                      ? qsTr("Round %1 of %2").arg(table.round).arg(table.rounds)
                      : qsTr("Tindahan · Round %1 of %2").arg(table.round).arg(table.rounds)
                font.pixelSize: Theme.fontLarge * screen.unit
                font.bold: true
                color: Theme.ink
            }
            ActionButton {
                objectName: "undoButton"
                primary: false
                enabled: table.canUndo
                opacity: table.canUndo ? 1 : 0.4
                text: qsTr("Undo")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.refuse(table.undo())
            }
        }

        GridLayout {
            Layout.fillWidth: true
            columns: screen.portrait ? Math.min(3, Math.max(1, table.seatCount)) : Math.max(1, table.seatCount)
            columnSpacing: 8 * screen.unit
            rowSpacing: 8 * screen.unit
            Repeater {
                model: table.players
                // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                // pragma ComponentBehavior: Bound); the ids used here are this file's own.
                // qmllint disable unqualified
                delegate: PlayerChip {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 100
                    unit: screen.unit
                }
                // qmllint enable unqualified
            }
        }

        StallRow {
            id: stallRow
            Layout.fillWidth: true
            Layout.preferredHeight: (screen.portrait ? 0.18 : 0.22) * screen.height
            Layout.topMargin: 10 * screen.unit
            model: table.stalls
            trumpFruit: table.trumpFruit
            picking: screen.pickingTrump
            reduceMotion: screen.reduceMotion
            unit: screen.unit
            onPicked: fruit => {
                screen.pickingTrump = false
                screen.refuse(table.moveTrump(fruit))
            }
        }

        TrickArea {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 80 * screen.unit
            model: table.trick
            names: table.seatNames
            reduceMotion: screen.reduceMotion
            unit: screen.unit
            maxCardHeight: handView.cellHeight * 1.1
            seats: Math.max(1, table.seatCount)
        }

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            objectName: "promptLabel"
            text: screen.notice.length > 0 ? screen.notice : screen.prompt()
            font.pixelSize: Theme.fontLarge * screen.unit
            font.bold: screen.notice.length > 0
            color: screen.notice.length > 0 ? TindahanStyle.highlight : Theme.ink
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredHeight: Theme.touchTarget * screen.unit
            spacing: 12 * screen.unit
            ActionButton {
                objectName: "placeSellerButton"
                visible: table.canPlaceSeller
                text: qsTr("Place a seller")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.refuse(table.placeSeller())
            }
            ActionButton {
                objectName: "moveTrumpButton"
                visible: table.canMoveTrump && !screen.pickingTrump
                primary: false
                text: qsTr("Move trump")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.pickingTrump = true
            }
            ActionButton {
                visible: screen.pickingTrump
                primary: false
                text: qsTr("Cancel")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.pickingTrump = false
            }
        }

        HandView {
            id: handView
            Layout.fillWidth: true
            Layout.preferredHeight: (screen.portrait ? 0.27 : 0.25) * screen.height
            rows: screen.portrait ? 2 : 1
            model: table.hand
            live: table.myTurn && !screen.pickingTrump
            reduceMotion: screen.reduceMotion
            onCardTapped: (cardId, legal, whyIllegal) => {
                if (screen.pickingTrump)
                    return
                screen.refuse(legal ? table.playCard(cardId) : whyIllegal)
            }
        }
    }

    ScoreBreakdown {
        anchors.fill: parent
        visible: screen.shownRound >= 0
        unit: screen.unit
        rows: screen.shownRound >= 0 ? (table.roundResults[screen.shownRound] ?? []) : []
        gameTotals: screen.shownRound >= 0 ? screen.cumulativeTotals(screen.shownRound) : []
        names: table.seatNames
        stallFruits: Array.from({ length: stallRow.count }, (_, i) => i) // stalls are in fruit order
        roundNumber: screen.shownRound + 1
        roundCount: table.rounds
        continueText: table.over && screen.shownRound === table.roundResults.length - 1
                      ? qsTr("Final ranking") : qsTr("Next round")
        onContinued: {
            if (table.over && screen.shownRound === table.roundResults.length - 1)
                screen.showRanking = true
            screen.shownRound = -1
            screen.syncCurtain()
        }
    }

    FinalRanking {
        anchors.fill: parent
        visible: screen.showRanking
        unit: screen.unit
        names: table.seatNames
        scores: table.scores
        winners: table.winners
        onDone: screen.leave()
    }

    HandoffCurtain {
        id: curtain
        objectName: "handoffCurtain"
        shown: false
        onRevealed: table.reveal()
    }
}
