// EndOfGame: the end of a match, the same in all five games: who won, the standings in the
// players' seat colours with each game's own score breakdown, a short celebration, and the
// way on: Play again (the same seats, the next player starting: GameScreen.rematch()) or
// Menu. A game hands in what its table knows (names, scores, winners from MatchSession;
// per seat the breakdown lines and the score in its own words) and handles playAgain()
// and menu().
// Turn-based games show one card in the middle. Real-time games, played from every edge,
// also pass their seat zones: each zone then gets its own result turned to face its player
// (as SeatZone turns the zone), and the middle card keeps to the title and the buttons.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Rectangle {
    id: end

    // What every game hands in (MatchSession's seatNames, scores and winners).
    property alias names: standingsModel.names
    property alias scores: standingsModel.scores
    property alias winners: standingsModel.winners
    property alias tieBreaks: standingsModel.tieBreaks
    property alias details: standingsModel.details   // per seat: breakdown lines
    property var scoreTexts: []                       // per seat: "12 pts", "5 favours"
    // The ranked rows (named so that a game's own "standings" property stays free).
    readonly property StandingsModel results: standingsModel

    property string heading: ""   // the game's own line over the winner ("Kitchen closed!")
    property string note: ""      // under the standings (why the game ended)
    // Real-time games: [{seat, edge, x, y, width, height}] in this item's coordinates.
    property var zones: []
    // Where the middle card goes (this item's coordinates); by default the safe area.
    property rect safeArea: Qt.rect(0, 0, width, height)
    property rect panelArea: safeArea
    // The part of panelArea around its centre that no zone reaches: the middle card's room.
    readonly property rect freeArea: clearOfZones(panelArea)
    property real maxPanelWidth: 640
    property real unit: 1
    property bool reduceMotion: false
    // The game's own lines and buttons, under the standings (Kaki Lima: par, same deal).
    default property alias extras: extraColumn.data

    signal playAgain()
    signal menu()

    readonly property bool facingZones: zones.length > 0
    // A narrow middle between the zones (a phone upright), or one too short for the titles
    // and both buttons without scrolling (four seats on a phone): only the two buttons
    // there, as every zone already names the winner.
    readonly property bool compact: facingZones && (freeArea.width < 300 * unit || freeArea.height < 170 * unit
                                                    || freeArea.height - 8 * unit < titledCard.fullHeight)

    // Shrinks `area` about its centre, across or down (whichever keeps more), until it
    // meets none of the zones.
    function clearOfZones(area: rect): rect {
        let r = area
        const cx = area.x + area.width / 2
        const cy = area.y + area.height / 2
        for (const z of zones) {
            const overlapX = Math.min(r.x + r.width, z.x + z.width) - Math.max(r.x, z.x)
            const overlapY = Math.min(r.y + r.height, z.y + z.height) - Math.max(r.y, z.y)
            if (overlapX <= 0 || overlapY <= 0)
                continue
            // Half the room left to each side if the rect stops at the zone's near edge.
            const halfW = z.x >= cx ? z.x - cx : cx - (z.x + z.width)
            const halfH = z.y >= cy ? z.y - cy : cy - (z.y + z.height)
            if (halfW > 0 && halfW * r.height >= halfH * r.width)
                r = Qt.rect(cx - halfW, r.y, 2 * halfW, r.height)
            else if (halfH > 0)
                r = Qt.rect(r.x, cy - halfH, r.width, 2 * halfH)
        }
        return r
    }
    readonly property bool solo: names.length <= 1
    readonly property var winnerNames: standingsModel.winnerNames

    objectName: "endOfGame"
    color: Qt.rgba(0.1, 0.07, 0.04, 0.72)
    // Confetti for a win; a lost solo game (no winner) ends quietly.
    function celebrate() {
        if (visible && winners.length > 0)
            celebration.start()
        else
            celebration.stop()
    }
    onVisibleChanged: celebrate()
    Component.onCompleted: celebrate()

    StandingsModel {
        id: standingsModel
    }

    MouseArea { anchors.fill: parent; Accessible.ignored: true } // the table underneath is finished

    EndOfGameCelebration {
        id: celebration
        objectName: "celebration"
        anchors.fill: parent
        z: 3 // over the cards, under nothing: it takes no touches
        unit: end.unit
        seats: end.winners
        reduceMotion: end.reduceMotion
    }

    // Real-time games: every edge reads its own result, turned like its zone.
    Repeater {
        model: end.zones
        // qmllint disable unqualified
        delegate: SeatZone {
            required property var modelData
            objectName: "endZone_" + modelData.seat
            // A zone the middle card reaches into (a compact middle, or a narrow one between
            // two cooks at the short ends) gives up that strip, so the card covers no result.
            readonly property real gapToPanel: 4 * end.unit
            readonly property bool besidePanel: modelData.y < panel.y + panel.height && panel.y < modelData.y + modelData.height
            readonly property bool abovePanel: modelData.x < panel.x + panel.width && panel.x < modelData.x + modelData.width
            readonly property bool sideZone: modelData.edge % 2 === 1
            readonly property real panelMidX: panel.x + panel.width / 2
            readonly property real panelMidY: panel.y + panel.height / 2
            readonly property real trimStart: !besidePanel || !abovePanel ? 0
                : sideZone ? (modelData.x > panelMidX ? Math.max(0, panel.x + panel.width + gapToPanel - modelData.x) : 0)
                           : (modelData.y > panelMidY ? Math.max(0, panel.y + panel.height + gapToPanel - modelData.y) : 0)
            readonly property real trimEnd: !besidePanel || !abovePanel ? 0
                : sideZone ? (modelData.x <= panelMidX ? Math.max(0, modelData.x + modelData.width - panel.x + gapToPanel) : 0)
                           : (modelData.y <= panelMidY ? Math.max(0, modelData.y + modelData.height - panel.y + gapToPanel) : 0)
            seat: modelData.seat
            edge: modelData.edge
            padEnabled: false
            x: modelData.x + (sideZone ? trimStart : 0)
            y: modelData.y + (sideZone ? 0 : trimStart)
            width: modelData.width - (sideZone ? trimStart + trimEnd : 0)
            height: modelData.height - (sideZone ? 0 : trimStart + trimEnd)
            EndOfGameSeatCard {
                readonly property real inset: Math.min(parent.width, parent.height) * 0.06
                x: inset
                y: inset
                width: parent.width - 2 * inset
                height: parent.height - 2 * inset
                unit: end.unit
                row: standingsModel.rows.find(row => row.seat === modelData.seat) ?? ({})
                seats: end.names.length
                winnerNames: end.winnerNames
                scoreText: end.scoreTexts[modelData.seat] ?? ""
            }
        }
        // qmllint enable unqualified
    }

    // The titles as the full middle card would wrap them, measured on hidden copies so the
    // choice of a compact card does not depend on itself.
    Item {
        id: titledCard
        visible: false
        readonly property real textWidth: Math.min(end.freeArea.width - 16 * end.unit, end.maxPanelWidth * end.unit)
                                          - 32 * end.unit
        readonly property real fullHeight: 32 * end.unit + (end.heading.length > 0 ? headingCopy.height + 12 * end.unit : 0)
                                           + (end.solo ? 0 : titleCopy.height + 12 * end.unit)
                                           + 2 * buttonCopy.implicitHeight + Theme.spacing * end.unit
        Text {
            id: headingCopy
            width: titledCard.textWidth
            wrapMode: Text.Wrap
            text: end.heading
            font.pixelSize: (end.solo ? Theme.fontTitle : Theme.fontLarge) * end.unit
            font.bold: end.solo
        }
        Text {
            id: titleCopy
            width: titledCard.textWidth
            wrapMode: Text.Wrap
            text: winnerTitle.text
            font.pixelSize: Theme.fontTitle * end.unit
            font.bold: true
        }
        ActionButton {
            id: buttonCopy
            text: playAgainButton.text
            font.pixelSize: buttons.fontSize
        }
    }

    Rectangle {
        id: panel
        objectName: "endPanel"
        readonly property real margin: (end.compact ? 6 : 16) * end.unit
        x: end.freeArea.x + (end.freeArea.width - width) / 2
        y: end.freeArea.y + (end.freeArea.height - height) / 2
        // Compact: wide enough for a button's longest word, taken from the side zones.
        width: end.compact ? Math.min(end.width, Math.max(end.freeArea.width - 8 * end.unit, 160 * end.unit),
                                      end.maxPanelWidth * end.unit)
                           : Math.min(end.freeArea.width - 16 * end.unit, end.maxPanelWidth * end.unit)
        height: Math.min(end.freeArea.height - 8 * end.unit, column.implicitHeight + 2 * margin)
        radius: Theme.radius * end.unit
        color: Theme.surface
        border.color: Theme.woodDark
        border.width: 2
        scale: 1

        Flickable {
            id: page
            anchors.fill: parent
            anchors.margins: panel.margin
            contentHeight: column.implicitHeight
            interactive: contentHeight > height // only a card taller than the window scrolls
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            Column {
                id: column
                width: parent.width
                spacing: 12 * end.unit

                Label {
                    objectName: "endHeading"
                    visible: text.length > 0 && !end.compact
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    text: end.heading
                    // A solo game has no winner line: its heading is the title.
                    font.pixelSize: (end.solo ? Theme.fontTitle : Theme.fontLarge) * end.unit
                    font.bold: end.solo
                    color: end.solo ? Theme.ink : Theme.inkSoft
                }
                Label {
                    id: winnerTitle
                    objectName: "winnerTitle"
                    visible: !end.solo && !end.compact
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontTitle * end.unit
                    font.bold: true
                    color: Theme.ink
                    text: end.winnerNames.length > 1
                          //: End of a game; %1 is the winners' names joined by " & ".
                          ? qsTr("%1 share the win!").arg(end.winnerNames.join(" & "))
                          //: End of a game; %1 is the winner's name.
                          : qsTr("%1 wins!").arg(end.winnerNames[0] ?? "")
                }
                EndOfGameStandings {
                    objectName: "endStandings"
                    visible: !end.facingZones // the zones say it at each edge
                    width: parent.width
                    unit: end.unit
                    model: standingsModel
                    scoreTexts: end.scoreTexts
                    showPlaces: !end.solo
                    detailsOnLines: end.solo
                }
                Label {
                    objectName: "endNote"
                    visible: text.length > 0
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    text: end.note
                    font.pixelSize: Theme.fontBody * end.unit
                    color: Theme.inkSoft
                }
                Column {
                    id: extraColumn
                    width: parent.width
                    spacing: 8 * end.unit
                }
                Flow {
                    id: buttons
                    // Around a real-time table the middle card is read from every edge, at
                    // arm's length: where the middle has the room (a tablet), its two
                    // buttons, all it holds, have large words.
                    readonly property bool large: end.facingZones && end.freeArea.width >= 300 * end.unit
                    readonly property real fontSize: (large ? Theme.fontLarge : Theme.fontBody) * end.unit
                    width: parent.width
                    spacing: Theme.spacing * end.unit
                    // Centred while the two fit on one line; stacked otherwise.
                    readonly property real rowWidth: playAgainButton.implicitWidth + menuButton.implicitWidth + spacing
                    readonly property bool stacked: rowWidth > width
                    leftPadding: Math.max(0, (width - rowWidth) / 2)
                    PlayAgainButton {
                        id: playAgainButton
                        width: buttons.stacked ? buttons.width : implicitWidth
                        // Compact, the padding gives its room to the longest word (140 % text).
                        leftPadding: (end.compact ? 6 : 20) * end.unit
                        rightPadding: leftPadding
                        font.pixelSize: buttons.fontSize
                        onClicked: end.playAgain()
                    }
                    ActionButton {
                        id: menuButton
                        objectName: "endMenuButton"
                        width: buttons.stacked ? buttons.width : implicitWidth
                        leftPadding: (end.compact ? 6 : 20) * end.unit
                        rightPadding: leftPadding
                        primary: false
                        font.pixelSize: buttons.fontSize
                        //: Button at the end of a game: back to the food court menu.
                        text: qsTr("Menu")
                        onClicked: end.menu()
                    }
                }
            }
        }
    }

    // The card pops in once; nothing moves with reduce motion on.
    SequentialAnimation {
        running: end.visible && !end.reduceMotion
        NumberAnimation { target: panel; property: "scale"; from: 0.85; to: 1.04; duration: 220; easing.type: Easing.OutQuad }
        NumberAnimation { target: panel; property: "scale"; to: 1; duration: 140 }
    }
}
