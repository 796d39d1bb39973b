// Plays Komme gleich! on the real screen by touch: a start player's turn (hold the curtain,
// draw, drop the card into the hand, cover an order, a refused serve, a served run) and
// another player's turn (move a card, undo, draw by dragging the pile into the hand,
// discard), checking the engine's state after every step, the haptic answer to each
// step and the back key.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.KommeGleich

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: screenComponent
        KommeGleichScreen {
            anchors.fill: parent
            soundOn: false
            reduceMotion: true
        }
    }

    TestCase {
        name: "KommeGleichScreen"
        when: windowShown

        // Seats: "human" or "bot" each.
        function setupJson(kinds, seed) {
            const seats = kinds.map((kind, seat) => ({ name: "P" + seat, bot: kind === "bot",
                                                      strength: kind === "bot" ? "medium" : "" }))
            return JSON.stringify({ players: kinds.length, seed: String(seed), startSeat: 0,
                                    seats: seats, options: {} })
        }
        function startScreen(kinds, seed) {
            const screen = createTemporaryObject(screenComponent, root, { botDelayMs: 0 })
            verify(screen)
            screen.table.autosave = false
            // A turn's end passes at once here (its grace: tst_kommegleich_grace.qml).
            screen.table.graceMs = 0
            compare(screen.startNew(setupJson(kinds, seed)), "")
            return screen
        }
        function view(screen) { return screen.table.view(screen.table.viewSeat) }
        function hand(screen) { return findChild(screen, "hand") }
        function handCard(screen, slot) {
            waitForItemPolished(hand(screen))
            return hand(screen).itemAtIndex(slot)
        }
        function order(screen, slot) { return findChild(screen, "orders").itemAtIndex(slot) }
        function centre(screen, item) {
            wait(30) // layouts settle after the last step (a card shown or hidden) ...
            // ... which is the views' next polish (their transitions last 0 ms here)
            waitForItemPolished(hand(screen), 20000)
            waitForItemPolished(findChild(screen, "orders"), 20000)
            return item.mapToItem(screen, item.width / 2, item.height / 2)
        }
        // One finger along `points` (screen coordinates): down, moved in small steps, up.
        function swipe(screen, points) {
            const finger = touchEvent(screen)
            finger.press(0, screen, points[0].x, points[0].y).commit()
            for (let i = 1; i < points.length; ++i) {
                const a = points[i - 1], b = points[i]
                for (let step = 1; step <= 6; ++step) {
                    finger.move(0, screen, a.x + (b.x - a.x) * step / 6,
                                a.y + (b.y - a.y) * step / 6).commit()
                    wait(5)
                }
            }
            const last = points[points.length - 1]
            finger.release(0, screen, last.x, last.y).commit()
        }
        function tap(screen, item) {
            tryVerify(() => item.visible)
            waitForItemPolished(screen)
            waitForRendering(screen)
            const p = centre(screen, item)
            touchEvent(screen).press(0, screen, p.x, p.y).commit().release(0, screen, p.x, p.y).commit()
        }
        // The point of the hand where a dropped card takes `slot`: between two cards.
        function gapPoint(screen, slot) {
            const fan = hand(screen)
            const x = slot * (fan.cardWidth + fan.spacing) - fan.spacing / 2
            return fan.mapToItem(screen, Math.max(2, Math.min(fan.width + fan.cardWidth / 3, x)),
                                 fan.height / 2)
        }
        function findByText(item, text) {
            if (item.text === text)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findByText(item.children[i], text)
                if (found)
                    return found
            }
            return null
        }
        // Press and hold the curtain's button until it opens.
        function holdCurtain(screen) {
            const curtain = findChild(screen, "handoffCurtain")
            tryVerify(() => curtain.visible)
            const button = findByText(curtain, "Hold").parent
            const p = centre(screen, button)
            const finger = touchEvent(screen)
            finger.press(0, screen, p.x, p.y).commit()
            tryVerify(() => !curtain.visible, 20000) // held until it opens, however long
            finger.release(0, screen, p.x, p.y).commit()
        }
        // Sweeps hand cards first..last and drops the run so that it starts at `rowSlot`.
        function sweepAndServe(screen, first, last, rowSlot) {
            swipe(screen, [centre(screen, handCard(screen, first)),
                           centre(screen, handCard(screen, last)),
                           centre(screen, order(screen, rowSlot + last - first))])
        }

        function cleanup() {
            AvatarBook.byName = ({})
        }

        // A family player's face sits beside their name on their seat chip, as in Kandar
        // Klash!'s zones: none for a player without one, nor for a bot (whatever its name).
        function test_familyAvatarOnTheSeatChip() {
            AvatarBook.byName = { "P0": "owl", "P2": "frog" }
            const screen = startScreen(["human", "human", "bot"], 5)
            waitForRendering(screen) // the chips laid out
            const face = seat => findChild(findChild(screen, "seat_" + seat), "seatAvatar")
            verify(face(0).visible, "P0's face")
            compare(face(0).kind, "owl")
            verify(!face(1).visible, "P1 has no face")
            verify(!face(2).visible, "a bot shows none")
            compare(face(2).kind, "")
            AvatarBook.byName = ({})
            verify(!face(0).visible, "follows the family's book")
        }

        function test_startPlayersTurnByTouch() {
            const screen = startScreen(["human", "human"], 11)
            const table = screen.table
            compare(table.handoffSeat, 0)
            compare(hand(screen).count, 0, "no hand behind the curtain")
            holdCurtain(screen)
            compare(table.viewSeat, 0)
            compare(table.phase, "draw")
            tryCompare(hand(screen), "count", 5)

            // Tap the draw pile; drag the new card between the second and third hand cards.
            tap(screen, findChild(screen, "drawPile"))
            compare(table.phase, "insert")
            const drawn = table.drawnCard
            verify(drawn.length > 0)
            compare(view(screen).drawn, drawn)
            swipe(screen, [centre(screen, findChild(screen, "newCard")), gapPoint(screen, 2)])
            compare(table.phase, "cover")
            compare(view(screen).hand[2], drawn)
            tryCompare(hand(screen), "count", 6)
            compare(handCard(screen, 2).cardId, drawn)
            compare(handCard(screen, 2).kind, "CLTSOB".indexOf(drawn[0]))

            // Drag the front card onto the fourth order: it covers it.
            const front = view(screen).hand[0]
            const covered = view(screen).row[3]
            swipe(screen, [centre(screen, handCard(screen, 0)), centre(screen, order(screen, 3))])
            compare(table.phase, "serve")
            compare(view(screen).row[3], front)
            // Every order on screen shows the engine's card.
            const row = view(screen).row
            for (let slot = 0; slot < 5; ++slot)
                tryCompare(order(screen, slot), "kind", "CLTSOB".indexOf(row[slot][0]))
            verify(view(screen).discardPile.includes(covered))
            tryCompare(hand(screen), "count", 5)

            // A run swept onto orders it does not match is refused in words; nothing changes.
            const haptics = []
            const recordHaptic = kind => haptics.push(kind)
            Device.hapticPlayed.connect(recordHaptic)
            const before = JSON.stringify(view(screen))
            let refused = false
            for (let first = 0; first <= 2 && !refused; ++first) {
                for (let start = 0; start <= 2 && !refused; ++start) {
                    if (table.servableRowSlots(first, first + 2).includes(start))
                        continue
                    sweepAndServe(screen, first, first + 2, start)
                    verify(table.message.startsWith("Your "), table.message)
                    compare(findChild(screen, "promptLabel").text, table.message)
                    refused = true
                }
            }
            verify(refused)
            compare(JSON.stringify(view(screen)), before)
            compare(haptics, ["error"], "a refused serve pulses")

            // The back key puts a shown hint away before it would leave the table.
            tap(screen, findChild(screen, "hintButton"))
            verify(hand(screen).hintFirst >= 0)
            verify(screen.goBack())
            compare(hand(screen).hintFirst, -1)
            verify(!screen.goBack(), "nothing left to close: the shell leaves")

            // The hint shows the longest run; sweeping it onto the lit orders serves it.
            const run = table.bestRun()
            compare(run.last - run.first + 1, 4, "seed 11 gives the start player a run of 4")
            tap(screen, findChild(screen, "hintButton"))
            compare(hand(screen).hintFirst, run.first)
            compare(findChild(screen, "orders").marks[run.rowSlot], 4) // MenuCard.Mark.Hint
            tap(screen, findChild(screen, "hintCloseButton")) // "Got it": the marks stay
            compare(hand(screen).hintFirst, run.first)
            const served = view(screen).hand.slice(run.first, run.last + 1)
            sweepAndServe(screen, run.first, run.last, run.rowSlot)
            compare(table.message, "")
            compare(haptics, ["error", "tap"], "a served run taps")
            Device.hapticPlayed.disconnect(recordHaptic)
            const after = table.view(0)
            compare(after.lastServe.seat, 0)
            compare(after.lastServe.rowSlot, run.rowSlot)
            compare(after.lastServe.cards, served)
            compare(after.toMove, 1)
            // The turn passed to the other human: the curtain hides this hand.
            compare(table.handoffSeat, 1)
            tryCompare(hand(screen), "count", 0)
        }

        function test_gameEndsInTheRanking() {
            // One human against a bot, the human's steps by the table's own calls (the
            // touch paths are the other tests'); the ranking shows the engine's result.
            const screen = startScreen(["human", "bot"], 6)
            const table = screen.table
            const steps = { draw: () => table.draw(), rearrange: () => table.draw(),
                            insert: () => table.insertDrawn(0), cover: () => table.cover(0, 0),
                            discard: () => table.discard(5) }
            while (!table.over) {
                tryVerify(() => table.myTurn || table.over, 20000)
                if (table.over)
                    break
                const run = table.bestRun()
                const refused = steps[table.phase] ? steps[table.phase]()
                              : run.first !== undefined ? table.serve(run.first, run.last, run.rowSlot)
                              : table.finishTurn()
                compare(refused, "")
            }
            const ranking = findChild(screen, "finalRanking")
            tryVerify(() => ranking.visible)
            const scores = table.scores
            for (let seat = 0; seat < 2; ++seat)
                compare(findChild(ranking, "finalScore_" + seat).text, scores[seat] + " pts")
            verify(table.winners.length >= 1)
            const title = findChild(ranking, "winnerTitle").text
            for (const seat of table.winners)
                verify(title.includes(table.seatNames[seat]), title)
            compare(table.standings[0].score, Math.max(...scores))
            let left = false
            screen.leave.connect(() => left = true)
            tap(screen, findChild(ranking, "endMenuButton"))
            verify(left)
            // Play again: the same people at a new deal, the next seat starting, no ranking.
            const names = table.seatNames
            tap(screen, findChild(ranking, "playAgainButton"))
            verify(!ranking.visible)
            verify(!table.over)
            compare(table.seatNames, names)
            compare(table.scores, [0, 0])
        }

        function test_cardsFollowAResize() {
            // The app may size the screen after it starts (a rotation, a window resize):
            // cards are laid out again at the new size, side by side without gaps.
            const screen = startScreen(["human", "bot"], 5)
            tryCompare(hand(screen), "count", 5)
            root.width = 540
            root.height = 1170
            for (let round = 0; round < 2; ++round) {
                tryVerify(() => Math.abs(screen.width - root.width) < 1)
                const fan = hand(screen)
                for (let slot = 1; slot < 5; ++slot)
                    tryVerify(() => Math.abs(handCard(screen, slot).x - slot * fan.pitch) < 1,
                              1000, "hand card " + slot)
                // The tall phone upright lays the orders three and two (the two in the
                // middle under the three); the tablet in one row.
                const orders = findChild(screen, "orders")
                const pitch = orders.cardWidth + orders.spacing
                const upright = root.height > root.width
                const cells = upright ? [[0, 0], [1, 0], [2, 0], [0.5, 1], [1.5, 1]]
                                      : [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]]
                for (let slot = 1; slot < 5; ++slot) {
                    const [column, row] = cells[slot]
                    tryVerify(() => Math.abs(order(screen, slot).x - column * pitch) < 1
                                    && Math.abs(order(screen, slot).y - row * (orders.cardWidth * 1.45 + orders.spacing)) < 1,
                              1000, "order " + slot)
                    const middle = order(screen, slot).mapToItem(orders, orders.cardWidth / 2, orders.cardWidth * 0.7)
                    compare(orders.slotAt(middle.x, middle.y), slot)
                }
                if (upright) {
                    // The orders take the felt: each card wider than a fifth of the screen.
                    verify(orders.cardWidth > root.width / 5, "orders " + orders.cardWidth + " wide")
                    compare(orders.slotAt(pitch * 0.25, orders.cardWidth * 1.45 + orders.spacing + 5), -1)
                }
                root.width = 1280
                root.height = 800
            }
        }

        // An upright phone (360 x 780 dp, as 1080 x 2340 at 3x): the hand, the player's
        // main tool, overlaps in a fan to take cards about 80 dp wide instead of 51, in
        // order left to right inside the screen, each card found under a finger on the
        // part left in view; a card still moves by touch, and the drawn card joins the
        // hand at the same size. A 540 dp phone grows its cards too; the tablet keeps
        // them side by side.
        function test_uprightPhoneHandIsLargeAndMovesByTouch() {
            root.width = 360
            root.height = 780
            const screen = startScreen(["bot", "human"], 2) // the bot starts round 1
            const table = screen.table
            tryVerify(() => table.myTurn, 20000)
            tryCompare(hand(screen), "count", 5)
            const fan = hand(screen)
            const checkFan = (count, label) => {
                tryCompare(fan, "count", count)
                waitForItemPolished(fan)
                verify(fan.cardWidth >= 75, label + ": cards " + fan.cardWidth + " dp wide")
                const left = fan.mapToItem(screen, 0, 0).x
                verify(left >= 0 && left + fan.width <= screen.width, label + ": inside the screen")
                for (let slot = 0; slot < count; ++slot) {
                    const card = handCard(screen, slot)
                    tryVerify(() => Math.abs(card.x - slot * fan.pitch) < 1, 1000, label + ": card " + slot)
                    // The middle of what shows of the card is that card to a finger.
                    const shown = slot === count - 1 ? fan.cardWidth : fan.pitch
                    compare(fan.slotAt(card.x + shown / 2, fan.height / 2), slot, label + ": card " + slot)
                }
            }
            checkFan(5, "five")
            verify(fan.pitch < fan.cardWidth, "the cards overlap to be this large")
            const cardWidth = fan.cardWidth

            // Drag the last card to the front of the hand.
            const start = view(screen).hand
            swipe(screen, [centre(screen, handCard(screen, 4)), fan.mapToItem(screen, 2, fan.height / 2)])
            compare(table.phase, "serve")
            compare(view(screen).hand, [start[4]].concat(start.slice(0, 4)))
            verify(table.canUndo)
            tap(screen, findChild(screen, "undoButton"))
            compare(view(screen).hand, start)

            // Draw by dragging the pile to the end of the hand: six cards, the same size.
            swipe(screen, [centre(screen, findChild(screen, "drawPile")),
                           fan.mapToItem(screen, fan.width - 2, fan.height / 2)])
            compare(table.phase, "discard")
            compare(view(screen).hand.slice(0, 5), start)
            checkFan(6, "six")
            compare(fan.cardWidth, cardWidth)

            // A 540 dp phone: larger cards still; the tablet: side by side as before.
            root.width = 540
            root.height = 1170
            tryVerify(() => fan.cardWidth >= 100, 1000, "540 dp: cards " + fan.cardWidth + " dp wide")
            root.width = 1280
            root.height = 800
            tryVerify(() => Math.abs(fan.pitch - fan.cardWidth * 1.08) < 0.01, 1000, "tablet: side by side")
        }

        function test_otherPlayersTurnByTouch() {
            const screen = startScreen(["bot", "human"], 2) // the bot starts round 1
            const table = screen.table
            compare(table.handoffSeat, -1, "one human: no curtain")
            tryVerify(() => table.myTurn, 20000)
            compare(table.phase, "rearrange")
            tryCompare(hand(screen), "count", 5)

            // Drag the last card to the front of the hand.
            const start = view(screen).hand
            swipe(screen, [centre(screen, handCard(screen, 4)), gapPoint(screen, 0)])
            compare(table.phase, "serve")
            compare(view(screen).hand, [start[4]].concat(start.slice(0, 4)))
            tryCompare(handCard(screen, 0), "cardId", start[4])

            // Undo by touch: the hand is as it was and the step can be chosen again.
            verify(table.canUndo)
            tap(screen, findChild(screen, "undoButton"))
            compare(table.phase, "rearrange")
            compare(view(screen).hand, start)

            // Drag straight from the draw pile to the end of the hand: draw and place.
            swipe(screen, [centre(screen, findChild(screen, "drawPile")), gapPoint(screen, 5)])
            compare(table.phase, "discard")
            const withNew = view(screen).hand
            compare(withNew.length, 6)
            compare(withNew.slice(0, 5), start)

            // Drag the second card onto the discard pile.
            swipe(screen, [centre(screen, handCard(screen, 1)),
                           centre(screen, findChild(screen, "discardPile"))])
            compare(table.phase, "serve")
            const discards = view(screen).discardPile
            compare(discards[discards.length - 1], withNew[1])
            compare(view(screen).hand, withNew.filter((_, i) => i !== 1))
            verify(table.canUndo, "a discard reveals nothing: it may be taken back")

            // End the turn with the button: round 2 begins, and this player starts it.
            tap(screen, findChild(screen, "endTurnButton"))
            const next = table.view(1)
            compare(next.round, 2)
            compare(next.startPlayer, 1)
            compare(next.phase, "draw")
            verify(!table.canUndo)
        }

        // The "?" opens the rules over the table, holds the bots, and closing shows the
        // same game.
        function test_rulesOverTheTableKeepTheGame() {
            const screen = startScreen(["human", "bot", "bot"], 4)
            screen.rulesPage = "qrc:/FoodCourt/KommeGleich/KommeGleichRules.qml"
            const before = JSON.stringify(view(screen))
            mouseClick(findChild(screen, "rulesButton"))
            verify(screen.rulesOpen)
            verify(screen.paused)
            verify(screen.table.botsPaused)
            compare(findChild(screen, "rulesPageLoader").status, Loader.Ready)
            mouseClick(findChild(screen, "rulesCloseButton"))
            verify(!screen.rulesOpen)
            verify(!screen.table.botsPaused)
            compare(JSON.stringify(view(screen)), before)
        }
    }
}
