// GameScreen: what every game's <Module>Screen.qml is, for the shell's GameHost, which
// loads it (StallCatalog.gameScreen), hands it the settings, and starts a new match or
// resumes the autosave. Each screen derives from it, sets `table` to its MatchSession
// subclass and lays out that table; the contract lives here once:
//   soundOn, botDelayMs, reduceMotion: the app's settings, bound by the host.
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
//   paused (false): true while the app is in the background: stop round clocks and
//       animations. (MatchSession already holds its bots and writes the autosave then.)
//   handlesBack (false), backPressed(): while handlesBack is true, the Android back key
//       and Escape go to the screen (close an overlay, ask to confirm) as backPressed();
//       otherwise they leave like leave(). goBack() is the host's one call for this.
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

    property bool paused: false

    property bool handlesBack: false

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
        if (!handlesBack)
            return false
        backPressed()
        return true
    }

    // Passes the table's answer on, announcing the match when the table took it.
    function entered(error, resumed) {
        if (error.length === 0)
            matchEntered(resumed)
        return error
    }
}
