// KakiLimaScreen: the Kaki Lima: MCO Mode table for the app shell (a GameScreen; a solo
// game, so the shell's botDelayMs is not used). Everything shown comes from KakiLimaTable,
// i.e. from the player's view of the engine: tap a Langkah card, the cards it can reach
// light up, tap one and the walker walks there.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.KakiLima

GameScreen {
    id: screen

    table: table // the KakiLimaTable below: its id, which comes before the property
    // Read aloud when the setting is on: the prompt line, a refusal included.
    turnPrompt: table.message.length > 0 ? table.message : screen.prompt()
    laysOutRulesButton: true
    laysOutHintButton: true // in the top bar, beside Undo
    hintPanelY: topBar.y + topBar.height + Theme.spacing // under the top bar, which may wrap
    // The table's colour runs under the notch and home indicator; every control and word
    // stays clear of them.
    handlesSafeArea: true
    readonly property rect safeArea: Qt.rect(safeAreaLeft, safeAreaTop,
                                             width - safeAreaLeft - safeAreaRight,
                                             height - safeAreaTop - safeAreaBottom)

    // The back key steps back out of the move being built: the orders chooser, a swap,
    // then the chosen card. Nothing chosen: the shell leaves (autosaved).
    handlesBack: table.pendingEnd >= 0 || table.swapping || table.selectedRow >= 0
    onBackPressed: {
        if (table.pendingEnd >= 0)
            table.cancelTake()
        else if (table.swapping)
            table.setSwapping(false)
        else
            table.tapCard(table.selectedRow)
    }

    readonly property bool portrait: height > width
    readonly property real unit: Math.max(1, Math.min(2, Math.min(width, height) / 760))
    readonly property real margin: 10 * unit
    readonly property bool over: table.phase === "won" || table.phase === "lost"
    property var pendingCheer: null   // what the walk in progress brings, shown at its end

    // Every tap the table refuses ends here: a sound and a sharper haptic pulse (the
    // reason shows as the table's message).
    function refuse(reason) {
        if (reason.length === 0)
            return
        sounds.play("error")
        Device.tapError()
    }
    function prompt() {
        switch (table.phase) {
        //: Kaki Lima prompt at the very start.
        case "walker": return qsTr("Choose who walks.")
        //: Kaki Lima prompt: choose where to start; %1 is the walker's name.
        case "start": return qsTr("Tap a lit card next to %1's house to start.").arg(table.walkerName)
        //: Kaki Lima prompt after the last delivery.
        case "won": return qsTr("All orders delivered!")
        //: Kaki Lima prompt when the draw pile ran out.
        case "lost": return qsTr("The Langkah cards ran out.")
        }
        if (table.swapping)
            //: Kaki Lima prompt: pick the hand card to swap; %1 is the discard pile's top card.
            return qsTr("Tap the card to swap with the discard pile's %1.").arg(table.cardLabel(table.discardTop))
        if (table.selectedRow >= 0)
            //: Kaki Lima prompt: the walk must use exactly this many steps.
            return qsTr("Steps to walk: %1. Tap a lit card.").arg(table.selectedSteps)
        //: Kaki Lima prompt: the walk starts by choosing a card.
        return qsTr("Choose a Langkah card to walk.")
    }
    function cheer(cell) {
        const walk = pendingCheer
        pendingCheer = null
        if (!walk)
            return
        let line = ""
        if (walk.delivered.length > 0)
            //: Celebration when orders reach their customers; %1 is one or two names.
            line = qsTr("Delivered to %1!").arg(walk.delivered.join(" & "))
        else if (walk.pickedUp.length > 0)
            //: Celebration when orders go into the bag; %1 is one or two names.
            line = qsTr("Picked up for %1!").arg(walk.pickedUp.join(" & "))
        else if (walk.gainedToken)
            //: Celebration for a clearing token.
            line = qsTr("+1 clearing token")
        if (line === "")
            return
        const p = board.cellPoint(cell)
        celebration.burst(board.mapToItem(screen, p.x, p.y), line)
        sounds.play(screen.over && table.phase === "won" ? "win" : "success")
    }

    // Where the prompt stands. On a phone, pinned above the hand, out of the scrolled panel
    // (the status and orders filled the room there, and what to do now lay below the fold);
    // the panel keeps the walker-and-score line whole above it (at least 28 dp, a line to
    // scroll from: half a line read as a glitch), and the prompt's words shrink to fit what
    // is left, or, under 48 dp, it stays in the panel. Tablets: in the panel.
    readonly property bool phone: Math.min(width, height) < 480
    readonly property real promptRoom: hand.y - hand.lift - panel.y - 16 * unit
                                       - Math.max(28 * unit, statusPanel.headHeight)
    readonly property string promptPlace: phone && promptRoom >= 48 * unit ? "dock" : "status"
    component PromptBox: Rectangle {
        id: box
        required property string place
        // The most height it may take; where its words need more they shrink to fit.
        property real room: Infinity
        readonly property bool squeezed: fullSize.implicitHeight + 16 * screen.unit > room
        implicitHeight: squeezed ? room : promptLabel.implicitHeight + 16 * screen.unit
        visible: screen.promptPlace === place
        radius: 10 * screen.unit
        color: KakiStyle.tableDark
        Label {
            id: promptLabel
            objectName: box.visible ? "promptLabel" : ""
            x: 8 * screen.unit
            y: 8 * screen.unit
            width: parent.width - 16 * screen.unit
            height: box.squeezed ? box.height - 16 * screen.unit : implicitHeight
            text: table.message.length > 0 ? table.message : screen.prompt()
            wrapMode: Text.Wrap
            fontSizeMode: box.squeezed ? Text.Fit : Text.FixedSize
            minimumPixelSize: 12
            font.pixelSize: Theme.fontLarge * screen.unit
            font.bold: true
            color: table.message.length > 0 ? "#FFB4A2" : "white"
        }
        // The words at their full size, measured apart so the fit has no binding loop.
        Text {
            id: fullSize
            visible: false
            width: promptLabel.width
            text: promptLabel.text
            wrapMode: Text.Wrap
            font: promptLabel.font
        }
    }

    KakiLimaTable {
        id: table
        onWalked: (path, delivered, pickedUp, gainedToken) => {
            sounds.play("tap")
            Device.tap()
            screen.pendingCheer = { delivered: delivered, pickedUp: pickedUp, gainedToken: gainedToken }
            board.walk(path)
        }
        onGameEnded: won => {
            if (!won)
                sounds.play("error")
        }
    }

    Sounds {
        id: sounds
        enabled: screen.soundOn
    }

    Rectangle {
        anchors.fill: parent
        color: KakiStyle.table
    }

    // ---- the top bar: menu, hint, undo, rules ----
    // One row: where the captions do not fit side by side (a phone, the narrow panel beside
    // the map), "What can I do?" becomes its light bulb; where even that is too wide (large
    // text) the Flow takes a second row rather than leave the window.
    Flow {
        id: topBar
        objectName: "topBar"
        readonly property real wordsRowWidth: barMenu.implicitWidth + barHint.wordsWidth
                                              + barUndo.wordsWidth + 2 * spacing
                                              + (barRules.visible ? barRules.width + spacing : 0)
        x: screen.portrait ? screen.safeArea.x + screen.margin : board.x + board.width + screen.margin
        y: screen.safeArea.y + screen.margin
        width: screen.safeArea.x + screen.safeArea.width - x - screen.margin
        spacing: 8 * screen.unit
        ActionButton {
            id: barMenu
            primary: false
            //: Button back to the food court menu.
            text: qsTr("Menu")
            font.pixelSize: Theme.fontBody * screen.unit
            onClicked: screen.leave()
        }
        // "What can I do?": the route planner's advice in the hint panel, marked on the map.
        HintButton {
            id: barHint
            compact: topBar.wordsRowWidth > topBar.width
            enabled: !screen.over && !table.hintBusy && table.phase !== ""
            unit: screen.unit
            onClicked: screen.askHint(-1)
        }
        UndoButton {
            id: barUndo
            objectName: "undoButton"
            // Still too wide with the bulb (large text on a phone): the arrow too.
            compact: topBar.wordsRowWidth - barHint.wordsWidth + Theme.touchTarget * screen.unit > topBar.width
            enabled: table.canUndo
            opacity: enabled ? 1 : 0.5
            //: Take back the last move (only until a new card shows).
            words: qsTr("Undo")
            unit: screen.unit
            onClicked: screen.refuse(table.undo())
        }
        // The rules' "?" (a corner of its own would sit on the map or the walker picker).
        RulesButton {
            id: barRules
            visible: screen.rulesPage !== ""
            unit: screen.unit
            onClicked: screen.rulesOpen = true
        }
    }

    // ---- the map ----
    MapBoard {
        id: board
        objectName: "board"
        readonly property rect area: screen.safeArea
        // Landscape, the map gives way before the hand: the panel beside it keeps room
        // for five cards a fingertip wide (hand.minimumWidth).
        readonly property real side: screen.portrait
            ? Math.min(area.width - 2 * screen.margin, area.height * 0.5)
            : Math.min(area.height - 2 * screen.margin, area.width * 0.58,
                       area.width - 3 * screen.margin - hand.minimumWidth)
        width: side
        height: side
        x: screen.portrait ? area.x + (area.width - side) / 2 : area.x + screen.margin
        y: screen.portrait ? topBar.y + topBar.height + screen.margin
                           : area.y + (area.height - side) / 2
        model: table.map
        characterNames: table.characterNames
        walkerCharacter: table.walker
        walkerName: table.walkerName
        walkerCell: table.position
        reduceMotion: screen.reduceMotion
        onCellTapped: cell => screen.refuse(table.tapCell(cell))
        onWalkFinished: cell => screen.cheer(cell)
    }

    // ---- the panel: status, prompt, booster choices, orders; the hand below ----
    // The hand keeps its place at the bottom; what stands above it scrolls when a small
    // screen cannot show it all at once.
    Item {
        id: panel
        x: screen.portrait ? screen.safeArea.x + screen.margin : board.x + board.width + screen.margin
        y: screen.portrait ? board.y + board.height + screen.margin : topBar.y + topBar.height + screen.margin
        width: screen.safeArea.x + screen.safeArea.width - x - screen.margin
        height: screen.safeArea.y + screen.safeArea.height - y - screen.margin
    }
    Flickable {
        id: infoScroll
        objectName: "infoScroll"
        x: panel.x
        y: panel.y
        width: panel.width
        height: (screen.promptPlace === "dock" ? promptDock.y : hand.y - hand.lift) - y - 8 * screen.unit
        contentHeight: info.implicitHeight
        interactive: contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ColumnLayout {
            id: info
            width: infoScroll.width
            spacing: 8 * screen.unit

            StatusPanel {
                id: statusPanel
                Layout.fillWidth: true
                unit: screen.unit
                walker: table.walker
                walkerName: table.walkerName
                score: table.score
                bag: table.bag
                characterNames: table.characterNames
                drawCount: table.drawCount
                discardTop: table.cardLabel(table.discardTop)
                tokens: table.tokens
                playerName: table.seatNames[0] ?? ""
                playerBot: table.seatNames.length > 0 && table.isBot(0)
            }

            PromptBox {
                place: "status"
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
            }

            Flow {
                id: options
                Layout.fillWidth: true
                spacing: 8 * screen.unit
                visible: table.selectedRow >= 0
                ActionButton {
                    objectName: "plainButton"
                    visible: table.canBoost
                    primary: !table.boosted
                    //: Use the card's plain number of steps.
                    text: qsTr("Walk %1").arg(table.plainSteps)
                    font.pixelSize: Theme.fontBody * screen.unit
                    onClicked: screen.refuse(table.setBoosted(false))
                }
                ActionButton {
                    objectName: "boostButton"
                    visible: table.canBoost
                    primary: table.boosted
                    //: Use the card's x2 or +2 booster; %1 is the boosted number of steps.
                    text: qsTr("Boost: walk %1").arg(table.boostedSteps)
                    font.pixelSize: Theme.fontBody * screen.unit
                    onClicked: screen.refuse(table.setBoosted(true))
                }
                ActionButton {
                    objectName: "swapButton"
                    visible: table.canSwap
                    primary: table.swapping
                    text: table.swapCard !== ""
                          //: A swap is chosen: %1 goes to the discard pile, %2 comes to the hand.
                          ? qsTr("Swap %1 for %2").arg(table.cardLabel(table.swapCard)).arg(table.cardLabel(table.discardTop))
                          //: Use the swap booster with the discard pile's top card (%1).
                          : qsTr("Swap with %1").arg(table.cardLabel(table.discardTop))
                    font.pixelSize: Theme.fontBody * screen.unit
                    onClicked: screen.refuse(table.setSwapping(!table.swapping))
                }
                Label {
                    visible: table.givesToken
                    //: The chosen card's booster gives a clearing token.
                    text: qsTr("This card gains a clearing token.")
                    width: options.width
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontBody * screen.unit
                    color: "#A8E6CF"
                }
            }

            OrderList {
                Layout.fillWidth: true
                unit: screen.unit
                model: table.orders
                stallNames: table.stallNames
            }
        }
    }

    // More below: the panel's foot fades into the mat, so a line cut by the hand reads as
    // "scroll for more", not as a sliver (the orders under the prompt on a 853 x 533 tablet).
    // It never fades the walker-and-score line the phone's panel keeps whole.
    Rectangle {
        readonly property real headBottom: statusPanel.headHeight - infoScroll.contentY
        x: infoScroll.x
        y: infoScroll.y + infoScroll.height - height
        width: infoScroll.width
        height: Math.max(0, Math.min(20 * screen.unit, infoScroll.height / 4, infoScroll.height - headBottom))
        visible: infoScroll.contentY + infoScroll.height < infoScroll.contentHeight - 1
        gradient: Gradient {
            GradientStop { position: 0; color: Qt.rgba(KakiStyle.table.r, KakiStyle.table.g, KakiStyle.table.b, 0) }
            GradientStop { position: 1; color: KakiStyle.table }
        }
    }

    PromptBox {
        id: promptDock
        place: "dock"
        x: panel.x
        y: hand.y - hand.lift - 8 * screen.unit - height
        width: panel.width
        height: implicitHeight
        room: screen.promptRoom
    }

    Row {
        id: hand
        objectName: "hand"
        // Five cards of at least a touch target's width, and their gaps.
        readonly property real minimumWidth: 5 * Theme.touchTarget * screen.unit + 4 * spacing
        readonly property real cardWidth: Math.min((panel.width - 4 * spacing) / 5,
                                                   (screen.portrait ? screen.height * 0.13 : screen.height * 0.24) * 0.72)
        readonly property real lift: cardWidth * 0.15 // room for the lifted card
        x: panel.x + (panel.width - width) / 2
        y: panel.y + panel.height - height
        spacing: 8 * screen.unit
        Repeater {
            model: table.hand
            LangkahCard {
                width: hand.cardWidth
                height: width / 0.72
                onTapped: row => screen.refuse(table.tapCard(row))
            }
        }
    }

    Celebration {
        id: celebration
        unit: screen.unit
        reduceMotion: screen.reduceMotion
        areaWidth: screen.width
        band: statusPanel
    }

    WalkerPicker {
        anchors.fill: parent
        safeArea: screen.safeArea
        visible: table.phase === "walker"
        unit: screen.unit
        model: table.orders
        onChosen: id => screen.refuse(table.chooseWalker(id))
        onLeave: screen.leave()
    }

    TakeChooser {
        objectName: "takeChooser"
        anchors.fill: parent
        safeArea: screen.safeArea
        visible: table.pendingEnd >= 0
        unit: screen.unit
        choices: table.takeChoices
        onTaken: take => screen.refuse(table.takeOrders(take))
        onCancelled: table.cancelTake()
    }

    EndSheet {
        objectName: "endSheet"
        anchors.fill: parent
        safeArea: screen.safeArea
        visible: screen.over && !board.walking && !celebration.visible
        unit: screen.unit
        names: table.seatNames
        reduceMotion: screen.reduceMotion
        won: table.phase === "won"
        score: table.score
        band: table.rankingText
        parBusy: table.parBusy
        parScore: table.parScore
        parWon: table.parWon
        canUndo: table.canUndo
        onReplay: screen.refuse(table.replayDeal())
        onPlayAgain: screen.refuse(screen.rematch())
        onUndo: screen.refuse(table.undo())
        onDone: screen.leave()
    }
}
