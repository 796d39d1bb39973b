// GameScreen, the base of every game's screen: startNew, resume and rematch forward to the
// screen's table and announce a match entered only when the table took it; the back key is
// the screen's only while it says it handles it; the "?" opens the rules over the table and
// the back key closes them; read-aloud speaks the prompt and refusals only while the
// setting is on, and a real screen's prompt line reaches it. A Tindahan table stands in for
// any game's (all seats human, so nothing moves by itself).
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Tindahan

Item {
    id: root
    width: 400
    height: 300

    Component {
        id: screenComponent
        GameScreen {
            table: tindahan
            TindahanTable {
                id: tindahan
                autosave: false
            }
        }
    }

    Component {
        id: tindahanScreen
        TindahanScreen {
            anchors.fill: parent
            soundOn: false
        }
    }

    TestCase {
        name: "GameScreen"
        when: windowShown

        function initTestCase() {
            speechLog.install(ReadAloud)
        }
        function cleanup() {
            AppSettings.readAloud = false
            speechLog.clear()
        }

        function setupJson(seed) {
            const seats = ["Ana", "Bayani", "Carmela"]
                .map(name => ({ name: name, bot: false, strength: "" }))
            return JSON.stringify({ players: 3, seed: String(seed), startSeat: 0, seats: seats,
                                    options: {} })
        }
        // How the fake engine marks a line said in the app's language (QLocale's default).
        function lang() { return Qt.locale().name.split("_")[0] + ": " }
        function makeScreen() {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            return screen
        }
        // A spy on one of the screen's signals.
        function watch(screen, signalName) {
            const spy = createTemporaryQmlObject("import QtTest; SignalSpy {}", screen)
            spy.target = screen
            spy.signalName = signalName
            return spy
        }

        function test_startNewForwardsToTheTableAndAnnouncesTheMatch() {
            const screen = makeScreen()
            const entered = watch(screen, "matchEntered")
            compare(screen.startNew(setupJson(7)), "")
            verify(screen.table.active)
            compare(screen.table.seatNames, ["Ana", "Bayani", "Carmela"])
            compare(entered.count, 1)
            compare(entered.signalArguments[0][0], false, "a new match, not a resumed one")
        }

        function test_aRefusedStartOrResumeSaysWhyAndAnnouncesNothing() {
            const screen = makeScreen()
            const entered = watch(screen, "matchEntered")
            verify(screen.startNew("{ not json").length > 0)
            verify(!screen.table.active)
            verify(screen.resume("{}").length > 0)
            verify(!screen.table.active)
            compare(entered.count, 0)
        }

        function test_rematchDealsAgainForTheSamePlayers() {
            const screen = makeScreen()
            verify(screen.rematch().length > 0, "nothing to play again before a match")
            compare(screen.startNew(setupJson(7)), "")
            const entered = watch(screen, "matchEntered")
            compare(screen.rematch(), "")
            verify(screen.table.active)
            compare(screen.table.seatNames, ["Ana", "Bayani", "Carmela"])
            compare(entered.count, 1)
            compare(entered.signalArguments[0][0], false)
        }

        function test_backKeyIsTheScreensOnlyWhileItHandlesIt() {
            const screen = makeScreen()
            const pressed = watch(screen, "backPressed")
            verify(!screen.goBack(), "by default the host leaves")
            compare(pressed.count, 0)
            screen.handlesBack = true
            verify(screen.goBack())
            compare(pressed.count, 1)
        }

        function test_hooksDefaultToAScreenThatUsesNone() {
            const screen = makeScreen()
            compare(screen.handlesSafeArea, false)
            compare(screen.handlesBack, false)
            compare(screen.paused, false)
            compare([screen.safeAreaTop, screen.safeAreaRight, screen.safeAreaBottom,
                     screen.safeAreaLeft], [0, 0, 0, 0])
        }

        function test_rulesButtonOpensTheRulesOverTheTableAndBackClosesThem() {
            const screen = makeScreen()
            const button = findChild(screen, "rulesButton")
            verify(!button.visible, "no rules page, no \"?\"")
            screen.rulesPage = "qrc:/FoodCourt/Tindahan/TindahanRules.qml"
            screen.gameTitle = "Tindahan"
            verify(button.visible)
            compare(screen.startNew(setupJson(7)), "")
            mouseClick(button)
            verify(screen.rulesOpen)
            verify(screen.paused)
            verify(screen.table.botsPaused)
            const page = findChild(screen, "rulesPageLoader")
            compare(page.status, Loader.Ready)
            verify(screen.goBack(), "the back key closes the rules, not the game")
            verify(!screen.rulesOpen)
            verify(!screen.paused)
            verify(!screen.table.botsPaused)
            screen.suspended = true // the app in the background pauses it too
            verify(screen.paused)
        }

        function test_readAloudSpeaksOnlyWhileTheSettingIsOn() {
            const screen = makeScreen()
            screen.turnPrompt = "Ana, your turn"
            screen.say("You must follow the led fruit")
            compare(speechLog.said, [], "off by default")
            AppSettings.readAloud = true
            screen.readAloud = true
            screen.turnPrompt = "Bayani, your turn"
            screen.say("You must follow the led fruit")
            compare(speechLog.said, [lang() + "Bayani, your turn", lang() + "You must follow the led fruit"])
            AppSettings.readAloud = false
            screen.readAloud = false
            compare(speechLog.stops, 1, "turned off mid-sentence: silence")
            screen.turnPrompt = "Carmela, your turn"
            compare(speechLog.said.length, 2)
        }

        function test_aGamesPromptLineIsReadAloud() {
            AppSettings.readAloud = true
            const screen = createTemporaryObject(tindahanScreen, root, { readAloud: true })
            screen.table.autosave = false
            compare(screen.startNew(setupJson(7)), "")
            const prompt = findChild(screen, "promptLabel")
            verify(prompt.text.length > 0)
            compare(screen.turnPrompt, prompt.text)
            compare(speechLog.said[speechLog.said.length - 1], lang() + prompt.text)
        }

        // A screen reader hears the prompt line as it changes (issue 20): an alert named
        // by the prompt, with or without the read-aloud setting.
        function test_thePromptLineIsAnAlertForScreenReaders() {
            const screen = createTemporaryObject(tindahanScreen, root)
            screen.table.autosave = false
            compare(screen.startNew(setupJson(7)), "")
            const announcer = findChild(screen, "turnAnnouncer")
            verify(announcer)
            compare(announcer.Accessible.role, Accessible.AlertMessage)
            const prompt = findChild(screen, "promptLabel")
            compare(announcer.Accessible.name, prompt.text)
            // A refused step changes the prompt; the alert follows.
            const before = announcer.Accessible.name
            screen.refuse("Not now.")
            compare(prompt.text, "Not now.")
            compare(announcer.Accessible.name, "Not now.")
            verify(before !== "Not now.")
        }

    }
}
