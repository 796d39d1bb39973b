// GameScreen: what every game's <Module>Screen.qml is, for the shell's GameHost, which
// loads it (StallCatalog.gameScreen), hands it the settings, and starts a new match or
// resumes the autosave. Each screen derives from it, sets `table` to its MatchSession
// subclass and lays out that table; the contract lives here once:
//   soundOn, botDelayMs, reduceMotion, readAloud: the app's settings, bound by the host.
//   leave(): the screen is done (its Menu button, the end of a game); the host goes back.
//   startNew(setupJson), resume(saveJson), rematch(): forward to the table contract
//       (MatchSession: startFromSetupJson, resumeFromSaveJson, rematch) and return "" or
//       the reason it could not. After each one that worked, matchEntered(resumed) lets
//       the screen reset what it shows around the table (overlays, the curtain).
// Hooks, each with a default that suits a screen that does not use it:
//   handlesSafeArea (false): true means "I keep my controls clear of the insets myself":
//       the screen then fills the whole window (its table may run under a notch) and
//       gets the four insets in dp in safeAreaTop/Right/Bottom/Left. Otherwise the host
//       keeps the whole screen inside the safe area and the four stay 0.
//   paused: true while the game must stand still: stop round clocks and animations. By
//       default it follows `suspended` (the app is in the background, bound by the host;
//       MatchSession already holds its bots and writes the autosave then) and `rulesOpen`.
//   rulesButtonX, rulesButtonY: where the "?" sits (default: the top right corner, inside
//       the insets); a screen whose corner holds a control moves it to a free spot.
//   laysOutRulesButton (false): true means "my own bar holds a RulesButton" (that sets
//       rulesOpen), and the floating one is not shown.
// The rules from the table: the "?" opens the game's rules page (rulesPage, the host's
// catalogue's) over the table as RulesOverlay; meanwhile `rulesOpen` is true, the game is
// paused and its bots hold; the back key closes it. Closing shows the table as it was.
//   handlesBack (false), backPressed(): while handlesBack is true, the Android back key
//       and Escape go to the screen (close an overlay, ask to confirm) as backPressed();
//       otherwise they leave like leave(). goBack() is the host's one call for this.
// "What can I do?" (issue 17): the HintButton asks the table's hint() for a seat (askHint;
// -1: the seat on show) and the HintPanel lists its lines; the answer is `hintShown`, and
// the screen highlights hintShown.example on its table (HintGlow). "Got it" puts the panel
// away (hintPanelOpen) and leaves the example marked; both go with the next action (only
// the asking seat's when the answer says "ownSeatOnly"), a new match or the back key.
// The lines are read aloud when they show. Hooks: hintButtonX/Y (default: left of the "?"),
// laysOutHintButton (the screen's bar holds its own HintButton), laysOutHintPanel (the
// screen places HintPanels itself, e.g. one per seat zone), hintPanelY.
// Read-aloud: a screen binds turnPrompt to its prompt line and calls say() with a refusal;
// ReadAloud speaks them in the app's language while the read-aloud setting is on.
// Screens do not redeclare any of these (qmllint flags a shadowed member); they bind the
// properties and handle the signals.
import QtQuick
import FoodCourt.Common

