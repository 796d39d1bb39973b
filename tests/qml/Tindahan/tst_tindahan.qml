// Plays Tindahan on the real screen by touch, against the real engine and bots, and
// checks what the screen shows against what the engine says. A test that needs the bots
// to wait puts the table on a ManualClock: the bots move only when it steps the clock.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Tindahan
import FoodCourt.Testing

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: screenComponent
        TindahanScreen {
            anchors.fill: parent
            soundOn: false
            reduceMotion: true
        }
    }

    Component {
        id: clockComponent
        ManualClock {}
    }

    SignalSpy {
        id: haptics
        target: Device
        signalName: "hapticPlayed"
    }

    TestCase {
        name: "TindahanScreen"
        when: windowShown

        function cleanup() {
            Device.simulateSafeArea(-1, -1, -1, -1)
            AvatarBook.byName = ({})
            AppSettings.textSize = 100
            root.width = 1280
            root.height = 800
        }

        function setupJson(humans, seed, startSeat) {
            const names = ["Ana", "Bayani", "Carmela"]
            const seats = names.map((name, seat) => ({ name: name, bot: seat >= humans,
                                                      strength: seat >= humans ? "medium" : "" }))
            return JSON.stringify({ players: 3, seed: String(seed), startSeat: startSeat ?? 0,
                                    seats: seats, options: {} })
        }
        // The current test's clock, when it has one (see startScreenOnClock).
        property ManualClock clock: null

        // A table in real time whose bots answer after `botDelayMs` (0: at once).
        function startScreen(humans, seed, botDelayMs) {
            const screen = createTemporaryObject(screenComponent, root, { botDelayMs: botDelayMs })
            verify(screen)
            screen.table.autosave = false
            compare(screen.startNew(setupJson(humans, seed)), "")
            return screen
        }
        // A table on a ManualClock, at the app's bot delay: the bots wait until the test
        // steps the clock, however slow the machine.
        function startScreenOnClock(humans, seed, startSeat) {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            clock = createTemporaryObject(clockComponent, root)
            verify(clock.drive(screen.table))
            screen.table.autosave = false
            compare(screen.startNew(setupJson(humans, seed, startSeat)), "")
            return screen
        }
        function tap(item) {
            touchEvent(item).press(0, item).commit().release(0, item).commit()
        }
        // A button just shown, once its row has laid it out (else the tap lands on a stale
        // place).
        function tapButton(screen, name) {
            const button = findChild(screen, name)
            verify(button.visible, name + " shown")
            waitForRendering(screen)
            tap(button)
        }
        function handCards(screen) {
            // By model index: removed delegates may linger among the view's children.
            const hand = findChild(screen, "hand")
            waitForItemPolished(hand) // the view maps indexes to delegates at its next layout
            const cards = []
            for (let i = 0; i < hand.count; ++i)
                cards.push(hand.itemAtIndex(i))
            return cards
        }
        function firstLegalCard(screen) {
            const table = screen.table
            const play = table.legalActions(table.viewSeat).find(a => a.startsWith("play "))
            verify(play, "a seat to act always holds a playable card")
            // The hand's delegates exist once the layout has run.
            const id = play.substring(5)
            tryVerify(() => handCards(screen).some(card => card && card.cardId === id))
            return handCards(screen).find(card => card.cardId === id)
        }

        // Four players on a narrow phone with large text: a seat is one line (its name and
        // score), so the stalls and the trick keep their room under the seats; the hint's
        // bulb sits beside the round's title and the turn's buttons keep their row.
        function test_fourSeatsOnANarrowPhoneAtLargeText() {
            root.width = 360
            root.height = 780
            AppSettings.textSize = 140
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            screen.table.autosave = false
            const seats = ["Ana", "Bayani", "Carmela", "Dado"].map(
                (name, seat) => ({ name: name, bot: seat > 0, strength: seat > 0 ? "medium" : "" }))
            compare(screen.startNew(JSON.stringify({ players: 4, seed: "5", startSeat: 0,
                                                     seats: seats, options: {} })), "")
            waitForRendering(screen)
            const chip = findChild(screen, "player_0")
            verify(chip.slim, "one line a seat")
            verify(chip.height < 3 * Theme.fontSmall, "a seat's chip " + chip.height + " tall")
            const stalls = findChild(screen, "stallRow")
            verify(stalls.height >= 60, "the stalls keep " + stalls.height + " dp")
            verify(findChild(screen, "titleHintButton").visible, "the bulb beside the title")
            const prompt = findChild(screen, "promptLabel")
            verify(prompt.width <= screen.width, "the prompt inside the screen")

            // At 100 % the counts come back.
            AppSettings.textSize = 100
            verify(!chip.slim, "at 100 % a seat shows its counts")
        }

        // A family player's face sits beside their name on their chip, as in Kandar Klash!'s
        // zones: none for a player without one, nor for a bot (whatever its name).
        function test_familyAvatarOnThePlayerChip() {
            AvatarBook.byName = { "Ana": "cat", "Carmela": "frog" }
            const screen = startScreenOnClock(2, 11) // Carmela is the bot
            waitForRendering(screen) // the chips laid out
            const face = seat => findChild(findChild(screen, "player_" + seat), "seatAvatar")
            verify(face(0).visible, "Ana's face")
            compare(face(0).kind, "cat")
            verify(!face(1).visible, "Bayani has no face")
            verify(!face(2).visible, "a bot shows none")
            compare(face(2).kind, "")
            AvatarBook.byName = ({})
            verify(!face(0).visible, "follows the family's book")
        }

        function test_fullRoundByTouch() {
            const screen = startScreen(1, 11, 0)
            const table = screen.table
            let illegalTapped = false
            let plays = 0
            while (screen.shownRound < 0) {
                tryVerify(() => table.myTurn || screen.shownRound >= 0, 30000, "human's turn")
                if (screen.shownRound >= 0)
                    break
                tryVerify(() => handCards(screen).every(card => card !== null), 5000, "hand laid out")
                const legal = table.legalActions(0)
                const illegal = handCards(screen).find(c => !legal.includes("play " + c.cardId))
                if (!illegalTapped && illegal) {
                    // A refused card explains itself in the engine's words and changes nothing.
                    const handSize = findChild(screen, "hand").count
                    tap(illegal)
                    verify(illegal.whyIllegal.length > 0)
                    compare(findChild(screen, "promptLabel").text, illegal.whyIllegal)
                    compare(findChild(screen, "hand").count, handSize)
                    verify(table.myTurn)
                    illegalTapped = true
                }
                const card = firstLegalCard(screen)
                const handSize = findChild(screen, "hand").count
                tap(card)
                tryCompare(findChild(screen, "hand"), "count", handSize - 1)
                ++plays
            }
            verify(illegalTapped, "the seed gives at least one must-follow refusal")
            verify(plays >= 1)

            // The score screen shows the engine's figures.
            const sheet = findChild(screen, "scoreBreakdown")
            verify(sheet.visible)
            compare(table.roundResults.length, 1)
            const rows = table.roundResults[0]
            const engineTotals = table.scores
            compare(rows.length, 3)
            for (let seat = 0; seat < 3; ++seat) {
                const row = rows[seat]
                const parts = row.tricks + row.hand + row.stalls.reduce((a, b) => a + b, 0)
                              + row.trumpBonus + row.shutout
                compare(parts, row.total, "the breakdown adds up for seat " + seat)
                compare(row.total, engineTotals[seat], "after one round the game total is the round")
                compare(findChild(sheet, "roundTotal_" + seat).text, String(row.total))
                compare(findChild(sheet, "gameTotal_" + seat).text, String(engineTotals[seat]))
            }

            // On to round 2: the sheet closes and a fresh hand is dealt.
            tap(findChild(sheet, "continueButton"))
            verify(!sheet.visible)
            compare(table.round, 2)
            tryVerify(() => findChild(screen, "hand").count > 0)
        }

        function test_wholeGameEndsInTheRanking() {
            const screen = startScreen(1, 3, 0)
            const table = screen.table
            const sheet = findChild(screen, "scoreBreakdown")
            let sheetsSeen = 0
            while (!table.over) {
                // Bots wait while a score sheet is up, so the sheet may come before our turn.
                tryVerify(() => table.myTurn || table.over || sheet.visible, 30000, "human's turn")
                if (sheet.visible && !table.over) {
                    ++sheetsSeen
                    tap(findChild(sheet, "continueButton"))
                }
                if (table.myTurn) {
                    const card = firstLegalCard(screen)
                    const handSize = findChild(screen, "hand").count
                    tap(card)
                    tryVerify(() => findChild(screen, "hand").count !== handSize || table.over)
                }
            }
            compare(sheetsSeen, table.rounds - 1, "a score sheet after every round but the last")
            // The last round's sheet, then the ranking, with the engine's totals and winners.
            tryVerify(() => sheet.visible)
            compare(sheet.continueText, "Final ranking")
            tap(findChild(sheet, "continueButton"))
            const ranking = findChild(screen, "finalRanking")
            verify(ranking.visible)
            verify(table.winners.length >= 1)
            for (let seat = 0; seat < 3; ++seat)
                compare(findChild(ranking, "finalScore_" + seat).text, table.scores[seat] + " pts")
            const best = Math.max(...table.scores)
            compare(table.winners.length, table.scores.filter(score => score === best).length)
            const title = findChild(ranking, "winnerTitle").text
            for (const seat of table.winners)
                verify(title.includes(table.seatNames[seat]), title)
            let left = false
            screen.leave.connect(() => left = true)
            tap(findChild(ranking, "endMenuButton"))
            verify(left)
            // Play again: the same people at a new deal, the next seat leading, no ranking.
            const names = table.seatNames
            tap(findChild(ranking, "playAgainButton"))
            verify(!ranking.visible)
            verify(!table.over)
            compare(table.seatNames, names)
            compare(table.scores, [0, 0, 0])
            compare(findChild(screen, "hand").count, 10) // a new hand, none of it played
        }

        function test_moveTrumpByTappingAStall() {
            const screen = startScreenOnClock(1, 5) // the bots wait
            const table = screen.table
            tryVerify(() => table.myTurn)
            verify(table.canMoveTrump)
            compare(table.trumpFruit, 0)
            const token = findChild(screen, "trumpToken")
            const startX = token.x
            tap(findChild(screen, "moveTrumpButton"))
            verify(screen.pickingTrump)
            tap(findChild(screen, "stall_2"))
            compare(table.trumpFruit, 2)
            verify(!screen.pickingTrump)
            tryVerify(() => token.x > startX) // the token stands on the mangosteen stall now
            verify(!table.myTurn)
            compare(findChild(screen, "trick").count, 1) // "moved trump" shows in the trick
        }

        function test_placeASellerByTouch() {
            const screen = startScreen(1, 11, 0)
            const table = screen.table
            // Play cards until a seller may be placed (someone else led), then place one.
            for (let turn = 0; turn < 40 && !table.canPlaceSeller; ++turn) {
                tryVerify(() => table.myTurn, 30000)
                if (!table.canPlaceSeller)
                    tap(firstLegalCard(screen))
                tryVerify(() => table.myTurn || screen.shownRound >= 0, 30000)
                verify(screen.shownRound < 0, "the seed gives a seller chance in round 1")
            }
            verify(table.canPlaceSeller)
            const stall = table.ledFruit
            // The seat's seller figure stands at the stall, with a count once there are several.
            const group = () => findChild(screen, "stallSellers_" + stall + "_0")
            const count = () => findChild(screen, "stallSellerCount_" + stall + "_0")
            const before = group() && group().visible ? group().modelData : 0
            const sellersLeft = findChild(screen, "player_0").sellersLeft
            tap(findChild(screen, "placeSellerButton"))
            tryCompare(findChild(screen, "player_0"), "sellersLeft", sellersLeft - 1)
            tryVerify(() => group() && group().visible)
            compare(group().modelData, before + 1)
            compare(count().visible, before + 1 > 1)
            if (before + 1 > 1)
                compare(count().text, "×" + (before + 1))
        }

        function test_undoOwnPlayBeforeTheBotsAnswer() {
            const screen = startScreenOnClock(1, 5) // the bots wait: time to take it back
            const table = screen.table
            tryVerify(() => table.myTurn)
            verify(!table.canUndo)
            tap(firstLegalCard(screen))
            tryCompare(findChild(screen, "hand"), "count", 9)
            verify(table.canUndo)
            verify(!table.myTurn)
            tap(findChild(screen, "undoButton"))
            tryCompare(findChild(screen, "hand"), "count", 10)
            verify(table.myTurn)
            verify(!table.canUndo)

            // Played again, it stands once the bot answers: the app's delay on the clock,
            // then the bot's thinking (on its thread).
            tap(firstLegalCard(screen))
            tryCompare(findChild(screen, "hand"), "count", 9)
            compare(clock.msToNext(), table.botDelayMs)
            clock.advance(table.botDelayMs - 1)
            verify(!table.botThinking)
            verify(table.canUndo)
            clock.advance(1)
            tryVerify(() => !table.canUndo && !table.botThinking, 20000, "the bot answered")
            compare(findChild(screen, "trick").count, 2)
        }

        // A new trick shows where each card will land: one dashed place per seat in playing
        // order from its leader (the bot Bayani here), each over its seat's name, the seat
        // to act's in its colour. A card played fills its seat's place; the rest stay put.
        function test_emptyTrickShowsEachSeatsPlaceInPlayingOrder() {
            const screen = startScreenOnClock(1, 5, 1) // Bayani leads; the bots wait
            const table = screen.table
            const area = findChild(screen, "trickArea")
            waitForRendering(screen)
            compare(findChild(screen, "trick").count, 0)
            compare(table.seatToAct, 1)
            const place = seat => findChild(area, "trickPlace_" + seat)
            const left = item => item.mapToItem(area, 0, 0).x
            const outline = seat => findChild(place(seat), "trickOutline")
            const order = [1, 2, 0]
            const xs = order.map(seat => left(place(seat)))
            for (let i = 0; i < order.length; ++i) {
                verify(place(order[i]).visible, "seat " + order[i] + "'s place shown")
                if (i > 0)
                    verify(xs[i] > xs[i - 1], "seat " + order[i] + " after seat " + order[i - 1])
                const name = findChild(area, "trickPlaceName_" + order[i])
                verify(name.visible)
                compare(name.text, ["Ana", "Bayani", "Carmela"][order[i]])
                compare(outline(order[i]).toAct, order[i] === 1, "only the leader's in colour")
            }
            // The trick's places are centred on the table, as the full trick's cards are.
            const mid = (xs[0] + xs[2] + place(0).width) / 2
            verify(Math.abs(mid - area.width / 2) < 1, "centred: " + mid + " of " + area.width)

            clock.advance(table.botDelayMs)
            tryVerify(() => findChild(screen, "trick").count === 1 && !table.botThinking, 20000,
                      "Bayani led")
            waitForRendering(screen)
            const led = findChild(area, "trickPlay_1")
            verify(led)
            compare(left(led), xs[0]) // the card on its place ...
            verify(!place(1).visible) // ... which it fills
            compare(left(place(2)), xs[1]) // the others wait where they were
            compare(left(place(0)), xs[2])
            verify(place(2).visible && place(0).visible)
            verify(outline(2).toAct, "Carmela is next")
            verify(!outline(0).toAct)
        }

        function test_hapticsAnswerTheShownPlayersTaps() {
            const screen = startScreenOnClock(1, 11) // the bots wait: one tap at a time
            const table = screen.table
            tryVerify(() => table.myTurn)
            tryVerify(() => handCards(screen).every(card => card !== null), 5000, "hand laid out")
            haptics.clear()
            tap(findChild(screen, "undoButton")) // nothing to undo yet: refused
            compare(haptics.count, 0, "a disabled button is not a move")
            tap(firstLegalCard(screen))
            compare(haptics.count, 1)
            compare(haptics.signalArguments[0][0], "tap")
            tap(handCards(screen)[0]) // not this seat's turn any more: refused
            compare(haptics.count, 2)
            compare(haptics.signalArguments[1][0], "error")
        }

        function test_goBackClosesThePickerThenLeaves() {
            const screen = startScreenOnClock(1, 5)
            const table = screen.table
            tryVerify(() => table.myTurn)
            tap(findChild(screen, "moveTrumpButton"))
            verify(screen.pickingTrump)
            verify(screen.goBack(), "back closes the stall picker")
            verify(!screen.pickingTrump)
            compare(table.trumpFruit, 0, "and moves nothing")
            verify(!screen.goBack(), "with nothing open, back is the shell's to handle")
        }

        function test_controlsKeepClearOfTheSafeArea() {
            const screen = startScreenOnClock(1, 5)
            screen.safeAreaTop = 47
            screen.safeAreaBottom = 34
            screen.safeAreaLeft = 20
            tryVerify(() => screen.table.myTurn)
            tryVerify(() => handCards(screen).every(card => card !== null), 5000, "hand laid out")
            for (const name of ["undoButton", "roundLabel", "promptLabel", "moveTrumpButton"]) {
                const item = findChild(screen, name)
                const box = item.mapToItem(screen, 0, 0, item.width, item.height)
                verify(box.y >= 47 && box.x >= 20, name + " below the notch")
                verify(box.y + box.height <= screen.height - 34, name + " above the home bar")
            }
            for (const card of handCards(screen)) {
                const box = card.mapToItem(screen, 0, 0, card.width, card.height)
                verify(box.y + box.height <= screen.height - 34 + 1, card.cardId + " above the home bar")
            }
        }

        // Two humans (Ana, Bayani) and a bot (Carmela), on a ManualClock.
        function startTwoHumansOnClock(seed) {
            const screen = startScreenOnClock(2, seed)
            tryVerify(() => screen.table.handoffSeat === 0)
            screen.table.reveal() // Ana holds the curtain (the holding has its own test)
            tryVerify(() => screen.table.myTurn)
            return screen
        }
        // How the recap words a card of the public view ("D7"): "the 7 of Durians".
        function cardWords(view, token) {
            const fruit = view.fruits.indexOf(token.substring(0, 1))
            return "the " + token.substring(1) + " of " + TindahanStyle.fruitName(fruit)
        }

        function test_graceThenCurtainWithARecapOfTheTrick() {
            const screen = startTwoHumansOnClock(5)
            const table = screen.table
            const curtain = findChild(screen, "handoffCurtain")
            const ana = firstLegalCard(screen).cardId
            tap(firstLegalCard(screen))
            // The grace: Ana's hand stays, the curtain waits, the step can be taken back.
            verify(table.takeBackOpen)
            verify(table.canUndo)
            verify(findChild(screen, "takeBackButton").visible)
            verify(!curtain.visible)
            compare(findChild(screen, "hand").count, 9)
            clock.advance(table.graceMs - 1)
            verify(!curtain.visible)
            clock.advance(1)
            // Then the curtain comes down for Bayani, telling what Ana played.
            tryVerify(() => curtain.visible)
            compare(curtain.playerName, "Bayani")
            verify(Qt.colorEqual(curtain.playerColor, Theme.seatColor(1)), "in Bayani's colour")
            verify(!table.canUndo)
            compare(findChild(screen, "hand").count, 0)
            compare(curtain.recap, ["Ana played " + cardWords(table.view(-1), ana) + "."])
            compare(findChild(curtain, "handoffRecap").text, curtain.recap[0])

            // Bayani plays; after his grace the bot answers and finishes the trick.
            table.reveal()
            tryVerify(() => table.myTurn)
            const bayani = firstLegalCard(screen).cardId
            tap(firstLegalCard(screen))
            verify(table.takeBackOpen)
            compare(clock.msToNext(), table.graceMs, "the bot waits for the grace")
            clock.advance(table.graceMs)
            verify(!table.takeBackOpen)
            clock.advance(table.botDelayMs)
            tryVerify(() => table.handoffSeat >= 0 && curtain.visible, 20000, "the bot answered")

            const view = table.view(-1)
            const winner = view.lastTrick.winner
            const names = ["Ana", "Bayani", "Carmela"]
            const bot = view.lastTrick.cards[2]
            let botLine = bot ? "Carmela played " + cardWords(view, bot)
                              : "Carmela placed a seller on "
                                + TindahanStyle.fruitName(view.fruits.indexOf(view.lastTrick.led))
            botLine += winner === 2 && bot ? " and won the trick." : ". " + names[winner] + " won the trick."
            // The next to act (the trick's winner) hears what happened since their own card.
            const expected = table.handoffSeat === 0
                    ? ["Bayani played " + cardWords(view, bayani) + ".", botLine] : [botLine]
            compare(curtain.playerName, names[table.handoffSeat])
            compare(curtain.recap, expected)
            // Nothing still in a hand is ever told.
            const told = curtain.recap.join("\n") + "\n"
            let hidden = 0
            for (let seat = 0; seat < 3; ++seat) {
                for (const card of table.view(seat).hand) {
                    const words = cardWords(view, card)
                    verify(!told.includes(words + ".") && !told.includes(words + " "),
                           words + " is in a hand, not in the recap")
                    ++hidden
                }
            }
            compare(hidden, view.handCounts.reduce((a, b) => a + b, 0), "every hand was looked at")
        }

        function test_takeBackInTheGraceRestoresTheHand() {
            const screen = startTwoHumansOnClock(5)
            const table = screen.table
            const curtain = findChild(screen, "handoffCurtain")
            tap(firstLegalCard(screen))
            compare(findChild(screen, "hand").count, 9)
            clock.advance(table.graceMs - 1)
            tapButton(screen, "takeBackButton")
            // Taken back: the card is in the hand again, still Ana's turn, no curtain.
            tryCompare(findChild(screen, "hand"), "count", 10)
            verify(table.myTurn)
            verify(!table.takeBackOpen)
            verify(!table.canUndo)
            clock.advance(10 * table.graceMs)
            verify(!curtain.visible, "nothing left to wait for")
            compare(table.viewSeat, 0)

            // Played again and left: after the grace the curtain is down and it stands.
            tap(firstLegalCard(screen))
            clock.advance(table.graceMs)
            tryVerify(() => curtain.visible)
            compare(curtain.playerName, "Bayani")
            verify(!table.canUndo)
            compare(table.undo(), "There is nothing to take back.")
            compare(findChild(screen, "trick").count, 1)
        }

        function test_passAndPlayHidesTheHandUntilHeld() {
            const screen = startScreen(2, 5, 0)
            const table = screen.table
            const curtain = findChild(screen, "handoffCurtain")
            // Two humans: the first player holds the curtain before seeing anything.
            tryVerify(() => curtain.visible)
            compare(curtain.playerName, "Ana")
            compare(findChild(screen, "hand").count, 0)
            keyPress(Qt.Key_Space)
            tryVerify(() => !curtain.visible, 20000) // held until it opens, however long
            keyRelease(Qt.Key_Space)
            compare(table.viewSeat, 0)
            tryCompare(findChild(screen, "hand"), "count", 10)

            // Ana plays; Bayani is next, so (once she passes on: no take-back grace) the
            // curtain names him and the hand is gone.
            tap(firstLegalCard(screen))
            verify(table.takeBackOpen)
            tapButton(screen, "passOnButton")
            tryVerify(() => curtain.visible)
            compare(curtain.playerName, "Bayani")
            compare(table.viewSeat, -1)
            compare(findChild(screen, "hand").count, 0)
            verify(!table.canUndo, "no undo across a hand-off")
        }

        // The "?" opens the rules over the table: the bots hold (nothing waits on the clock),
        // the page is there to read, and closing shows the same game, which then goes on.
        function test_rulesOverTheTableHoldTheBotsAndKeepTheGame() {
            const screen = startScreenOnClock(0, 5) // three bots: the first waits on the clock
            const table = screen.table
            screen.rulesPage = "qrc:/FoodCourt/Tindahan/TindahanRules.qml"
            const before = JSON.stringify(table.view(-1))
            compare(clock.msToNext(), table.botDelayMs)
            const button = findChild(screen, "rulesButton")
            verify(button.visible)
            tap(button)
            verify(screen.rulesOpen)
            verify(screen.paused)
            verify(table.botsPaused)
            verify(findChild(screen, "rulesOverlay").visible, "the rules cover the table")
            const page = findChild(screen, "rulesPageLoader")
            compare(page.status, Loader.Ready)
            verify(page.item.height > 0, "the rules page is laid out")
            compare(clock.msToNext(), -1, "no bot waits to play under the rules")
            clock.advance(60000)
            compare(JSON.stringify(table.view(-1)), before)
            tap(findChild(screen, "rulesCloseButton"))
            verify(!screen.rulesOpen)
            verify(!screen.paused)
            verify(!table.botsPaused)
            compare(JSON.stringify(table.view(-1)), before, "the same game, as it was")
            compare(clock.msToNext(), table.botDelayMs, "the bots play on")
            // The back key closes the rules before anything else.
            tap(button)
            verify(screen.goBack())
            verify(!screen.rulesOpen)
        }
    }
}
