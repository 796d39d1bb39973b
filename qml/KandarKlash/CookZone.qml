// CookZone: one cook's place at the table, turned to face their edge: their name, favours
// and what is happening (header), their hand of six cards, their build mat, and the
// controls (flip, slide over / under, the big "Siap!" pad). Everything in it is handled by
// its own items, so four cooks use their zones at once without taking each other's
// fingers. Claiming locks the zone; after the stop it shows the verdict on the buildMat.
import QtQuick
import FoodCourt.Common
import FoodCourt.KandarKlash

SeatZone {
    id: zone

    // From the table's CookModel.
    required property int index
    required property string name
    required property bool bot
    required property int favours
    required property int gained
    required property var wilds
    required property bool claimed
    required property int claimRank
    required property string verdict
    required property point window
    required property var mismatches
    required property bool lastCook
    required property var ketchupCells
    required property bool canBuild
    required property bool canClaim
    required property bool winner

    required property KandarKlashTable table
    property bool reduceMotion: false
    property int selectedCard: 0 // the card the Flip button turns over; 0: none
    property bool slideUnder: false
    // Set once this cook has laid a card: the legend on their mat has done its job.
    property bool firstCardLaid: false
    // "What can I do?" for this cook (GameScreen.hintShown when this seat asked, else {}):
    // its panel shows in this zone, turned to this cook, and its example is marked here.
    property var hint: ({})
    property bool hintPanelOpen: false
    readonly property var hintExample: hint.example ?? ({})
    signal hintAsked()
    signal hintPanelClosed()
    // The shared countdown shown big in this zone, facing this cook ("" when the middle of
    // the table carries it, or between beats): see ZoneBeat.
    property string beatText: ""
    property bool beatSignal: false
    property real beatWordWidth: 100

    seat: index

    // A refused move, said briefly in this zone.
    function showNotice(text) {
        notice.text = text
        noticeTimer.restart()
    }
    padEnabled: false // the zone's own "Siap!" pad takes the claims

    // Where everything goes in this zone (also read by tests).
    readonly property alias geometry: geometry
    // The width Flip, Over and Under need for their words (the table's layout plans with it).
    readonly property real labelWidth: Math.max(Theme.touchTarget, flipButton.neededWidth,
                                                overButton.neededWidth, underButton.neededWidth)
    // Flip, Over and Under show pictures, a touch target wide in every language, where the
    // table is cramped for their words (KandarKlashScreen), or where the words would crowd
    // this zone's hand (French "Dessus / Dessous" beside a phone's hand of six).
    property bool compactTable: false
    readonly property bool compactControls: compactTable || worded.controlsCrowdHand
    ZoneGeometry {
        id: worded
        width: zone.content.width
        height: zone.content.height
        labelWidth: zone.labelWidth
    }
    ZoneGeometry {
        id: geometry
        width: zone.content.width
        height: zone.content.height
        labelWidth: zone.compactControls ? Theme.touchTarget : zone.labelWidth
    }
    readonly property real cell: geometry.cell
    // What the cook uses, in the turned content: header, hand, mat and controls.
    readonly property rect bodyRect: Qt.rect(geometry.bodyLeft, geometry.headerTop, geometry.bodyWidth,
                                             geometry.blockTop + geometry.blockHeight - geometry.headerTop)
    readonly property real gap: geometry.gap
    readonly property bool stopped: table.stage === KandarKlashTable.Ketchup
                                    || table.stage === KandarKlashTable.Reveal
                                    || table.stage === KandarKlashTable.Over

    function status() {
        switch (table.stage) {
        case KandarKlashTable.Countdown:
            //: Kandar Klash! zone status while the next customer is counted in.
            return qsTr("Get ready…")
        case KandarKlashTable.Cooking:
            if (claimed)
                //: Kandar Klash! zone status after this cook called "Siap!"; %1 is their place by time.
                return qsTr("Siap! You were #%1").arg(claimRank)
            if (bot)
                //: Kandar Klash! zone status of a bot cook building its dish.
                return qsTr("Cooking…")
            //: Kandar Klash! zone status: build the customer's dish.
            return qsTr("Build the dish!")
        case KandarKlashTable.Over:
            //: Kandar Klash! final status of a winning cook.
            return winner ? qsTr("You win!")
                          //: Kandar Klash! final status of a cook who did not win.
                          : qsTr("Game over")
        default:
            if (lastCook && table.stage === KandarKlashTable.Ketchup && bot)
                //: A bot, last to finish the round, lays its ketchup.
                return qsTr("Last: laying the ketchup")
            if (lastCook && table.stage === KandarKlashTable.Ketchup)
                //: The human last cook must place the ketchup on their buildMat.
                return qsTr("Last! Tap a red ring for your ketchup")
            if (lastCook)
                //: Kandar Klash! status of the cook who finished last this round.
                return qsTr("Last: you gain a ketchup")
            if (verdict === "right")
                //: Kandar Klash! verdict: the cook's dish matches the customer's.
                return qsTr("Right dish!")
            if (verdict === "wrong")
                //: Kandar Klash! verdict: the dish does not match; crosses mark the wrong spaces.
                return qsTr("Wrong dish (see the crosses)")
            //: Kandar Klash! status of a cook whose claim did not count.
            return qsTr("Too late this round")
        }
    }

    // --- header: name, favours, status -------------------------------------------------
    Row {
        id: header
        // It makes way for the light bulb where that shares its row (ZoneGeometry.hintSpot).
        readonly property real rowEnd: hintButton.visible ? geometry.headerRight : geometry.bodyLeft + geometry.bodyWidth
        x: hintButton.visible ? geometry.headerLeft : geometry.bodyLeft
        y: geometry.headerTop
        height: geometry.headerHeight
        spacing: zone.gap
        Rectangle {
            width: header.height * 0.5
            height: width
            radius: width / 2
            color: zone.accent
            anchors.verticalCenter: parent.verticalCenter
        }
        // The family player's own face beside the name, as at setup and at the end; a
        // cramped zone keeps its header's width for the name, favours and status (they need
        // about twelve header heights with the face).
        Avatar {
            objectName: "seatAvatar"
            kind: zone.bot ? "" : AvatarBook.of(zone.name)
            visible: known && geometry.bodyWidth >= 12 * geometry.headerHeight
            width: header.height
            height: width
            anchors.verticalCenter: parent.verticalCenter
        }
        Text {
            //: A bot cook's name tag; %1 is its name.
            text: zone.bot ? qsTr("%1 (bot)").arg(zone.name) : zone.name
            font.pixelSize: header.height * 0.54
            font.bold: true
            color: Theme.ink
            anchors.verticalCenter: parent.verticalCenter
        }
        FavourTracker {
            objectName: "favours"
            height: header.height
            unit: header.height / 1.4
            favours: zone.favours
            gained: zone.table.stage === KandarKlashTable.Reveal ? zone.gained : 0
            reduceMotion: zone.reduceMotion
            anchors.verticalCenter: parent.verticalCenter
        }
        Text {
            objectName: "status"
            width: Math.max(0, header.rowEnd - header.x - x)
            text: zone.status()
            font.pixelSize: header.height * 0.5
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 10
            elide: Text.ElideRight
            color: zone.verdict === "wrong" ? "#B03A00" : Theme.ink
            font.bold: zone.lastCook || zone.verdict !== ""
            anchors.verticalCenter: parent.verticalCenter
        }
    }

    // The light bulb, in every zone: in or beside the header row, or among the controls,
    // wherever the zone has room (ZoneGeometry.hintSpot). Its words stay its accessible name.
    HintButton {
        id: hintButton
        compact: true
        x: geometry.hintPlace.x
        y: geometry.hintPlace.y
        width: geometry.hintPlace.width
        height: geometry.hintPlace.height
        visible: !zone.bot && (zone.canBuild || zone.ketchupCells.length > 0) && width > 0
        onClicked: zone.hintAsked()
    }

    // --- hand, mat and cards ------------------------------------------------------------
    Rectangle {
        id: hand
        x: geometry.handLeft
        y: geometry.handTop
        width: geometry.handWidth
        height: geometry.handHeight
        radius: zone.cell * 0.3
        color: Theme.surfaceSunk
        border.color: Theme.outline
    }

    BuildMat {
        id: buildMat
        objectName: "mat"
        x: geometry.matLeft
        y: geometry.matTop
        cell: zone.cell
        wilds: zone.wilds
    }

    Repeater {
        id: cards
        model: zone.table.cards(zone.index)
        // Qt 6.4's qmllint cannot follow this file's ids into a delegate (6.5's
        // pragma ComponentBehavior: Bound can).
        // qmllint disable unqualified
        CardPiece {
            required property int index
            objectName: "card" + card
            mat: buildMat
            cell: zone.cell
            slotSize: geometry.handPitch
            handSlot: Qt.point(hand.x + (index % geometry.handColumns) * slotSize,
                               hand.y + Math.floor(index / geometry.handColumns) * slotSize)
            movable: zone.canBuild
            selected: zone.selectedCard === card && zone.canBuild
            onPlacedChanged: if (placed) zone.firstCardLaid = true
            onTouched: (c) => zone.selectedCard = c
            onTapped: (c, ts) => zone.table.turnCard(zone.index, c, !zone.slideUnder, ts)
            onDropped: (c, cx, cy, ts) => {
                if (cx >= 0)
                    zone.table.placeCard(zone.index, c, cx, cy, !zone.slideUnder, ts)
                else if (placed)
                    zone.table.takeCard(zone.index, c, ts)
            }
        }
        // qmllint enable unqualified
    }

    MatOverlay {
        mat: buildMat
        z: 120
        window: zone.window
        mismatches: zone.mismatches
        verdict: zone.stopped ? zone.verdict : ""
        ketchupCells: zone.bot ? [] : zone.ketchupCells
        onKetchupChosen: (cx, cy, ts) => zone.table.placeKetchup(zone.index, cx, cy, ts)
    }

    // How the zone is used, on the empty mat under the cards, until this cook lays their
    // first card (a bot's zone needs none); not while the beat is shown big in the zone, over
    // the mat, where its words would only peek out around it.
    ControlsLegend {
        id: legend
        objectName: "legend"
        x: buildMat.x + zone.cell * 0.5
        y: buildMat.y + zone.cell * 0.5
        z: 0.5 // over the mat, under every card
        width: buildMat.width - zone.cell
        height: buildMat.height - zone.cell
        cell: zone.cell
        visible: !zone.bot && !zone.firstCardLaid && !zone.stopped && zone.beatText === ""
                 && zone.table.stage !== KandarKlashTable.Idle && legend.fits
    }

    // Once the round stops: this cook's result, big, where the resting controls were.
    RoundResult {
        objectName: "roundResult"
        x: geometry.controlsLeft
        y: geometry.matTop
        z: 160
        width: geometry.controlsWidth
        height: 12 * zone.cell
        cell: zone.cell
        visible: zone.stopped && zone.table.stage !== KandarKlashTable.Over
        verdictText: zone.status()
        good: zone.verdict === "right"
        gained: zone.table.stage === KandarKlashTable.Reveal ? zone.gained : 0
        accent: zone.accent
    }

    // The hint's example: where the next card goes (its ingredients as they will lie, in an
    // outline), the card to move or take back, the claim pad, or a ketchup ring.
    Item {
        objectName: "hintPlacement"
        readonly property bool shown: zone.hintExample.action === "place"
        visible: shown
        z: 130
        x: buildMat.x + (zone.hintExample.x - buildMat.origin) * zone.cell
        y: buildMat.y + (zone.hintExample.y - buildMat.origin) * zone.cell
        width: (zone.hintExample.columns ?? 0) * zone.cell
        height: (zone.hintExample.rows ?? 0) * zone.cell
        Grid {
            columns: zone.hintExample.columns ?? 1
            opacity: 0.55
            Repeater {
                model: zone.hintExample.faces ?? []
                // qmllint disable unqualified
                IngredientIcon {
                    required property string modelData
                    width: zone.cell
                    height: zone.cell
                    token: modelData
                }
                // qmllint enable unqualified
            }
        }
        HintGlow {
            shown: parent.shown
            reduceMotion: zone.reduceMotion
        }
    }
    Item {
        objectName: "hintCard"
        readonly property Item piece: zone.hintExample.card > 0 ? cards.itemAt(zone.hintExample.card - 1) : null
        visible: piece !== null
        z: 131
        x: piece ? piece.x : 0
        y: piece ? piece.y : 0
        width: piece ? piece.width : 0
        height: piece ? piece.height : 0
        HintGlow {
            shown: parent.visible
            reduceMotion: zone.reduceMotion
        }
    }
    Item {
        objectName: "hintKetchup"
        readonly property bool shown: zone.hintExample.action === "ketchup"
        visible: shown
        z: 131
        x: buildMat.x + (zone.hintExample.x - buildMat.origin) * zone.cell
        y: buildMat.y + (zone.hintExample.y - buildMat.origin) * zone.cell
        width: zone.cell
        height: zone.cell
        HintGlow {
            shown: parent.shown
            reduceMotion: zone.reduceMotion
        }
    }

    HintPanel {
        objectName: "zoneHintPanel"
        z: 220
        visible: zone.hint.lines !== undefined && zone.hintPanelOpen
        hint: zone.hint
        unit: Math.max(0.6, zone.cell / 28)
        x: geometry.bodyLeft
        y: geometry.matTop
        width: Math.min(geometry.bodyWidth, Math.max(geometry.handWidth + 6 * zone.cell, 260))
        onCloseRequested: zone.hintPanelClosed()
    }

    // --- controls -------------------------------------------------------------------------
    ZoneButton {
        id: flipButton
        objectName: "flipButton"
        compact: zone.compactControls
        iconKind: "flip"
        readonly property rect place: geometry.control(0)
        x: place.x
        y: place.y
        width: place.width
        height: place.height
        visible: !zone.bot
        enabled: zone.canBuild && zone.selectedCard > 0
        preferredPixelSize: Math.max(minimumPixelSize, zone.cell * 0.7)
        //: Turns the selected ingredient card over to its other side.
        text: qsTr("Flip")
        onClicked: zone.table.flipCard(zone.index, zone.selectedCard, !zone.slideUnder, 0)
    }
    // Over / Under show the choice as 'checked'; not checkable, so a second tap on the
    // chosen one cannot clear it.
    ZoneButton {
        id: overButton
        objectName: "overButton"
        compact: zone.compactControls
        iconKind: "over"
        readonly property rect place: geometry.control(1)
        x: place.x
        y: place.y
        width: place.width
        height: place.height
        visible: !zone.bot
        checked: !zone.slideUnder
        preferredPixelSize: flipButton.preferredPixelSize
        //: Cards dropped on the mat go over the cards already there.
        text: qsTr("Over")
        onClicked: zone.slideUnder = false
    }
    ZoneButton {
        id: underButton
        objectName: "underButton"
        compact: zone.compactControls
        iconKind: "under"
        readonly property rect place: geometry.control(2)
        x: place.x
        y: place.y
        width: place.width
        height: place.height
        visible: !zone.bot
        checked: zone.slideUnder
        preferredPixelSize: flipButton.preferredPixelSize
        //: Cards dropped on the mat slide under the cards already there.
        text: qsTr("Under")
        onClicked: zone.slideUnder = true
    }

    PressPad {
        id: siapPad
        objectName: "siapPad"
        readonly property rect place: geometry.control(3)
        x: place.x
        y: place.y
        width: place.width
        height: place.height
        visible: !zone.bot
        // The last cook may still claim after the stop (a finger that landed in time but
        // was delivered late), but the pad no longer invites it.
        enabled: zone.canClaim
        readonly property bool inviting: enabled && zone.table.stage === KandarKlashTable.Cooking
        onPressed: (timestampMs) => zone.table.claim(zone.index, timestampMs)
        // Reached with Tab while the cook may claim; Enter or Space claims (the key's time).
        activeFocusOnTab: enabled
        Keys.onPressed: event => Keyboard.walk(event, siapPad)
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Siap!")
        //: Read after "Siap!": what pressing it does.
        Accessible.description: qsTr("Your dish is ready: claim the customer")
        FocusRing {}
        HintGlow {
            objectName: "hintSiap"
            shown: zone.hintExample.action === "siap"
            reduceMotion: zone.reduceMotion
        }

        Rectangle {
            anchors.fill: parent
            radius: zone.cell * 0.5
            color: !siapPad.inviting ? Theme.surfaceSunk
                                    : siapPad.down ? Theme.primaryPressed : Theme.primary
            border.color: Theme.woodDark
            border.width: 2
            Text {
                id: siapLabel
                anchors.centerIn: parent
                width: parent.width - 8
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                //: The big pad a cook presses when their dish is ready (Malay "ready!").
                text: qsTr("Siap!")
                // As big as the pad allows: a narrow pad (two-by-two controls) shrinks it.
                font.pixelSize: Math.max(11, Math.min(zone.cell * 1.1,
                                                      40 * width / Math.max(1, siapWidth.advanceWidth)))
                font.bold: true
                TextMetrics {
                    id: siapWidth
                    text: siapLabel.text
                    font.bold: true
                    font.pixelSize: 40
                }
                color: siapPad.inviting ? Theme.onAccent : Theme.inkSoft
            }
        }
    }

    // Over the hand and the mat, which wait for the signal: the controls and the light
    // bulb beside them stay whole. A stacked zone's mat is narrow beside its controls:
    // there the word takes the hand's row under them, the zone's whole width.
    ZoneBeat {
        objectName: "zoneBeat"
        x: geometry.stacked ? geometry.handLeft : Math.min(geometry.handLeft, geometry.matLeft)
        y: geometry.stacked ? geometry.handTop : geometry.blockTop
        width: geometry.stacked ? geometry.handWidth : geometry.controlsLeft - geometry.gap - x
        height: geometry.stacked ? geometry.handHeight : geometry.blockHeight
        z: 205 // over the cards, under a refusal's notice and the hint's panel
        text: zone.beatText
        signalShown: zone.beatSignal
        longestWordWidth: zone.beatWordWidth
        reduceMotion: zone.reduceMotion
    }

    Text {
        id: notice
        objectName: "notice"
        x: buildMat.x
        y: buildMat.y + buildMat.height - height
        z: 210
        width: buildMat.width
        visible: noticeTimer.running
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        font.pixelSize: zone.cell * 0.65
        font.bold: true
        color: "white"
        padding: zone.cell * 0.2
        Rectangle {
            anchors.fill: parent
            z: -1
            radius: zone.cell * 0.2
            color: "#CC33241A"
        }
    }
    Timer {
        id: noticeTimer
        interval: 2200
    }

    // A claimed zone is locked: its dish is final.
    Rectangle {
        x: buildMat.x
        y: buildMat.y
        z: 150
        width: buildMat.width
        height: buildMat.height
        visible: zone.claimed && zone.table.stage === KandarKlashTable.Cooking
        color: "#30FFFFFF"
        radius: buildMat.radius
        Text {
            anchors.bottom: parent.bottom
            anchors.right: parent.right
            anchors.margins: zone.cell * 0.3
            //: Stamp on a cook's mat after they called "Siap!"; %1 is their place by time.
            text: qsTr("Siap! #%1").arg(zone.claimRank)
            font.pixelSize: zone.cell * 1.2
            font.bold: true
            color: "#0072B2"
            rotation: -12
        }
    }
}