Item {
    id: gameScreen

    // The screen's table: every game's table is a MatchSession.
    property MatchSession table: null

    property bool soundOn: true
    property int botDelayMs: 800
    property bool reduceMotion: false

    property bool handlesSafeArea: false
    property real safeAreaTop: 0
    property real safeAreaRight: 0
    property real safeAreaBottom: 0
    property real safeAreaLeft: 0

    // The app is in the background (bound by the host).
    property bool suspended: false
    property bool paused: suspended || rulesOpen

    // The game's rules page (a <Module>Rules.qml URL) and title, from the host; without a
    // page there is no "?".
    property string rulesPage: ""
    property string gameTitle
    property bool rulesOpen: false
    property real rulesButtonX: width - safeAreaRight - rulesButton.width - Theme.spacing
    property real rulesButtonY: safeAreaTop + Theme.spacing
    property bool laysOutRulesButton: false

    property bool handlesBack: false

    // The hint on show (MatchSession.hint's answer plus the asking "seat"), {} when none.
    property var hintShown: ({})
    readonly property bool hintOpen: hintShown.lines !== undefined
    property bool hintPanelOpen: false
    property real hintButtonX: (rulesButton.visible ? rulesButtonX : width - safeAreaRight - Theme.spacing)
                               - hintButton.width - Theme.spacing
    property real hintButtonY: rulesButtonY
    property bool hintButtonCompact: false
    property bool laysOutHintButton: false
    property bool laysOutHintPanel: false
    // Under the top row of controls (the "?" row), clear of its buttons.
    property real hintPanelY: rulesButtonY + Theme.touchTarget + Theme.spacing

    // The read-aloud setting (bound by the host, like soundOn) and what the screen's prompt
    // line says now, read aloud when it changes.
    property bool readAloud: false
    property string turnPrompt: ""
    onTurnPromptChanged: say(turnPrompt)

    signal leave()
    signal matchEntered(bool resumed)
    signal backPressed()

    // Untyped, as the screenshot tools call them with QVariants (QMetaObject::invokeMethod).
    // Starts a match from an fc::Setup in JSON; returns "" or the reason it could not.
    function startNew(setupJson) {
        return entered(table.startFromSetupJson(setupJson), false)
    }
    // Continues a saved match (save file JSON); returns "" or the reason it could not.
    function resume(saveJson) {
        return entered(table.resumeFromSaveJson(saveJson), true)
    }
    // A new match with the same players, the next one starting; returns "" or why not.
    function rematch() {
        return entered(table.rematch(), false)
    }
    // The back key or Escape; true when the screen took it, false for the host to leave.
    function goBack(): bool {
        if (hintOpen) {
            closeHint()
            return true
        }
        if (rulesOpen) {
            rulesOpen = false
            return true
        }
        if (!handlesBack)
            return false
        backPressed()
        return true
    }

    // While the game is held, so are a turn-based table's bots (a real-time table holds its
    // own, on its round clock, through its `paused`); the screen's own binding comes back.
    Binding {
        target: gameScreen.table
        property: "botsPaused"
        value: true
        when: gameScreen.rulesOpen && gameScreen.table !== null
    }

    // Above everything a screen lays out (its curtain too), so the rules are always a tap away.
    RulesButton {
        id: rulesButton
        // A screen's own "?" is the one tests and tools find by name.
        objectName: gameScreen.laysOutRulesButton ? "floatingRulesButton" : "rulesButton"
        z: 1500
        // Not over the end-of-game screen, whose own buttons take that corner on a phone.
        visible: gameScreen.rulesPage !== "" && !gameScreen.rulesOpen && !gameScreen.laysOutRulesButton
                 && !(gameScreen.table !== null && gameScreen.table.over)
        x: gameScreen.rulesButtonX
        y: gameScreen.rulesButtonY
        onClicked: gameScreen.rulesOpen = true
    }

    RulesOverlay {
        objectName: "rulesOverlay"
        z: 2000
        anchors.fill: parent
        visible: gameScreen.rulesOpen
        page: gameScreen.rulesPage
        title: gameScreen.gameTitle
        insetTop: gameScreen.safeAreaTop
        insetRight: gameScreen.safeAreaRight
        insetBottom: gameScreen.safeAreaBottom
        insetLeft: gameScreen.safeAreaLeft
        onCloseRequested: gameScreen.rulesOpen = false
    }

    // The prompt line for a screen reader, live: an alert whose name is the prompt. Qt 6.4
    // has no call to announce a line; a reader speaks an alert's name as it changes.
    Item {
        objectName: "turnAnnouncer"
        Accessible.role: Accessible.AlertMessage
        Accessible.name: gameScreen.turnPrompt
    }

    // "What can I do?" for `seat` (-1: the seat the table has on show): shows the table's
    // answer and reads it aloud.
    function askHint(seat: int) {
        if (table === null)
            return
        const answer = table.hint(seat)
        answer.seat = seat
        hintShown = answer
        hintPanelOpen = true
        say((answer.lines ?? []).join(" "))
    }
    function closeHint() {
        hintPanelOpen = false
        hintShown = {}
    }

    // The hint answers one position: the next action puts it away; a pending one is asked
    // again once the table has it.
    Connections {
        target: gameScreen.table
        function onActionApplied(seat: int, action: string) {
            if (gameScreen.hintOpen && (gameScreen.hintShown.ownSeatOnly !== true
                                        || seat === gameScreen.hintShown.seat))
                gameScreen.closeHint()
        }
        function onHintReady() {
            if (gameScreen.hintOpen && gameScreen.hintShown.pending === true)
                gameScreen.askHint(gameScreen.hintShown.seat)
        }
    }

    HintButton {
        id: hintButton
        objectName: gameScreen.laysOutHintButton ? "floatingHintButton" : "hintButton"
        z: 1500
        visible: gameScreen.table !== null && gameScreen.table.active && !gameScreen.table.over
                 && !gameScreen.rulesOpen && !gameScreen.laysOutHintButton
        x: gameScreen.hintButtonX
        y: gameScreen.hintButtonY
        compact: gameScreen.hintButtonCompact
        onClicked: gameScreen.askHint(-1)
    }

    // While the panel is up, a tap anywhere else puts it away as "Got it" does (the marks
    // stay), so no stray tap lands on the table under it.
    MouseArea {
        objectName: "hintBackdrop"
        Accessible.ignored: true // "Got it" is the panel's named way out
        z: 1590
        anchors.fill: parent
        visible: hintPanel.visible
        onClicked: gameScreen.hintPanelOpen = false
    }

    HintPanel {
        id: hintPanel
        objectName: gameScreen.laysOutHintPanel ? "floatingHintPanel" : "hintPanel"
        z: 1600
        visible: gameScreen.hintOpen && gameScreen.hintPanelOpen && !gameScreen.laysOutHintPanel
                 && !gameScreen.rulesOpen
        hint: gameScreen.hintShown
        x: (gameScreen.width - width) / 2
        y: gameScreen.hintPanelY
        onCloseRequested: gameScreen.hintPanelOpen = false
    }

    // Reads a refusal (or any one-off line) aloud, when the setting is on.
    function say(text: string) {
        if (readAloud) // ReadAloud is made only once it has something to say
            ReadAloud.say(text)
    }

    // Passes the table's answer on, announcing the match when the table took it.
    function entered(error, resumed) {
        if (error.length === 0) {
            closeHint()
            matchEntered(resumed)
        }
        return error
    }
}
