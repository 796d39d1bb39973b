// The app shell as a player meets it: the whole Main window, driven by taps. A stall
// whose game is not built offers no Play button; the language switches live from the
// settings screen; the setup screen's seat stepper stays within the game's range.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: host
    width: 200
    height: 200

    // The registry's view of the stalls, to know what each screen should show.
    StallCatalog { id: stalls }
    // Each test starts as on a new tablet: no paused games, no remembered players.
    PausedGames { id: paused }
    SeatSetupModel { id: seatMemory }

    Component {
        id: testgameSetup
        SetupScreen {
            width: 1280
            height: 800
            gameId: "testgame"
            catalog: stalls
        }
    }

    TestCase {
        id: test
        name: "Shell"
        when: windowShown

        property var app: null

        function init() {
            paused.discardAll()
            seatMemory.forgetRememberedSeats()
            const component = Qt.createComponent("qrc:/FoodCourt/Shell/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            app = component.createObject(null, { languageOverride: "en",
                                                 reduceMotionOverride: true })
            verify(app)
            waitForRendering(app.contentItem)
        }

        function cleanup() {
            Device.simulateSafeArea(-1, -1, -1, -1)
            Device.keepAwake(false)
            app.destroy()
            app = null
            wait(0) // let the deferred deletion run before the next window opens
        }

        // Depth-first search of the visual tree for the items that satisfy `match`.
        function findAll(item, match, found) {
            found = found || []
            if (match(item))
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                findAll(item.children[i], match, found)
            return found
        }
        function visibleWithText(root, text) {
            return findAll(root, item => item.visible && item.text === text)
        }
        // Buttons only (their label items carry the same text).
        function visibleButtons(root, text) {
            return findAll(root, item => item.visible && item.text === text
                                         && item.clicked !== undefined)
        }
        function button(root, text) {
            const found = visibleButtons(root, text)
            compare(found.length, 1, "one visible button '" + text + "'")
            return found[0]
        }

        // Each stall offers Play exactly when its game is built, and "Opening soon" otherwise
        // (once all five games are in the app, only the first half is left to see).
        function test_playOnlyWhereTheGameIsBuilt() {
            const cards = findAll(app.contentItem, item => item.gameId !== undefined
                                                           && item.built !== undefined
                                                           && item.pitch !== undefined)
            compare(cards.length, stalls.count)
            for (const card of cards) {
                const built = stalls.get(card.gameId).built
                compare(card.built, built, card.gameId)
                compare(visibleWithText(card, "Opening soon").length, built ? 0 : 1, card.gameId)
                compare(visibleButtons(card, "Play").length, built ? 1 : 0, card.gameId)
                compare(visibleButtons(card, "Rules").length, 1, card.gameId)
            }
        }

        function test_languageSwitchesLive() {
            verify(app.openScreen("settings"))
            tryVerify(() => visibleWithText(app.contentItem, "Settings").length === 1)
            verify(visibleWithText(app.contentItem, "Bot speed").length === 1)

            mouseClick(button(app.contentItem, "Français"))
            tryVerify(() => visibleWithText(app.contentItem, "Paramètres").length === 1,
                      5000, "the settings title in French")
            compare(visibleWithText(app.contentItem, "Settings").length, 0)
            verify(visibleButtons(app.contentItem, "Retour").length === 1, "Back in French")

            mouseClick(button(app.contentItem, "English"))
            tryVerify(() => visibleWithText(app.contentItem, "Settings").length === 1)
            compare(visibleWithText(app.contentItem, "Paramètres").length, 0)
        }

        // Taps + and − far beyond the limits; the count must stop at the game's range.
        function checkStepper(root, min, max) {
            const more = button(root, "+")
            const fewer = button(root, "−")
            const seatRows = () => findAll(root, item => item.visible && item.seat !== undefined
                                                          && item.botStrengths !== undefined).length
            compare(seatRows(), min, "a new setup starts with the fewest seats")
            for (let i = 0; i < max + 2; ++i)
                mouseClick(more)
            compare(seatRows(), max)
            verify(!more.enabled, "+ is disabled at the maximum")
            verify(visibleWithText(root, String(max)).length >= 1, "the count shows " + max)
            for (let j = 0; j < max + 2; ++j)
                mouseClick(fewer)
            compare(seatRows(), min)
            verify(!fewer.enabled, "− is disabled at the minimum")
        }

        function test_setupStaysInTheStallsRange() {
            const stall = stalls.get("tindahan")
            verify(stall.built)
            verify(app.selectStall("tindahan"))
            verify(app.openScreen("setup"))
            tryVerify(() => visibleButtons(app.contentItem, "+").length === 1)
            verify(visibleWithText(app.contentItem, "Players (%1-%2)"
                                   .arg(stall.minPlayers).arg(stall.maxPlayers)).length === 1)
            checkStepper(app.contentItem, stall.minPlayers, stall.maxPlayers)
        }

        function test_startGameOpensTheTable() {
            // Menu -> setup -> Start game: the game's own screen takes over with the seats
            // chosen, all human by default, so the hand-off curtain names the first player.
            verify(app.selectStall("tindahan"))
            verify(app.openScreen("setup"))
            tryVerify(() => visibleButtons(app.contentItem, "Start game").length === 1)
            mouseClick(button(app.contentItem, "Start game"))
            const tables = () => findAll(app.contentItem, item => item.visible
                                         && item.table !== undefined && item.startNew !== undefined)
            tryVerify(() => tables().length === 1, 5000, "the Tindahan table is shown")
            compare(tables()[0].table.seatNames.length, 3)
            // The curtain sets the name in the seat's colour (rich text): read what it names.
            tryVerify(() => findAll(app.contentItem, item => item.visible
                                    && item.objectName === "handoffCurtain"
                                    && item.Accessible.name === "Pass to Player 1").length === 1)
        }

        // The item's rectangle in the window, in dp.
        function windowRect(item) {
            const p = item.mapToItem(app.contentItem, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function verifyInside(item, safe, what) {
            const r = windowRect(item)
            verify(r.x >= safe.x - 0.5 && r.y >= safe.y - 0.5
                   && r.x + r.width <= safe.x + safe.width + 0.5
                   && r.y + r.height <= safe.y + safe.height + 0.5,
                   what + " at " + JSON.stringify(r) + " inside " + JSON.stringify(safe))
        }

        function test_shellKeepsClearOfNotchAndHomeIndicator() {
            // A notched phone held upright: 47 dp on top, 34 dp home indicator, and (to
            // catch left/right mix-ups) different side insets.
            app.width = 400
            app.height = 800
            app.simulateSafeArea(47, 10, 34, 12)
            const safe = Qt.rect(12, 47, 400 - 12 - 10, 800 - 47 - 34)
            waitForRendering(app.contentItem)
            verifyInside(button(app.contentItem, "Settings"), safe, "menu Settings")
            verifyInside(button(app.contentItem, "About"), safe, "menu About")
            for (const name of ["settings", "about", "rules", "setup"]) {
                verify(app.openScreen(name))
                tryVerify(() => visibleButtons(app.contentItem, "Back").length === 1)
                waitForRendering(app.contentItem)
                verifyInside(button(app.contentItem, "Back"), safe, name + " Back")
            }
            // The setup footer sits above the home indicator.
            verifyInside(button(app.contentItem, "Start game"), safe, "setup Start game")
        }

        // Every stall's screen declares the safe-area hooks: it fills the whole window (its
        // table may run under a notch) and is handed the insets to keep its controls clear.
        function test_gameWithHooksFillsTheWindowAndGetsTheInsets() {
            app.width = 800
            app.height = 400
            app.simulateSafeArea(0, 47, 21, 47)
            verify(app.selectStall("tindahan"))
            verify(app.openScreen("game"))
            const tables = () => findAll(app.contentItem, item => item.visible
                                         && item.table !== undefined && item.startNew !== undefined)
            tryVerify(() => tables().length === 1, 5000, "the Tindahan table is shown")
            const screen = tables()[0]
            compare(app.activeGame.gameScreen, screen, "the host holds it as a GameScreen")
            verify(screen.handlesSafeArea)
            tryVerify(() => screen.width === 800, 5000, "the new window size")
            const r = windowRect(screen)
            compare(r.x, 0)
            compare(r.y, 0)
            compare(r.height, 400)
            compare([screen.safeAreaTop, screen.safeAreaRight, screen.safeAreaBottom,
                     screen.safeAreaLeft], [0, 47, 21, 47])
            // Motion follows the app's effective setting (a headless run turns it off, so
            // an audit never measures a card in mid-flight).
            const before = app.reduceMotionOverride
            app.reduceMotionOverride = true
            verify(screen.reduceMotion)
            app.reduceMotionOverride = before
            compare(screen.reduceMotion, app.reduceMotion)
        }

        function test_backLeavesTheGameAndLetsTheScreenSleep() {
            verify(app.selectStall("tindahan"))
            verify(app.openScreen("game"))
            tryVerify(() => app.activeGame !== null)
            Device.keepAwake(true) // as a real-time round would
            app.back() // the on-screen Back, the Android back key and Escape come here
            tryVerify(() => visibleButtons(app.contentItem, "Settings").length === 1, 5000,
                      "back on the menu")
            tryVerify(() => !Device.screenKeptOn, 5000, "the closed game lets the screen sleep")
        }

        // The name field of a seat on the setup screen (the seats' text fields, top down).
        function nameField(seat) {
            const fields = findAll(app.contentItem, item => item.visible
                                   && item.placeholderText !== undefined)
            fields.sort((a, b) => a.mapToItem(null, 0, 0).y - b.mapToItem(null, 0, 0).y)
            return fields[seat]
        }

        function test_setupRemembersThePlayers() {
            // Names typed at the setup come back on the next visit, after a look elsewhere.
            verify(app.selectStall("kommegleich"))
            verify(app.openScreen("setup"))
            tryVerify(() => nameField(0) !== undefined)
            mouseClick(nameField(0))
            keyClick("O")
            keyClick("m")
            keyClick("a")
            keyClick(Qt.Key_Return)
            compare(nameField(0).text, "Oma")
            app.back()
            tryVerify(() => app.screenDepth === 1)
            verify(app.openScreen("setup"))
            tryVerify(() => nameField(0) !== undefined && nameField(0).text === "Oma", 5000,
                      "the name typed last time")
        }

        function test_aNewGameOverAPausedOneAsksFirst() {
            // A paused Tindahan game; starting a new one asks, and Cancel keeps it.
            verify(app.selectStall("tindahan"))
            verify(app.openScreen("setup"))
            tryVerify(() => visibleButtons(app.contentItem, "Start game").length === 1)
            mouseClick(button(app.contentItem, "Start game"))
            const tables = () => findAll(app.contentItem, item => item.visible
                                         && item.table !== undefined && item.startNew !== undefined)
            tryVerify(() => tables().length === 1, 5000, "the Tindahan table is shown")
            app.back() // the table leaves; its game stays paused
            tryVerify(() => app.screenDepth === 1)
            tryVerify(() => visibleButtons(app.contentItem, "Resume Tindahan").length === 1, 5000,
                      "the menu offers the paused game")
            verify(app.openScreen("setup"))
            tryVerify(() => visibleButtons(app.contentItem, "Start game").length === 1)
            mouseClick(button(app.contentItem, "Start game"))
            const check = findAll(app.contentItem, item => item.objectName === "pausedGameCheck")[0]
            tryVerify(() => check.visible, 5000, "the question before replacing it")
            compare(tables().length, 0)
            mouseClick(findAll(check, item => item.objectName === "cancelButton")[0])
            verify(!check.visible)
            compare(tables().length, 0)
            mouseClick(button(app.contentItem, "Start game"))
            tryVerify(() => check.visible)
            mouseClick(findAll(check, item => item.objectName === "startNewButton")[0])
            tryVerify(() => tables().length === 1, 5000, "the new table")
        }

        function test_setupStaysInTheTestGamesRange() {
            // The test-only game is not a stall; its range (2-4) comes from the registry.
            const screen = createTemporaryObject(testgameSetup, host)
            verify(screen)
            verify(visibleWithText(screen, "Players (2-4)").length === 1)
            checkStepper(screen, 2, 4)
        }

        function test_soloStallHasNoStepper() {
            verify(app.selectStall("kakilima"))
            verify(app.openScreen("setup"))
            tryVerify(() => visibleButtons(app.contentItem, "Start game").length === 1)
            compare(visibleButtons(app.contentItem, "+").length, 0)
            // The puzzle is the player's own: no bots offered for its one seat.
            compare(visibleButtons(app.contentItem, "Human").length, 0)
            compare(visibleButtons(app.contentItem, "Bot: Planner").length, 0)
        }
    
        // The window carries the player's vibration setting to the device, apart from sound.
        function test_windowFollowsTheVibrationSetting() {
            verify(Device.hapticsOn)
            AppSettings.haptics = false
            verify(!Device.hapticsOn)
            verify(AppSettings.sound)
            AppSettings.haptics = true
            verify(Device.hapticsOn)
        }
    }
}
