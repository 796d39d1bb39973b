// WokUpScreen: the Wok Up table for the app shell (a GameScreen): the wok in the middle and
// one edge per player around it, each turned to face its player. Everything comes from
// WokUpTable, which keeps the match clock; nothing here judges a claim. The shell's
// botDelayMs is not used: Wok Up's bots keep their own pace, set by their strength. While
// the app is in the background (paused) the match clock and the animations stop.
import QtQuick
import FoodCourt.Common
import FoodCourt.WokUp

GameScreen {
    id: screen

    table: table // the WokUpTable below: its id, which comes before the property
    // The felt runs under a notch; the edges and controls keep clear of it.
    handlesSafeArea: true
    // The back key: mid-round it holds the game under a pause panel (a stray press must
    // not throw four players out); on the panel it resumes. Otherwise the host leaves for
    // the menu.
    handlesBack: pausePanelOpen || roundRunning
    onBackPressed: pausePanelOpen = !pausePanelOpen

    readonly property alias layout: layout
    // Corner controls grow with the screen so a big tablet is not all tiny text.
    readonly property real unit: Math.max(1, Math.min(2, layout.shortSide / 800))
    // A round is being played (the screen stays on); not before the start or after the end.
    readonly property bool roundRunning: table.stage !== "idle" && table.stage !== "over"
    // The back key stopped the round: the table holds still under the pause panel.
    property bool pausePanelOpen: false

    // The rules' "?" sits under the Menu button: the other corners hold the round number and
    // the players' edges.
    rulesButtonX: layout.menuArea.x
    rulesButtonY: menuButton.y + menuButton.height + Theme.spacing
    // "What can I do?" beside the "?" (it names what anyone may see: the complete recipes).
    hintButtonX: rulesButtonX + Theme.touchTarget + Theme.spacing
    hintButtonY: rulesButtonY
    hintButtonCompact: true // a light bulb beside "?": the words would reach the claim pads on a phone
    hintPanelY: rulesButtonY + Theme.touchTarget + Theme.spacing
    // Read aloud when the setting is on: the signal, the claim window and whose pick it is;
    // who won a card is said as it happens (onCardWon).
    turnPrompt: {
        switch (table.stage) {
        case "throwing":
            //: Read aloud at the signal: everyone throws.
            return qsTr("Wok! Flick your tokens into the wok.")
        case "claiming":
            //: Read aloud when the tokens have settled and recipes may be claimed.
            return qsTr("Claim now: press a recipe the wok completes.")
        case "choosing":
            //: Read aloud while a winner picks the stack to turn over; %1 is their name.
            return qsTr("%1 turns over a new recipe.").arg(table.seatNames[table.chooser] ?? "")
        }
        return ""
    }
    onRoundRunningChanged: Device.keepAwake(roundRunning)
    Component.onDestruction: Device.keepAwake(false)

    SeatLayout {
        id: layout
        width: screen.width
        height: screen.height
        safeTop: screen.safeAreaTop
        safeRight: screen.safeAreaRight
        safeBottom: screen.safeAreaBottom
        safeLeft: screen.safeAreaLeft
        players: table.seatCount
    }

    function verdictOf(seat) {
        for (let i = 0; i < table.results.length; ++i) {
            if (table.results[i].seat === seat)
                return table.results[i].verdict
        }
        return ""
    }
    function isWinner(seat) {
        for (let i = 0; i < table.winners.length; ++i) {
            if (table.winners[i] === seat)
                return true
        }
        return false
    }
    function edgeOf(seat) {
        for (let i = 0; i < edges.count; ++i) {
            const e = edges.itemAt(i)
            if (e && e.seat === seat)
                return e
        }
        return null
    }
    function centreOf(item, target) {
        return item.mapToItem(target, item.width / 2, item.height / 2)
    }

    WokUpTable {
        id: table
        paused: screen.paused || screen.pausePanelOpen
        onTokenThrown: sounds.play("throw")
        onStageChanged: {
            if (stage === "settling")
                clatterDelay.restart()
            else if (stage === "over")
                commonSounds.play("win")
        }
        onClaimed: sounds.play("claim")
        onWokUpShouted: sounds.play("wokup")
        onCardWon: (seat, card, stack) => {
            commonSounds.play("success")
            //: Read aloud when a player wins a recipe card; %1 is their name.
            screen.say(qsTr("%1 wins a recipe card!").arg(table.seatNames[seat] ?? ""))
            const to = screen.edgeOf(seat)
            if (stack < 0 || !to)
                return
            flyingCard.createObject(screen, {
                start: wok.mapToItem(screen, wok.stackCentre(stack).x, wok.stackCentre(stack).y),
                end: screen.centreOf(to.wonItem, screen),
                size: wok.pxPerCm * 6
            })
        }
        onClaimWrong: commonSounds.play("error")
    }

    WokUpSounds { id: sounds; enabled: screen.soundOn }
    Sounds { id: commonSounds; enabled: screen.soundOn }
    Timer { id: clatterDelay; interval: 380; onTriggered: sounds.play("clatter") }

    // The felt under everything.
    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: WokUpStyle.feltLight }
            GradientStop { position: 1; color: WokUpStyle.felt }
        }
    }

    WokView {
        id: wok
        objectName: "wok"
        beatShowing: sharedBeat.visible
        table: table // the WokUpTable's id (screen.table is typed MatchSession)
        reduceMotion: screen.reduceMotion
        hintCards: screen.hintShown.example?.cards ?? []
        paused: table.paused
        width: layout.shortSide
        height: width
        x: layout.wokCentre.x - width / 2
        y: layout.wokCentre.y - height / 2
        launchFor: seat => {
            const e = screen.edgeOf(seat)
            return e ? screen.centreOf(e.launchItem, wok) : Qt.point(wok.width / 2, wok.height)
        }
    }

    Repeater {
        id: edges
        model: table.seats
        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
        // qmllint disable unqualified
        delegate: PlayerEdge {
            readonly property var place: layout.zones[index] ?? { x: 0, y: 0, width: 0, height: 0, edge: 0 }

            objectName: "edge_" + index
            // Not the id `table` here: in a delegate, the name finds the edge's own property.
            table: wok.table
            edge: place.edge
            x: place.x
            y: place.y
            width: place.width
            height: place.height
            pxPerCm: wok.pxPerCm
            verdict: screen.verdictOf(index)
            winner: screen.isWinner(index)
        }
    }

    ActionButton {
        id: menuButton
        objectName: "menuButton"
        x: layout.menuArea.x
        y: layout.menuArea.y
        width: Math.min(implicitWidth, layout.menuArea.width)
        leftPadding: 8
        rightPadding: 8
        primary: false
        // Large text shrinks to the corner the layout leaves (a word is never cut).
        font.pixelSize: Math.min(Theme.fontBody * screen.unit,
                                 Theme.fontBody * screen.unit * (layout.menuArea.width - 16)
                                 / Math.max(1, menuCaption.advanceWidth))
        TextMetrics {
            id: menuCaption
            font.pixelSize: Theme.fontBody * screen.unit
            text: qsTr("Menu")
        }
        //: Leaves the table for the food court menu (the game is saved).
        text: qsTr("Menu")
        // Mid-round it pauses and asks first, as the back key does.
        onClicked: screen.roundRunning ? screen.pausePanelOpen = true : screen.leave()
    }

    Text {
        x: layout.roundArea.x
        y: layout.roundArea.y
        width: layout.roundArea.width
        height: layout.roundArea.height
        horizontalAlignment: Text.AlignRight
        wrapMode: Text.WordWrap
        fontSizeMode: Text.Fit
        minimumPixelSize: 10
        //: The round number in the corner of the table.
        text: qsTr("Round %1").arg(table.round)
        font.pixelSize: Theme.fontBody * screen.unit
        font.bold: true
        color: "white"
    }

    // The countdown in the middle, for everyone at once: "3, 2, 1, Wok!", each number
    // turned to every edge with a player, a knock on each beat.
    SharedBeat {
        id: sharedBeat
        objectName: "sharedBeat"
        anchors.centerIn: wok
        // Inside the ring of recipe stacks (their labels start about 12 cm from the
        // middle): the cards stay in view for the players to plan with.
        width: wok.pxPerCm * 19
        height: width
        z: 120
        backdrop: "#8C1E1E1E"
        running: table.stage === "countdown"
        remaining: table.countdown
        edges: layout.zones.map(zone => zone.edge)
        //: The start signal shown big in the middle of the wok after "3, 2, 1".
        signalWord: qsTr("Wok!")
        // Timed by the table, on the clock its stages run on.
        signalHeld: table.signalShown
        reduceMotion: screen.reduceMotion
        soundOn: screen.soundOn
    }

    // The signal, flashed over the wok for everyone at once.
    Rectangle {
        id: flash
        anchors.centerIn: wok
        width: wok.width * 0.5
        height: width
        radius: width / 2
        color: "transparent"
        border.color: "#FFD34D"
        border.width: wok.pxPerCm * 1.5
        opacity: 0
        Connections {
            target: table
            function onSignalGiven() { if (!screen.reduceMotion) flashAnimation.restart() }
        }
        ParallelAnimation {
            id: flashAnimation
            paused: running && table.paused
            NumberAnimation { target: flash; property: "opacity"; from: 0.9; to: 0; duration: 600 }
            NumberAnimation { target: flash; property: "scale"; from: 0.6; to: 1.4; duration: 600 }
        }
    }

    // The end: each edge reads its own result, turned to its player; the middle names the
    // Grand Master of the Wok and offers Play again and Menu.
    EndOfGame {
        objectName: "endOfGame"
        anchors.fill: parent
        visible: table.stage === "over"
        z: 150
        unit: screen.unit
        reduceMotion: screen.reduceMotion
        names: table.seatNames
        scores: table.scores
        winners: table.winners
        //: The score of a player at the end of Wok Up: recipe cards won ("1 card" for one).
        scoreTexts: Array.from(table.scores).map(cards => qsTr("%n cards", "", cards))
        //: Under the winner's name(s) at the end of the game.
        heading: qsTr("Grand Master of the Wok!")
        safeArea: layout.safe
        zones: layout.zones.slice(0, table.seatCount).map((zone, seat) => ({
            seat: seat, edge: zone.edge, x: zone.x, y: zone.y, width: zone.width, height: zone.height }))
        maxPanelWidth: 440
        onPlayAgain: screen.rematch()
        onMenu: screen.leave()
    }

    // The back key's pause: the table holds still until someone resumes (or leaves).
    Rectangle {
        objectName: "pausePanel"
        visible: screen.pausePanelOpen
        anchors.fill: parent
        color: Qt.rgba(0, 0, 0, 0.55)
        z: 200
        MouseArea { anchors.fill: parent; Accessible.ignored: true } // the table under it takes no touches

        Rectangle {
            x: layout.centre.x - width / 2
            y: layout.centre.y - height / 2
            width: Math.min(layout.shortSide - 2 * Theme.spacing, Theme.readableWidth / 2)
            height: pauseColumn.implicitHeight + 2 * Theme.spacing
            radius: Theme.radius
            color: Theme.surface
            Column {
                id: pauseColumn
                anchors.centerIn: parent
                width: parent.width - 2 * Theme.spacing
                spacing: Theme.spacing
                Text {
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    //: Title of the panel shown when the back key stops a round.
                    text: qsTr("Paused")
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.ink
                }
                ActionButton {
                    objectName: "resumeButton"
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Math.min(implicitWidth, parent.width)
                    //: Button that carries on with the stopped round.
                    text: qsTr("Resume")
                    onClicked: screen.pausePanelOpen = false
                }
                ActionButton {
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Math.min(implicitWidth, parent.width)
                    objectName: "pauseMenuButton"
                    primary: false
                    //: Leaves the table for the food court menu (the game is saved).
                    text: qsTr("Menu")
                    onClicked: screen.leave()
                }
            }
        }
    }

    // A won card flying from its stack to the winner's edge.
    Component {
        id: flyingCard
        Rectangle {
            id: card
            property point start
            property point end
            property real size: 40
            width: size * 2 / 3
            height: size
            x: start.x - width / 2
            y: start.y - height / 2
            radius: 4
            color: WokUpStyle.cardBack
            border.color: "#FFD34D"
            border.width: 3
            z: 100
            ParallelAnimation {
                running: true
                paused: running && table.paused
                NumberAnimation { target: card; property: "x"; to: card.end.x - card.width / 2; duration: 700; easing.type: Easing.InOutQuad }
                NumberAnimation { target: card; property: "y"; to: card.end.y - card.height / 2; duration: 700; easing.type: Easing.InOutQuad }
                NumberAnimation { target: card; property: "rotation"; to: 360; duration: 700 }
                NumberAnimation { target: card; property: "scale"; from: 1.3; to: 0.5; duration: 700 }
                onFinished: card.destroy()
            }
        }
    }
}
