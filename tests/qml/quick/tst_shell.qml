// The app shell as a player meets it: the whole Main window, driven by taps. A stall
// whose game is not built offers no Play button; the language switches live from the
// settings screen; the setup screen's seat stepper stays within the game's range.
import QtQuick
import QtTest
import FoodCourt.Shell

Item {
    id: host
    width: 200
    height: 200

    // The registry's view of the stalls, to know what each screen should show.
    StallCatalog { id: stalls }

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
            const component = Qt.createComponent("qrc:/FoodCourt/Shell/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            app = component.createObject(null, { languageOverride: "en",
                                                 reduceMotionOverride: true })
            verify(app)
            waitForRendering(app.contentItem)
        }

        function cleanup() {
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

        function test_stallsNotBuiltAreOpeningSoon() {
            const cards = findAll(app.contentItem, item => item.gameId !== undefined
                                                           && item.built !== undefined
                                                           && item.pitch !== undefined)
            compare(cards.length, stalls.count)
            let notBuilt = 0
            for (const card of cards) {
                const built = stalls.get(card.gameId).built
                compare(visibleWithText(card, "Opening soon").length, built ? 0 : 1, card.gameId)
                compare(visibleButtons(card, "Play").length, built ? 1 : 0, card.gameId)
                compare(visibleButtons(card, "Rules").length, 1, card.gameId)
                if (!built)
                    ++notBuilt
            }
            verify(notBuilt > 0, "this check needs at least one stall still opening soon")
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
            tryVerify(() => visibleWithText(app.contentItem, "Pass to Player 1").length === 1)
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
        }
    }
}
