// SetupScreen: choose the seats for the selected stall's game (how many, human or bot,
// names, avatars, who starts) and start it; asks first when the stall has a paused game.
// The family's players (FamilyHistory.family) are offered as chips, one tap to seat each,
// and "Same players as last time" brings back the stall's last game's seats, bots included.
// Starting keeps every person named at a seat as a family player, with their avatar.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: screen

    property string gameId
    required property StallCatalog catalog

    signal backRequested()
    signal rulesRequested()
    signal startRequested(var setup)
    signal resumeRequested(string saveJson)

    readonly property bool built: catalog.stallBuilt(gameId)
    readonly property bool solo: seats.maxSeats === 1
    readonly property bool wide: width >= 900

    SeatSetupModel {
        id: seats
        gameId: screen.gameId
        remember: true // the family's seats from last time, and every edit kept
    }

    // Starts the game, unless a paused one would be replaced: then the question comes first.
    function start() {
        paused.check()
        if (paused.has(screen.gameId))
            replaceCheck.visible = true
        else
            screen.startRequested(keepPlayers())
    }

    // The people at the seats become (or stay) family players with their avatars, and the
    // seats are this stall's last game; the setup to start.
    function keepPlayers() {
        const names = seats.seatedNames
        for (let seat = 0; seat < names.length; ++seat) {
            if (names[seat] !== "")
                FamilyHistory.keepPlayer(names[seat], seats.avatarAt(seat))
        }
        seats.rememberPlayed()
        return seats.setup()
    }

    // A chip's tap: seats the player (at a new seat when every person's seat has a name and
    // the game takes more), or takes them off their seat.
    function toggleFamilyPlayer(name: string, avatar: string) {
        const at = seats.seatOf(name)
        if (at >= 0) {
            seats.setName(at, "")
            seats.setAvatar(at, "")
            return
        }
        if (seats.seatPlayer(name, avatar) < 0 && seats.count < seats.maxSeats) {
            seats.count = seats.count + 1
            seats.seatPlayer(name, avatar)
        }
    }

    // The avatar picked for a seat; a family player's own avatar changes with it.
    function chooseAvatar(seat: int, avatar: string) {
        seats.setAvatar(seat, avatar)
        const name = seats.seatedNames[seat] ?? ""
        const known = FamilyHistory.family.find(p => p.name === name)
        if (known)
            FamilyHistory.setAvatar(known.playerId, avatar)
    }

    PausedGames { id: paused }

    ScreenHeader {
        id: header
        width: parent.width
        //: Title of the setup screen; %1 is the game's title.
        title: qsTr("New game: %1").arg(screen.catalog.stallTitle(screen.gameId))
        accent: Theme.stallColor(screen.catalog.accent(screen.gameId))
        onBackRequested: screen.backRequested()
    }

    Flickable {
        id: flick
        anchors.top: header.bottom
        anchors.bottom: footer.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: Device.safeAreaLeft
        anchors.rightMargin: Device.safeAreaRight
        clip: true
        contentWidth: width
        contentHeight: body.implicitHeight + Theme.spacing * 4
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {}

        ColumnLayout {
            id: body
            width: Math.min(flick.width - Theme.spacing * 2, 1100)
            x: (flick.width - width) / 2
            y: Theme.spacing * 2
            spacing: Theme.spacing

            // The stepper beside its label, or under it on a narrow screen (large text).
            GridLayout {
                visible: !screen.solo
                columnSpacing: Theme.spacing
                columns: screen.wide ? 4 : 3
                Label {
                    Layout.fillWidth: true
                    Layout.columnSpan: screen.wide ? 1 : 3
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    //: Label of the player-count stepper; %1-%2 is the allowed range.
                    text: qsTr("Players (%1-%2)").arg(seats.minSeats).arg(seats.maxSeats)
                }
                ActionButton {
                    primary: false
                    enabled: seats.count > seats.minSeats
                    text: "−"
                    font.pixelSize: Theme.fontTitle
                    //: Accessible name of the button removing a seat.
                    Accessible.name: qsTr("Fewer players")
                    onClicked: seats.count = seats.count - 1
                }
                Label {
                    Layout.minimumWidth: 40
                    horizontalAlignment: Text.AlignHCenter
                    color: Theme.ink
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    text: seats.count
                }
                ActionButton {
                    primary: false
                    enabled: seats.count < seats.maxSeats
                    text: "+"
                    font.pixelSize: Theme.fontTitle
                    //: Accessible name of the button adding a seat.
                    Accessible.name: qsTr("More players")
                    onClicked: seats.count = seats.count + 1
                }
            }

            // The family's players, one tap each, and last time's seats in one.
            Label {
                Layout.fillWidth: true
                visible: FamilyHistory.family.length > 0
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: Heading over the family's players on the setup screen (tap one to seat them).
                text: qsTr("Our players")
            }
            Flow {
                objectName: "familyChips"
                Layout.fillWidth: true
                visible: FamilyHistory.family.length > 0 || seats.hasPlayedSeats
                spacing: Theme.spacing / 2
                // qmllint disable unqualified
                Repeater {
                    model: FamilyHistory.family
                    delegate: PlayerChip {
                        required property var modelData
                        objectName: "familyChip_" + modelData.name
                        width: Math.min(implicitWidth, parent.width)
                        text: modelData.name
                        avatar: modelData.avatar
                        seat: seats.seatedNames.indexOf(modelData.name)
                        onClicked: screen.toggleFamilyPlayer(modelData.name, modelData.avatar)
                    }
                }
                // qmllint enable unqualified
                ActionButton {
                    objectName: "samePlayersButton"
                    width: Math.min(implicitWidth, parent.width)
                    primary: false
                    visible: seats.hasPlayedSeats
                    //: Setup button: the seats of the last game at this stall come back, bots included.
                    text: qsTr("Same players as last time")
                    onClicked: seats.restorePlayed()
                }
            }

            TextBlock {
                Layout.fillWidth: true
                visible: screen.solo
                //: Setup note for a one-player game.
                text: qsTr("A solo game: just you against the clock of the draw pile.")
            }

            Repeater {
                model: seats
                // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                // pragma ComponentBehavior: Bound); the ids used are this file's own.
                // qmllint disable unqualified
                delegate: SeatRow {
                    Layout.fillWidth: true
                    botStrengths: seats.botStrengths
                    starts: seats.startSeat === seat
                    solo: screen.solo
                    wide: screen.wide
                    onNameEdited: name => {
                        seats.setName(seat, name)
                        // A family player's name brings their avatar along.
                        const known = FamilyHistory.avatarOf(name)
                        if (avatar === "" && known !== "")
                            seats.setAvatar(seat, known)
                    }
                    onAvatarRequested: {
                        avatarPicker.seat = seat
                        avatarPicker.playerName = name
                        avatarPicker.current = avatar
                        avatarPicker.visible = true
                    }
                    onBotToggled: bot => seats.setBot(seat, bot)
                    onStrengthChosen: strength => seats.setStrength(seat, strength)
                    onStartChosen: seats.startSeat = seat
                }
                // qmllint enable unqualified
            }

            TextBlock {
                Layout.fillWidth: true
                visible: !screen.solo && seats.botStrengths.length === 0
                color: Theme.inkSoft
                //: Setup note when a game has no computer players.
                text: qsTr("Every seat is played by a person passing the tablet around.")
            }
        }
    }

    Rectangle {
        id: footer
        anchors.bottom: parent.bottom
        width: parent.width
        implicitHeight: footerRow.implicitHeight + Theme.spacing * 2 + Device.safeAreaBottom
        color: Theme.surfaceSunk

        // Hint beside the buttons on wide screens, above them on narrow ones.
        GridLayout {
            id: footerRow
            anchors.fill: parent
            anchors.margins: Theme.spacing
            anchors.bottomMargin: Theme.spacing + Device.safeAreaBottom
            anchors.leftMargin: Theme.spacing + Device.safeAreaLeft
            anchors.rightMargin: Theme.spacing + Device.safeAreaRight
            columns: screen.width < 560 ? 1 : 2
            columnSpacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                text: screen.built
                      //: Setup footer hint.
                      ? qsTr("Tap a name to change it.")
                      //: Setup footer when the game cannot be played yet.
                      : qsTr("This stall is opening soon: its game is still being cooked.")
            }
            RowLayout {
                spacing: Theme.spacing
                ActionButton {
                    primary: false
                    //: Button on the setup screen that opens the game's rules.
                    text: qsTr("Rules")
                    onClicked: screen.rulesRequested()
                }
                ActionButton {
                    Layout.fillWidth: screen.width < 560
                    enabled: screen.built
                    //: Button that starts the game with the chosen seats.
                    text: qsTr("Start game")
                    onClicked: screen.start()
                }
            }
        }
    }

    PausedGameCheck {
        id: replaceCheck
        objectName: "pausedGameCheck"
        anchors.fill: parent
        visible: false
        title: screen.catalog.stallTitle(screen.gameId)
        players: visible ? paused.players(screen.gameId) : []
        onStartNew: { visible = false; screen.startRequested(screen.keepPlayers()) }
        onResumePaused: { visible = false; screen.resumeRequested(paused.saveJson(screen.gameId)) }
        onCancel: visible = false
    }

    AvatarPicker {
        id: avatarPicker
        objectName: "avatarPicker"
        property int seat: -1
        anchors.fill: parent
        visible: false
        onChosen: avatar => { visible = false; screen.chooseAvatar(seat, avatar) }
        onCancel: visible = false
    }
}
