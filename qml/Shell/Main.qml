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

    property string currentStall: stalls.gameIdAt(0) // the first stall of the menu
    property GameHost activeGame: null // the game on the stack, if any
    // The player's switch, or the system's own request (Android: animations off; iOS:
    // Reduce Motion).
    readonly property bool reduceMotion: reduceMotionOverride || AppSettings.reduceMotion
                                         || Device.systemReducesMotion

    // The end of a game knows seats by name: it finds each family player's avatar here.
    Binding {
        target: AvatarBook
        property: "byName"
        value: FamilyHistory.avatars
    }

    // Haptics follow their own setting, apart from sound.
    Binding {
        target: Device
        property: "hapticsOn"
        value: AppSettings.haptics
    }

    // Names: "menu", "setup", "settings", "rules", "about", "history", "game", "guide",
    // "guide-next".
    // setup, rules, game and guide show the currently selected stall (see selectStall);
    // game starts its table with the setup screen's default seats, guide its guided first
    // game.
    function openScreen(name) {
        const screens = { setup: setupScreen, settings: settingsScreen, rules: rulesScreen,
                          about: aboutScreen, history: historyScreen }
        stack.pop(null, stackOperation())
        if (name === "menu")
            return true
        if (name === "game")
            return playDefaultGame(currentStall)
        if (name === "guide")
            return playGuide(currentStall)
        if (name === "guide-next") // the guide's second coach mark, for tools (its first explains)
            return playGuide(currentStall) && activeGame.guideOverlay.runner.next()
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

    // The on-screen Back, the Android back key and Escape all come here. A game's table
    // decides itself (GameHost.goBack); shell screens go one step back.
    function back() {
        if (activeGame && stack.currentItem === activeGame)
            activeGame.goBack()
        else if (stack.depth > 1)
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

    // The stall's guided first game ("Learn to play"), if it has one.
    function playGuide(gameId) {
        if (!stalls.hasGuide(gameId))
            return false
        const page = stalls.guidePage(gameId)
        selectStall(gameId)
        stack.pop(null, StackView.Immediate)
        stack.push(gameHost, { gameId: gameId, guidePage: page }, stackOperation())
        return true
    }

    // The selected game with the seats a new setup offers (a fixed seed, so tools see the
    // same table every time). False when the stall has no table yet.
    function playDefaultGame(gameId) {
        if (!stalls.stallBuilt(gameId))
            return false
        defaultSeats.gameId = gameId
        const setup = defaultSeats.setup()
        setup.seed = "1"
        playGame(gameId, setup)
        return true
    }

    // For tools and tests: pretend the window has these safe-area insets (dp); negative
    // values return to what the device says.
    function simulateSafeArea(top, right, bottom, left) {
        Device.simulateSafeArea(top, right, bottom, left)
    }

    function stackOperation() { return reduceMotion ? StackView.Immediate : StackView.PushTransition }

    width: 1280
    height: 800
    // A phone held sideways is about 360 dp tall.
    minimumWidth: 320
    minimumHeight: 320
    visible: true
    //: The app's name in the window title.
    title: qsTr("Food Court")
    color: Theme.background
    font.pixelSize: Theme.fontBody

    LanguageSwitcher {
        language: root.languageOverride !== "" ? root.languageOverride : AppSettings.language
    }

    StallCatalog { id: stalls }
    readonly property alias catalog: stalls // for tools walking every stall
    readonly property alias screenDepth: stack.depth // 1 on the menu; for tools and tests
    SeatSetupModel { id: defaultSeats }

    // Turning or resizing the window moves the notch relative to it.
    onWidthChanged: Device.refreshSafeArea()
    onHeightChanged: Device.refreshSafeArea()

    StackView {
        id: stack
        anchors.fill: parent
        focus: true
        initialItem: MenuScreen {
            catalog: stalls
            onSetupRequested: gameId => { root.selectStall(gameId); root.openScreen("setup") }
            onRulesRequested: gameId => { root.selectStall(gameId); root.openScreen("rules") }
            onGuideRequested: gameId => root.playGuide(gameId)
            onResumeRequested: (gameId, saveJson) => root.playGame(gameId, null, saveJson)
            onSettingsRequested: root.openScreen("settings")
            onAboutRequested: root.openScreen("about")
            onHistoryRequested: root.openScreen("history")
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
            // Over the setup, so Back returns to the seats as they were.
            onRulesRequested: stack.push(rulesScreen, {}, root.stackOperation())
            onStartRequested: setup => root.playGame(root.currentStall, setup)
            onResumeRequested: saveJson => root.playGame(root.currentStall, null, saveJson)
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
        id: historyScreen
        HistoryScreen {
            catalog: stalls
            onBackRequested: root.back()
        }
    }
    Component {
        id: gameHost
        GameHost {
            id: host
            catalog: stalls
            reduceMotion: root.reduceMotion
            onLeave: root.openScreen("menu")
            onRealGameRequested: root.openScreen("setup")
            Component.onCompleted: root.activeGame = host
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
