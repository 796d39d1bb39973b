// KandarKlashScreen: the Kandar Klash! table for the app shell (a GameScreen): one zone per
// cook around the tablet's edges, each facing its cook, and the customer card in the
// middle. Every cook sees their own zone at once (real time: no hand-off curtain; all
// tables are open in this game, only the customer deck is hidden). The shell's botDelayMs
// is not used: real-time bots keep their own pace (their strength sets their reaction and
// handling times). While the app is in the background (paused) the round holds.
import QtQuick
import FoodCourt.Common
import FoodCourt.KandarKlash

GameScreen {
    id: screen

    table: kitchen
    readonly property alias layout: layout
    // The wooden table runs under the notch / home indicator; the cooks' zones and the
    // customer stay clear.
    handlesSafeArea: true
    // "What can I do?" is asked in each cook's zone, for that cook, and answered there.
    laysOutHintButton: true
    laysOutHintPanel: true
    // The back key or Escape: mid-round it asks first (and a second press closes the
    // question); once the game is over it leaves at once.
    handlesBack: leaveCheck.visible || kitchenRunning
    onBackPressed: leaveCheck.visible = !leaveCheck.visible

    // From the first countdown to the last reveal the kitchen runs by itself: the
    // display stays on (between rounds too, so it never dims while the dishes show).
    readonly property bool kitchenRunning: kitchen.stage !== KandarKlashTable.Idle
                                           && kitchen.stage !== KandarKlashTable.Over
    onKitchenRunningChanged: Device.keepAwake(kitchenRunning)
    // The middle, which belongs to nobody's zone, holds the customer card and its two buttons (leave, and the rules' "?"):
    // beside the card where the middle is wide, under it where it is tall; the two side by
    // side where there is room for that, else one above the other.
    readonly property bool buttonsBeside: layout.centre.width > layout.centre.height
    readonly property bool buttonsAcross: buttonsBeside
        ? customer.height < 2 * leaveButton.height + Theme.spacing
        : layout.centre.width >= 2 * leaveButton.width + 3 * Theme.spacing
    // A new game on a screen too small for its cooks (three or four on a phone) opens with
    // a word that a tablet plays better: said once per screen, never on a resumed game.
    // Under playableCell (a mat under 144 dp, a card on it 24 dp wide) a dish is fiddly to
    // build: three or four cooks on a 360 dp phone, four on a 640x400 tablet. Four cooks
    // have 23 dp on a 1280x800 tablet, 13 on an 853x533 one and 14 on a 540 dp phone.
    readonly property real playableCell: 12
    readonly property real smallestCell: {
        let least = Infinity
        for (let seat = 0; seat < zones.count; ++seat)
            least = Math.min(least, (zones.itemAt(seat) as CookZone)?.cell ?? Infinity)
        return least
    }
    readonly property bool cramped: kitchen.seatCount >= 3 && smallestCell < playableCell
    property bool crampedNoteDue: false
    property bool crampedNoteSeen: false
    onMatchEntered: resumed => crampedNoteDue = !resumed && !crampedNoteSeen

    rulesButtonX: safeArea.x + leaveButton.x + (buttonsAcross ? leaveButton.width + Theme.spacing : 0)
    rulesButtonY: safeArea.y + leaveButton.y + (buttonsAcross ? 0 : leaveButton.height + Theme.spacing)

    Rectangle {
        anchors.fill: parent
        color: "#C99A66" // the wooden table
    }

    KandarKlashTable {
        id: kitchen
        // The question about leaving holds the round too: nobody cooks on meanwhile.
        paused: screen.paused || leaveCheck.visible || crampedNote.visible
        onClaimHeard: voices.play("siap")
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
            screen.closeHint() // a hint answers one round's dish
            if (stage === KandarKlashTable.Over)
                sounds.play("win")
        }
    }

    // The width Flip, Over and Under need for their words: the same in every zone.
    readonly property real wordsWidth: zones.count > 0 ? (zones.itemAt(0) as CookZone)?.labelWidth ?? 64 : 64
    // A table the words would leave cramped (three or four cooks and a cook's cell under
    // playableCell: a phone, a small tablet) gets Flip, Over and Under as pictures, a touch
    // target wide in every language, and is laid out for those. Two cooks keep the words.
    readonly property bool compactControls: kitchen.seatCount >= 3
                                            && Math.min(...wordedLayout.cells) < playableCell
    TableLayout {
        id: wordedLayout
        width: safeArea.width
        height: safeArea.height
        players: kitchen.seatCount
        labelWidth: screen.wordsWidth
    }
    TableLayout {
        id: layout
        width: safeArea.width
        height: safeArea.height
        players: kitchen.seatCount
        labelWidth: screen.compactControls ? Theme.touchTarget : screen.wordsWidth
        cramped: screen.compactControls
    }

    // The countdown's words where every cook can read them. SharedBeat writes them once per
    // cook round the customer card; on a small middle (three or four cooks on a phone) its
    // copies would be a few dp tall, so each cook's zone shows them big instead (ZoneBeat),
    // and the middle keeps its pips. Both are sized for the longest signal word of the six
    // languages, so every language reads the same size and none is cut.
    readonly property real longestBeatWord: Math.max(longestSignalWord.advanceWidth, signalWordSize.advanceWidth)
    TextMetrics {
        id: longestSignalWord
        text: "¡A cocinar!" // the Spanish signal, the widest (measured only, never shown)
        font.pixelSize: 100
        font.bold: true
    }
    TextMetrics {
        id: signalWordSize
        text: sharedBeat.signalWord
        font.pixelSize: 100
        font.bold: true
    }
    // The size of that word in the middle, in SharedBeat's box for it.
    readonly property real middleBeatSize: sharedBeat.wordSizeFor(longestBeatWord)
    // Where the middle's words read under beatReadableSize on a phone or a small tablet
    // (its short side under 600 dp), three or four cooks round a card of 100-160 dp: the
    // zones take them. A tablet keeps them in its middle, as do two cooks facing across it.
    readonly property real beatReadableSize: 20
    readonly property bool beatInZones: sharedBeat.crowded && middleBeatSize < beatReadableSize
                                        && Math.min(safeArea.width, safeArea.height) < 600

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
                compactTable: screen.compactControls
                reduceMotion: screen.reduceMotion
                hint: screen.hintShown.seat === index ? screen.hintShown : ({})
                beatText: screen.beatInZones ? sharedBeat.shownText : ""
                beatSignal: sharedBeat.phase === "signal"
                beatWordWidth: screen.longestBeatWord
                hintPanelOpen: screen.hintPanelOpen
                onHintAsked: screen.askHint(index)
                onHintPanelClosed: screen.hintPanelOpen = false
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
            objectName: "customer"
            // The card and its buttons share the middle, centred as a group; the card's size
            // leaves room for them however they end up (see buttonsAcross).
            readonly property real buttonWidth: Theme.touchTarget + 8 + Theme.spacing
            readonly property real buttonHeight: Theme.touchTarget + Theme.spacing
            readonly property real side: Math.min(
                (layout.centre.width - (screen.buttonsBeside ? 2 * buttonWidth : 0)) * 0.92,
                (layout.centre.height - (screen.buttonsBeside ? 0 : 2 * buttonHeight)) * 0.92,
                Math.min(safeArea.width, safeArea.height) * 0.4)
            readonly property real groupWidth: side + (screen.buttonsBeside
                ? (screen.buttonsAcross ? 2 : 1) * (leaveButton.width + Theme.spacing) : 0)
            readonly property real groupHeight: side + (screen.buttonsBeside ? 0
                : (screen.buttonsAcross ? 1 : 2) * (leaveButton.height + Theme.spacing))
            x: layout.centre.x + (layout.centre.width - groupWidth) / 2
            y: layout.centre.y + (layout.centre.height - groupHeight) / 2
            width: side
            height: side
            dish: kitchen.dish
            // How far the kitchen is, in words: the card's code (C07) means nothing to a cook.
            label: kitchen.round <= 0 ? ""
                   //: The customer card's label, read from every edge; %1 is this round, %2 the rounds.
                   : qsTr("Customer %1 of %2").arg(kitchen.round).arg(kitchen.rounds)
            shortLabel: kitchen.round <= 0 ? "" : "%1/%2".arg(kitchen.round).arg(kitchen.rounds)
            labelsShown: sharedBeat.phase !== "signal"
        }

        // Leaving keeps the autosave: the match can be resumed from the menu.
        ActionButton {
            id: leaveButton
            // The first of the two buttons: the pair centred on the card's side or foot.
            x: screen.buttonsBeside ? customer.x + customer.width + Theme.spacing
                                    : customer.x + (customer.width - (screen.buttonsAcross ? 2 * width + Theme.spacing : width)) / 2
            y: !screen.buttonsBeside ? customer.y + customer.height + Theme.spacing
                                     : customer.y + (customer.height - (screen.buttonsAcross ? height : 2 * height + Theme.spacing)) / 2
            objectName: "leaveTableButton"
            primary: false
            text: "\u2715"
            //: Accessible name of the button that leaves the Kandar Klash! kitchen.
            Accessible.name: qsTr("Leave the table")
            // Mid-round it asks first, as the back key does: a brushed button must not end
            // the kitchen for everyone.
            onClicked: screen.kitchenRunning ? leaveCheck.visible = true : screen.leave()
        }

        // The countdown over the face-down customer, for every cook at once: "3, 2, 1,
        // Cook!", each number turned to every cook's edge, a knock on each beat. The word
        // shows as the customer turns over, then clears the card.
        SharedBeat {
            id: sharedBeat
            objectName: "sharedBeat"
            // On the face-down customer, a little over its edges: the leave button beside
            // it stays free.
            readonly property real side: customer.width + Theme.spacing
            x: customer.x + customer.width / 2 - side / 2
            y: customer.y + customer.height / 2 - side / 2
            width: side
            height: side
            z: 2
            backdrop: Theme.beatBackdrop
            backdropRadius: customer.radius
            running: kitchen.stage === KandarKlashTable.Countdown
            remaining: kitchen.countdown
            edges: layout.edges.slice(0, kitchen.seatCount)
            wordsShown: !screen.beatInZones
            //: The start signal shown big in the middle when the customer card turns over.
            signalWord: qsTr("Cook!")
            signalSource: "qrc:/FoodCourt/KandarKlash/sounds/go.wav"
            // Timed by the kitchen, on the clock its stages run on.
            signalHeld: kitchen.signalShown
            reduceMotion: screen.reduceMotion
            soundOn: screen.soundOn
        }

        CrampedTableNote {
            id: crampedNote
            objectName: "crampedNote"
            anchors.fill: parent
            z: 3
            visible: screen.crampedNoteDue && screen.cramped
            avoid: Qt.rect(screen.rulesButtonX - safeArea.x, screen.rulesButtonY - safeArea.y,
                           Theme.touchTarget, Theme.touchTarget)
            onPlayAnyway: {
                screen.crampedNoteSeen = true
                screen.crampedNoteDue = false
            }
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
    CueBank {
        id: voices
        enabled: screen.soundOn
        cues: ({ siap: "qrc:/FoodCourt/KandarKlash/sounds/siap.wav" })
    }
}
