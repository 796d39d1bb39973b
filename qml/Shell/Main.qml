// Main: the app window. Holds the screen stack, the selected stall and the language, and
// offers openScreen()/selectStall() so tools and tests can reach every screen.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.Shell

ApplicationWindow {
    id: root

    // Set by main.cpp from the command line.
    property string languageOverride: ""
    property string startScreen: ""
    property string startStall: ""
    property bool reduceMotionOverride: false

    property string currentStall: "tindahan"
    readonly property bool reduceMotion: reduceMotionOverride || AppSettings.reduceMotion

    // Names: "menu", "setup", "settings", "rules", "about". setup and rules show the
    // currently selected stall (see selectStall).
    function openScreen(name) {
        const screens = { setup: setupScreen, settings: settingsScreen, rules: rulesScreen,
                          about: aboutScreen }
        stack.pop(null, stackOperation())
        if (name === "menu")
            return true
        if (!screens[name]) {
            console.warn("openScreen: unknown screen", name)
            return false
        }
        stack.push(screens[name], {}, stackOperation())
        return true
    }

    function selectStall(gameId) {
        if (stalls.indexOf(gameId) < 0) {
            console.warn("selectStall: unknown stall", gameId)
            return false
        }
        currentStall = gameId
        return true
    }

    function back() {
        if (stack.depth > 1)
            stack.pop(stackOperation())
    }

    // Opens the game's table: with setup (a SeatSetupModel.setup() map) for a new game,
    // or with saveJson (the autosave's text) to resume.
    function playGame(gameId, setup, saveJson) {
        selectStall(gameId)
        stack.pop(null, StackView.Immediate)
        stack.push(gameHost, { gameId: gameId, setup: setup, saveJson: saveJson || "" },
                   stackOperation())
    }

    function stackOperation() { return reduceMotion ? StackView.Immediate : StackView.PushTransition }

    width: 1280
    height: 800
    minimumWidth: 320
    minimumHeight: 480
    visible: true
    //: The app's name in the window title.
    title: qsTr("Food Court")
    color: Theme.background
    font.pixelSize: Theme.fontBody

    LanguageSwitcher {
        language: root.languageOverride !== "" ? root.languageOverride : AppSettings.language
    }

    StallCatalog { id: stalls }

    StackView {
        id: stack
        anchors.fill: parent
        focus: true
        initialItem: MenuScreen {
            catalog: stalls
            onSetupRequested: gameId => { root.selectStall(gameId); root.openScreen("setup") }
            onRulesRequested: gameId => { root.selectStall(gameId); root.openScreen("rules") }
            onResumeRequested: (gameId, saveJson) => root.playGame(gameId, null, saveJson)
            onSettingsRequested: root.openScreen("settings")
            onAboutRequested: root.openScreen("about")
        }
        Keys.onBackPressed: event => {
            event.accepted = stack.depth > 1
            root.back()
        }
        Keys.onEscapePressed: root.back()
    }

    // Qt 6.4's qmllint cannot follow ids into inline Components (6.5 adds
    // pragma ComponentBehavior: Bound); the ids used are this file's own.
    // qmllint disable unqualified
    Component {
        id: setupScreen
        SetupScreen {
            gameId: root.currentStall
            catalog: stalls
            onBackRequested: root.back()
            onRulesRequested: root.openScreen("rules")
            onStartRequested: setup => root.playGame(root.currentStall, setup)
        }
    }
    Component {
        id: settingsScreen
        SettingsScreen {
            onBackRequested: root.back()
            onLanguageChosen: code => {
                root.languageOverride = ""
                AppSettings.language = code
            }
            currentLanguage: root.languageOverride !== "" ? root.languageOverride
                                                          : AppSettings.language
        }
    }
    Component {
        id: rulesScreen
        RulesScreen {
            gameId: root.currentStall
            catalog: stalls
            onBackRequested: root.back()
        }
    }
    Component {
        id: aboutScreen
        AboutScreen { onBackRequested: root.back() }
    }
    Component {
        id: gameHost
        GameHost {
            catalog: stalls
            onLeave: root.openScreen("menu")
        }
    }
    // qmllint enable unqualified

    Component.onCompleted: {
        if (startStall !== "")
            selectStall(startStall)
        if (startScreen !== "" && startScreen !== "menu")
            openScreen(startScreen)
    }
}
