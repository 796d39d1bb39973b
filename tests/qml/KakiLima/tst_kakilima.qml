// Plays Kaki Lima on the real screen by touch, against the real engine: the walker
// choice, the start, walks with the planner's hints as the player's plan (card, booster,
// swap, end, orders to take), until an order has been picked up and delivered, and checks
// after every tap what the engine's view says.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.KakiLima

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: screenComponent
        KakiLimaScreen {
            anchors.fill: parent
            soundOn: false
            reduceMotion: true
        }
    }

    TestCase {
        name: "KakiLimaScreen"
        when: windowShown

        function setupJson(seed, bot = false) {
            return JSON.stringify({ players: 1, seed: String(seed), startSeat: 0,
                                    seats: [{ name: "Ana", bot: bot, strength: bot ? "planner" : "" }],
                                    options: {} })
        }
        function startScreen(seed, bot = false) {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            screen.table.autosave = false
            compare(screen.startNew(setupJson(seed, bot)), "")
            return screen
        }
        function cleanup() {
            AvatarBook.byName = ({})
        }

        // A family player's face and name in the status panel, as in Kandar Klash!'s
        // zones: none for a player without one, nor for a bot (whatever its name).
        function test_familyAvatarInTheStatusPanel() {
            AvatarBook.byName = { "Ana": "mango" }
            const screen = startScreen(3)
            const face = findChild(findChild(screen, "statusPanel"), "seatAvatar")
            verify(face.visible, "Ana's face")
            compare(face.kind, "mango")
            verify(findChild(screen, "statusPanel").playerName === "Ana")
            AvatarBook.byName = ({})
            verify(!face.visible, "follows the family's book")
            AvatarBook.byName = { "Ana": "mango" }
            const botRun = startScreen(3, true)
            const botFace = findChild(findChild(botRun, "statusPanel"), "seatAvatar")
            verify(!botFace.visible, "a bot shows none")
            compare(botFace.kind, "")
        }
        function tap(item) {
            verify(item, "an item to tap")
            verify(item.visible, "tapped item is visible: " + item.objectName)
            // A freshly shown overlay lays out its children at the next polish: tap after it.
            for (let up = item; up; up = up.parent)
                waitForItemPolished(up)
            tryVerify(() => item.width > 0 && item.height > 0, 2000, "laid out: " + item.objectName)
            touchEvent(item).press(0, item).commit().release(0, item).commit()
        }
        function handCard(screen, token, notIndex) {
            for (let i = 0; i < 5; ++i) {
                const card = findChild(screen, "handCard_" + i)
                if (card && card.token === token && i !== notIndex)
                    return card
            }
            return null
        }
        // "walk 3x2 as 6 swap 1 to C4 take siti" -> its parts.
        function parseWalk(action) {
            const words = action.split(" ")
            const part = key => { const i = words.indexOf(key); return i >= 0 ? words[i + 1] : "" }
            return { card: words[1], boosted: words.includes("as"), swap: part("swap"),
                     to: part("to"), take: part("take") }
        }

        function test_walkPickUpAndDeliverByTouch() {
            const screen = startScreen(21)
            const table = screen.table

            // The walker, by touch on the picker.
            compare(table.phase, "walker")
            tap(findChild(screen, "walker_siti"))
            compare(table.phase, "start")
            compare(table.view(0).walker, "siti")

            // The start: tap a lit card; a card that is not lit is refused.
            const starts = table.view(0).startCells
            verify(starts.length > 0)
            tap(findChild(screen, "cell_C3"))
            compare(table.phase, "start")
            verify(findChild(screen, "promptLabel").text.length > 0)
            tap(findChild(screen, "cell_" + starts[0]))
            compare(table.phase, "walk")
            compare(table.view(0).position, starts[0])

            let pickedUp = false
            let delivered = false
            for (let move = 0; move < 25 && !delivered; ++move) {
                tap(findChild(screen, "hintButton"))
                tryVerify(() => !table.hintBusy && table.hintAction !== "", 30000, "a hint")
                tryVerify(() => findChild(screen, "hintPanel").visible
                                && screen.hintShown.lines.length === 1
                                && screen.hintShown.lines[0] === table.hintText, 5000,
                          "the planner's advice in the hint panel")
                tap(findChild(screen, "hintCloseButton")) // the marks stay on the map and hand
                const plan = parseWalk(table.hintAction)
                const card = handCard(screen, plan.card, -1)
                tap(card)
                compare(table.selectedRow, card.index)
                if (plan.boosted)
                    tap(findChild(screen, "boostButton"))
                if (plan.swap !== "") {
                    tap(findChild(screen, "swapButton"))
                    tap(handCard(screen, plan.swap, card.index))
                }
                const end = findChild(screen, "cell_" + plan.to)
                verify(end.lit, plan.to + " is lit for " + table.hintAction)
                const drawBefore = table.view(0).drawCount
                tap(end)
                if (table.pendingEnd >= 0) {
                    const chooser = findChild(screen, "takeChooser")
                    verify(chooser.visible)
                    const choice = table.takeChoices.findIndex(c => c.take === plan.take)
                    verify(choice >= 0, "the planner's take is offered")
                    tap(findChild(chooser, "take_" + choice))
                }
                // The engine walked where the touches said.
                const view = table.view(0)
                compare(view.position, plan.to)
                compare(view.last.to, plan.to)
                compare(view.last.card, plan.card)
                compare(view.last.pickedUp.join("+"), plan.take)
                verify(view.drawCount <= drawBefore)
                compare(table.position, end.cell)
                tryVerify(() => !findChild(screen, "board").walking)
                if (view.last.pickedUp.length > 0) {
                    pickedUp = true
                    compare(table.bag.length, view.characters.filter(c => c.order === "carried").length)
                }
                if (view.last.delivered.length > 0) {
                    delivered = true
                    const who = view.characters.find(c => c.id === view.last.delivered[0])
                    verify(findChild(screen, "cell_" + who.house).delivered)
                    const count = view.characters.filter(c => c.order === "delivered").length
                    verify(findChild(screen, "deliveredLabel").text.indexOf(String(count)) >= 0)
                }
            }
            verify(pickedUp, "an order was picked up")
            verify(delivered, "an order was delivered")
        }

        // The back key (GameHost calls goBack first) steps out of the move being built;
        // with nothing chosen it answers false, and the shell leaves (the game is saved).
        function test_backKeyStepsOutOfTheMove() {
            const screen = startScreen(21)
            const table = screen.table
            tap(findChild(screen, "walker_siti"))
            tap(findChild(screen, "cell_" + table.view(0).startCells[0]))
            compare(table.phase, "walk")
            const positionBefore = table.view(0).position
            const card = findChild(screen, "handCard_0")
            tap(card)
            compare(table.selectedRow, 0)
            verify(screen.goBack(), "a chosen card is put back")
            compare(table.selectedRow, -1)
            verify(!screen.goBack(), "nothing chosen: the shell may leave")
            compare(table.phase, "walk")
            compare(table.view(0).position, positionBefore)
        }

        function test_walkerWalksThePathStepByStep() {
            const screen = startScreen(5)
            screen.reduceMotion = false
            const table = screen.table
            tap(findChild(screen, "walker_meiling"))
            tap(findChild(screen, "cell_" + table.view(0).startCells[0]))
            const board = findChild(screen, "board")
            const walker = findChild(screen, "walkerToken")
            tap(findChild(screen, "handCard_0"))
            const lit = []
            for (let cell = 0; cell < 36; ++cell) {
                const card = findChild(screen, "cell_" + String.fromCharCode(65 + cell % 6) + (Math.floor(cell / 6) + 1))
                if (card.lit)
                    lit.push(card)
            }
            verify(lit.length > 0, "the first card reaches somewhere")
            const end = lit[lit.length - 1]
            tap(end)
            if (table.pendingEnd >= 0)
                tap(findChild(findChild(screen, "takeChooser"), "take_0"))
            compare(table.position, end.cell) // the engine moved at once ...
            verify(board.walking)             // ... the walker on screen follows step by step
            verify(board.trail.length >= 2)
            tryVerify(() => !board.walking, 10000)
            const centre = board.cellPoint(end.cell)
            tryCompare(walker, "x", centre.x - walker.width / 2)
            tryCompare(walker, "y", centre.y - walker.height / 2)
        }

        function test_endSheetScoresAndReplaysTheDeal() {
            const screen = startScreen(17)
            const table = screen.table
            compare(table.chooseWalker("hassan"), "")
            // The planner plays the run (not by touch: this test is about the end).
            for (let move = 0; move < 40 && !screen.over; ++move) {
                compare(table.requestHint(), "")
                tryVerify(() => !table.hintBusy && table.hintAction !== "", 30000)
                compare(table.apply(0, table.hintAction), "")
            }
            verify(screen.over)
            const sheet = findChild(screen, "endSheet")
            tryVerify(() => sheet.visible, 10000)
            const view = table.view(0)
            compare(findChild(sheet, "finalScore_0").text, "Total " + view.score.total)
            if (view.phase === "won")
                verify(findChild(sheet, "bandLabel").text.length > 0)
            tryVerify(() => !table.parBusy && table.parScore !== -1000, 60000, "the par")
            verify(findChild(sheet, "parLabel").text.indexOf(String(table.parScore)) >= 0)
            tap(findChild(sheet, "replayButton"))
            compare(table.phase, "start") // the same deal, the same walker, from the top
            compare(table.view(0).walker, "hassan")
            verify(!sheet.visible)
        }

        function test_playAgainDealsANewGame() {
            const screen = startScreen(17)
            const table = screen.table
            const firstDeal = JSON.stringify(table.view(0)) // before the walker is chosen
            compare(table.chooseWalker("hassan"), "")
            for (let move = 0; move < 40 && !screen.over; ++move) {
                compare(table.requestHint(), "")
                tryVerify(() => !table.hintBusy && table.hintAction !== "", 30000)
                compare(table.apply(0, table.hintAction), "")
            }
            const sheet = findChild(screen, "endSheet")
            tryVerify(() => sheet.visible, 10000)
            tap(findChild(sheet, "playAgainButton"))
            verify(!sheet.visible)
            verify(!screen.over)
            compare(table.phase, "walker") // a new game: choose a walker again ...
            verify(JSON.stringify(table.view(0)) !== firstDeal) // ... for a new deal
        }

        function test_undoTheStartByTouch() {
            const screen = startScreen(8)
            const table = screen.table
            tap(findChild(screen, "randomWalkerButton"))
            compare(table.phase, "start")
            const undo = findChild(screen, "undoButton")
            verify(!undo.enabled)
            tap(findChild(screen, "cell_" + table.view(0).startCells[0]))
            compare(table.phase, "walk")
            verify(undo.enabled)
            tap(undo)
            compare(table.phase, "start")
            verify(!undo.enabled)
        }

        // The "?" opens the rules over the map, and closing shows the same walk.
        function test_rulesOverTheTableKeepTheGame() {
            const screen = startScreen(3)
            screen.rulesPage = "qrc:/FoodCourt/KakiLima/KakiLimaRules.qml"
            compare(screen.table.chooseWalker("hassan"), "") // the picker closes; the map shows
            const before = JSON.stringify(screen.table.view(0))
            mouseClick(findChild(screen, "rulesButton"))
            verify(screen.rulesOpen)
            verify(screen.paused)
            compare(findChild(screen, "rulesPageLoader").status, Loader.Ready)
            mouseClick(findChild(screen, "rulesCloseButton"))
            verify(!screen.rulesOpen)
            compare(JSON.stringify(screen.table.view(0)), before)
        }
    }
}
