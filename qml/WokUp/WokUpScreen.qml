// WokUpScreen: the Wok Up table for the app shell: the wok in the middle and one edge per
// player around it, each turned to face its player. The shell calls startNew() or
// resume(), sets the three settings properties, and listens for leave(). Everything comes
// from WokUpTable, which keeps the match clock; nothing here judges a claim.
import QtQuick
import FoodCourt.Common
import FoodCourt.WokUp

Item {
    id: screen

    property bool soundOn: true
    property int botDelayMs: 800 // Wok Up's bots keep their own pace, set by their strength
    property bool reduceMotion: false
    // GameHost's hook: true while the app is in the background; the match clock stops.
    property bool paused: false

    signal leave()

    // Starts a game from an fc::Setup in JSON; returns "" or the reason it could not.
    function startNew(setupJson) { return table.startFromSetupJson(setupJson) }
    // Continues a saved game (save file JSON); returns "" or the reason it could not.
    function resume(saveJson) { return table.resumeFromSaveJson(saveJson) }

    readonly property alias table: table
    readonly property bool portrait: height > width
    // Corner controls grow with the screen so a big tablet is not all tiny text.
    readonly property real unit: Math.max(1, Math.min(2, Math.min(width, height) / 800))
    // How deep the players' edges reach into the screen: at least a quarter of the short
    // side, more where the screen's long side leaves room beyond the wok's square.
    readonly property real depth: Math.round(Math.max(150, Math.min(width, height) * 0.23))
    readonly property real depthTopBottom: portrait ? Math.max(depth, Math.min((height - width) / 2, width * 0.5)) : depth
    readonly property real depthSides: portrait ? depth : Math.max(depth, Math.min((width - height) / 2, height * 0.5))
    readonly property bool sideSeats: table.seatCount > 2

    // Seats go counter-clockwise from the bottom, like the engine's throwing spots:
    // [edge, slot, slots on that edge] (edge: 0 bottom, 1 right, 2 top, 3 left). Where
    // an edge holds two, they share the screen's long sides.
    function placeOf(seat, players) {
        const tall = {
            5: [[0, 0, 1], [1, 0, 2], [1, 1, 2], [2, 0, 1], [3, 0, 1]],
            6: [[0, 0, 1], [1, 0, 2], [1, 1, 2], [2, 0, 1], [3, 0, 2], [3, 1, 2]]
        }
        if (portrait && tall[players])
            return tall[players][seat] ?? [0, 0, 1]
        const layouts = {
            2: [[0, 0, 1], [2, 0, 1]],
            3: [[0, 0, 1], [1, 0, 1], [3, 0, 1]],
            4: [[0, 0, 1], [1, 0, 1], [2, 0, 1], [3, 0, 1]],
            5: [[0, 0, 1], [1, 0, 1], [2, 0, 2], [2, 1, 2], [3, 0, 1]],
            6: [[0, 0, 2], [0, 1, 2], [1, 0, 1], [2, 0, 2], [2, 1, 2], [3, 0, 1]]
        }
        return (layouts[players] ?? layouts[2])[seat] ?? [0, 0, 1]
    }
    // The seat's rectangle on screen. The corners stay free for the screen's own buttons.
    function rectOf(seat, players) {
        const [edge, slot, slots] = placeOf(seat, players)
        if (edge === 0 || edge === 2) {
            const corner = sideSeats ? depthSides : Math.min(depth, 140)
            const length = (width - 2 * corner) / slots
            // Counter-clockwise: left to right along the bottom, right to left along the top.
            const x = edge === 0 ? corner + slot * length : width - corner - (slot + 1) * length
            return Qt.rect(x, edge === 0 ? height - depthTopBottom : 0, length, depthTopBottom)
        }
        const length = (height - 2 * depthTopBottom) / slots
        const y = edge === 1 ? height - depthTopBottom - (slot + 1) * length : depthTopBottom + slot * length
        return Qt.rect(edge === 1 ? width - depthSides : 0, y, depthSides, length)
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
    function winnerNames() {
        const names = []
        for (let i = 0; i < table.winners.length; ++i)
            names.push(table.seatNames[table.winners[i]])
        return names.join(", ")
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
        paused: screen.paused
        onSignalGiven: commonSounds.play("handoff")
        onTokenThrown: sounds.play("throw")
        onStageChanged: {
            if (stage === "settling")
                clatterDelay.restart()
            else if (stage === "countdown")
                commonSounds.play("tap")
            else if (stage === "over")
                commonSounds.play("win")
        }
        onClaimed: sounds.play("claim")
        onWokUpShouted: sounds.play("wokup")
        onCardWon: (seat, card, stack) => {
            commonSounds.play("success")
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
        table: screen.table
        reduceMotion: screen.reduceMotion
        width: Math.min(screen.width, screen.height)
        height: width
        anchors.centerIn: parent
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
            readonly property rect place: screen.rectOf(index, table.seatCount)

            objectName: "edge_" + index
            table: screen.table
            edge: screen.placeOf(index, table.seatCount)[0]
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
        x: Theme.spacing
        y: Theme.spacing
        width: Math.min(implicitWidth, Math.min(screen.depth, 140 * screen.unit) - 2 * Theme.spacing)
        primary: false
        font.pixelSize: Theme.fontBody * screen.unit
        //: Leaves the table for the food court menu (the game is saved).
        text: qsTr("Menu")
        onClicked: screen.leave()
    }

    Text {
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.spacing
        width: Math.min(screen.depth, 140 * screen.unit) - 2 * Theme.spacing
        horizontalAlignment: Text.AlignRight
        wrapMode: Text.WordWrap
        //: The round number in the corner of the table.
        text: qsTr("Round %1").arg(table.round)
        font.pixelSize: Theme.fontBody * screen.unit
        font.bold: true
        color: "white"
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
            NumberAnimation { target: flash; property: "opacity"; from: 0.9; to: 0; duration: 600 }
            NumberAnimation { target: flash; property: "scale"; from: 0.6; to: 1.4; duration: 600 }
        }
    }

    // The end: who became Grand Master of the Wok.
    Rectangle {
        visible: table.stage === "over"
        anchors.centerIn: parent
        width: Math.min(screen.width - 2 * screen.depth, Theme.readableWidth)
        height: overColumn.implicitHeight + 2 * Theme.spacing
        radius: Theme.radius
        color: Theme.surface
        Column {
            id: overColumn
            anchors.centerIn: parent
            width: parent.width - 2 * Theme.spacing
            spacing: Theme.spacing
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: screen.winnerNames()
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.ink
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                //: Under the winner's name(s) at the end of the game.
                text: qsTr("Grand Master of the Wok!")
                font.pixelSize: Theme.fontLarge
                color: Theme.inkSoft
            }
            ActionButton {
                anchors.horizontalCenter: parent.horizontalCenter
                //: Button that returns to the food court menu.
                text: qsTr("Back to the food court")
                onClicked: screen.leave()
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
                NumberAnimation { target: card; property: "x"; to: card.end.x - card.width / 2; duration: 700; easing.type: Easing.InOutQuad }
                NumberAnimation { target: card; property: "y"; to: card.end.y - card.height / 2; duration: 700; easing.type: Easing.InOutQuad }
                NumberAnimation { target: card; property: "rotation"; to: 360; duration: 700 }
                NumberAnimation { target: card; property: "scale"; from: 1.3; to: 0.5; duration: 700 }
                onFinished: card.destroy()
            }
        }
    }
}
