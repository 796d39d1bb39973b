// KandarKlashScreen: the Kandar Klash! table for the app shell (a GameScreen): one zone per
// cook around the tablet's edges, each facing its cook, and the customer card in the
// middle. Every cook sees their own zone at once (real time: no hand-off curtain; all
// tables are open in this game, only the customer deck is hidden). The shell's botDelayMs
// is not used: real-time bots keep their own pace (their strength sets their reaction and
// handling times). While the app is in the background (paused) the round holds.
import QtQuick
import QtMultimedia
import FoodCourt.Common
import FoodCourt.KandarKlash

GameScreen {
    id: screen

    table: kitchen
    // The wooden table runs under the notch / home indicator; the cooks' zones and the
    // customer stay clear.
    handlesSafeArea: true
    // The back key or Escape: mid-round it asks first (and a second press closes the
    // question); once the game is over it leaves at once.
    handlesBack: leaveCheck.visible || kitchenRunning
    onBackPressed: leaveCheck.visible = !leaveCheck.visible

    // From the first countdown to the last reveal the kitchen runs by itself: the
    // display stays on (between rounds too, so it never dims while the dishes show).
    readonly property bool kitchenRunning: kitchen.stage !== KandarKlashTable.Idle
                                           && kitchen.stage !== KandarKlashTable.Over
    onKitchenRunningChanged: Device.keepAwake(kitchenRunning)
    // The rules' "?" sits beside the leave button in the middle, which belongs to nobody's
    // zone; the corners are the cooks'. Under it where the middle is wide, beside it where
    // the middle is tall.
    rulesButtonX: safeArea.x + leaveButton.x + (leaveButton.beside ? 0 : leaveButton.width + Theme.spacing)
    rulesButtonY: safeArea.y + leaveButton.y + (leaveButton.beside ? leaveButton.height + Theme.spacing : 0)

    Rectangle {
        anchors.fill: parent
        color: "#C99A66" // the wooden table
    }

    KandarKlashTable {
        id: kitchen
        // The question about leaving holds the round too: nobody cooks on meanwhile.
        paused: screen.paused || leaveCheck.visible
        onClaimHeard: if (screen.soundOn) siapVoice.play()
        onLanded: Device.tap()
        onRefused: (seat, reason) => {
            const zone = zones.itemAt(seat)
            if (zone)
                zone.showNotice(reason)
            screen.say(reason)
            sounds.play("error")
            Device.tapError()
        }
        onRoundStopped: sounds.play("tap")
        onStageChanged: {
            if (stage === KandarKlashTable.Cooking && screen.soundOn)
                goBell.play()
            else if (stage === KandarKlashTable.Over)
                sounds.play("win")
        }
        onCountdownChanged: if (countdown > 0) sounds.play("tap")
    }

    TableLayout {
        id: layout
        width: safeArea.width
        height: safeArea.height
        players: kitchen.seatCount
    }

    // Everything a cook reads or touches lies in here, clear of the insets.
    Item {
        id: safeArea
        anchors.fill: parent
        anchors.topMargin: screen.safeAreaTop
        anchors.rightMargin: screen.safeAreaRight
        anchors.bottomMargin: screen.safeAreaBottom
        anchors.leftMargin: screen.safeAreaLeft

        Repeater {
            id: zones
            model: kitchen.cooks
            // Qt 6.4's qmllint cannot follow this file's ids into a delegate (6.5's
            // pragma ComponentBehavior: Bound can).
            // qmllint disable unqualified
            CookZone {
                objectName: "zone" + index
                z: 1 // over the customer card, so a favour change floating out of a zone shows
                table: kitchen
                reduceMotion: screen.reduceMotion
                edge: layout.edges[index] ?? 0
                x: layout.rectOf(edge).x
                y: layout.rectOf(edge).y
                width: layout.rectOf(edge).width
                height: layout.rectOf(edge).height
            }
            // qmllint enable unqualified
        }

        CustomerCard {
            id: customer
            objectName: "customerCard"
            readonly property real side: Math.min(layout.centre.width * 0.92, layout.centre.height * 0.92,
                                                  Math.min(safeArea.width, safeArea.height) * 0.4)
            x: layout.centre.x + (layout.centre.width - side) / 2
            y: layout.centre.y + (layout.centre.height - side) / 2
            width: side
            height: side
            dish: kitchen.dish
            // How far the kitchen is, in words: the card's code (C07) means nothing to a cook.
            label: kitchen.round <= 0 ? ""
                   //: The customer card's label, read from every edge; %1 is this round, %2 the rounds.
                   : qsTr("Customer %1 of %2").arg(kitchen.round).arg(kitchen.rounds)
            shortLabel: kitchen.round <= 0 ? "" : "%1/%2".arg(kitchen.round).arg(kitchen.rounds)
        }

        // Leaving keeps the autosave: the match can be resumed from the menu.
        // Beside the customer card where the middle is wide, under it where it is tall.
        ActionButton {
            id: leaveButton
            readonly property bool beside: layout.centre.width - customer.width > layout.centre.height - customer.height
            x: beside ? customer.x + customer.width + Theme.spacing : customer.x + (customer.width - width) / 2
            y: beside ? customer.y + (customer.height - height) / 2 : customer.y + customer.height + Theme.spacing
            objectName: "leaveTableButton"
            primary: false
            text: "\u2715"
            //: Accessible name of the button that leaves the Kandar Klash! kitchen.
            Accessible.name: qsTr("Leave the table")
            // Mid-round it asks first, as the back key does: a brushed button must not end
            // the kitchen for everyone.
            onClicked: screen.kitchenRunning ? leaveCheck.visible = true : screen.leave()
        }

        LeaveCheck {
            id: leaveCheck
            objectName: "leaveCheck"
            visible: false
            z: 3
            width: Math.min(implicitWidth, safeArea.width - Theme.spacing * 2)
            height: implicitHeight
            anchors.centerIn: parent
            onStay: visible = false
            onLeave: screen.leave()
        }
    }

    // The end of the game: each cook's zone turns its own result to its cook; the middle
    // names the winner and offers Play again and Menu.
    EndOfGame {
        objectName: "endOfGame"
        anchors.fill: parent
        visible: kitchen.stage === KandarKlashTable.Over
        z: 10
        reduceMotion: screen.reduceMotion
        names: kitchen.seatNames
        scores: kitchen.scores
        winners: kitchen.winners
        //: The score of a cook at the end of Kandar Klash!: favour tokens ("1 favour" for one).
        scoreTexts: Array.from(kitchen.scores).map(favours => qsTr("%n favours", "", favours))
        //: Title when a Kandar Klash! game has ended.
        heading: qsTr("Kitchen closed!")
        safeArea: Qt.rect(safeArea.x, safeArea.y, safeArea.width, safeArea.height)
        zones: layout.edges.slice(0, kitchen.seatCount).map((edge, seat) => {
            const r = layout.rectOf(edge)
            return { seat: seat, edge: edge, x: safeArea.x + r.x, y: safeArea.y + r.y,
                     width: r.width, height: r.height }
        })
        maxPanelWidth: 440
        onPlayAgain: screen.rematch()
        onMenu: screen.leave()
    }

    Sounds {
        id: sounds
        enabled: screen.soundOn
    }
    SoundEffect {
        id: siapVoice
        source: sounds.loaded ? "qrc:/FoodCourt/KandarKlash/sounds/siap.wav" : ""
    }
    SoundEffect {
        id: goBell
        source: sounds.loaded ? "qrc:/FoodCourt/KandarKlash/sounds/go.wav" : ""
    }
}
