// A hand on a phone (issue 19, "Table craft"). Upright, the cards overlap, each covering
// most of its left neighbour; held sideways (780x360), the hand shares the bottom row with
// the prompt and overlaps too. Every card's name must still read whole, in the strip of the
// card left in view: five in hand, with the drawn card waiting beside them, and six in hand.
// Drawing and placing a card prints no QML warning (a binding loop) at any size.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.KommeGleich
import "../support/qml_warnings.js" as QmlWarnings

Item {
    id: root
    width: 360
    height: 780

    Component {
        id: screenComponent
        KommeGleichScreen {
            anchors.fill: parent
            soundOn: false
            reduceMotion: true
        }
    }

    TestCase {
        name: "KommeGleichHandOnAPhone"
        when: windowShown

        function cleanup() {
            AppSettings.textSize = 100
        }

        function startScreen(width, height) {
            // A new size settles first: the screen's first frame then comes after it.
            if (root.width !== (width ?? 360) || root.height !== (height ?? 780)) {
                root.width = width ?? 360
                root.height = height ?? 780
                waitForRendering(root)
            }
            // One human: their hand stays shown (no curtain); the bots wait for their turn.
            // Seed 12 deals five kinds (Tartelettes, the longest name, first) and draws the sixth.
            const seats = ["P0", "P1", "P2"].map((name, seat) => ({ name: name, bot: seat > 0,
                                                                      strength: seat > 0 ? "medium" : "" }))
            const screen = createTemporaryObject(screenComponent, root, { botDelayMs: 0 })
            verify(screen)
            screen.table.autosave = false
            compare(screen.startNew(JSON.stringify({ players: 3, seed: "12", startSeat: 0, seats: seats,
                                                     options: {} })), "")
            return screen
        }
        function box(item, to) { return item.mapToItem(to, 0, 0, item.width, item.height) }

        // Each card but the last: its printed name lies within the part of the card that
        // its right neighbour leaves in view, and is neither cut nor shrunk below 11 px.
        // `overlapping`: the cards must overlap (upright); otherwise they may.
        function checkEveryNameShows(screen, when, overlapping) {
            const fan = findChild(screen, "hand")
            waitForItemPolished(fan)
            waitForRendering(screen)
            verify(fan.count >= 5, when + ": a hand")
            if (overlapping)
                verify(fan.pitch < fan.cardWidth - 1, when + ": the cards overlap (" + fan.pitch + " < " + fan.cardWidth + ")")
            for (let slot = 0; slot + 1 < fan.count; ++slot) {
                const name = findChild(fan.itemAtIndex(slot), "dishName")
                const card = name.parent
                const next = findChild(fan.itemAtIndex(slot + 1), "dishName").parent
                const where = when + ", card " + slot + " (" + name.text + ")"
                verify(name.visible, where + ": its name is printed")
                compare(name.text, DishStyle.name(fan.itemAtIndex(slot).kind))
                verify(!name.truncated, where + ": the name is cut")
                verify(name.font.pixelSize >= 11, where + ": the name shrinks to " + name.font.pixelSize)
                const shown = box(name, fan)
                const cardBox = box(card, fan)
                const covered = box(next, fan).x
                // Drawn over it: a card put into the hand lies under its right neighbours too.
                verify(fan.itemAtIndex(slot + 1).z > fan.itemAtIndex(slot).z, where + ": over the next card")
                verify(shown.x >= cardBox.x - 0.5, where + ": the name starts left of its card")
                verify(shown.x + shown.width <= covered + 0.5,
                       where + ": the name runs under the next card (" + (shown.x + shown.width) + " > " + covered + ")")
                verify(shown.y >= cardBox.y - 0.5 && shown.y + shown.height <= cardBox.y + cardBox.height + 0.5,
                       where + ": the name leaves its card")
            }
        }

        function test_everyOverlappedCardShowsItsName() {
            const screen = startScreen()
            const table = screen.table
            compare(table.phase, "draw")
            checkEveryNameShows(screen, "five in hand", true)
            compare(table.draw(), "")
            verify(table.drawnCard.length > 0)
            checkEveryNameShows(screen, "a card drawn", true)
            compare(table.insertDrawn(2), "")
            compare(findChild(screen, "hand").count, 6)
            checkEveryNameShows(screen, "six in hand", true)
        }

        // A phone held sideways: the hand's cards at least 64 dp wide, every name in it
        // (the last card's and the drawn card's whole ones too) at least 11 px and whole,
        // the hand on screen and clear of the table above it, the orders whole.
        function checkHandReadsSideways(screen, when) {
            checkEveryNameShows(screen, when, false)
            const fan = findChild(screen, "hand")
            verify(fan.cardWidth >= 64, when + ": the hand's cards are " + fan.cardWidth + " wide")
            const names = [findChild(fan.itemAtIndex(fan.count - 1), "dishName")]
            const newCard = findChild(screen, "newCard")
            if (newCard.visible)
                names.push(findChild(newCard, "dishName"))
            for (const name of names) {
                verify(name.visible && !name.truncated, when + ": " + name.text + " whole")
                verify(name.font.pixelSize >= 11, when + ": " + name.text + " at " + name.font.pixelSize + " px")
            }
            const hand = box(fan, screen)
            verify(hand.x >= 0 && hand.x + hand.width <= screen.width + 0.5
                   && hand.y + hand.height <= screen.height + 0.5, when + ": the hand leaves the screen")
            const orders = findChild(screen, "orders")
            verify(box(orders, screen).y + orders.height <= hand.y + 0.5, when + ": the orders run into the hand")
            for (let slot = 0; slot < 5; ++slot) {
                const order = orders.itemAtIndex(slot)
                verify(order.width >= 50, when + ": order " + slot + " is " + order.width + " wide")
                verify(!findChild(order, "dishName").truncated, when + ": order " + slot + "'s name is cut")
            }
        }

        function test_sidewaysHandReads_data() {
            // A notched phone's insets, as the layout audit gives them (left, right, bottom).
            const notch = { left: 47, right: 47, bottom: 21 }
            const none = { left: 0, right: 0, bottom: 0 }
            return [
                { tag: "780x360 at 100 %", textSize: 100, insets: none },
                { tag: "780x360 at 140 %", textSize: 140, insets: none },
                { tag: "780x360 notched at 100 %", textSize: 100, insets: notch },
                { tag: "780x360 notched at 140 %", textSize: 140, insets: notch }
            ]
        }
        function test_sidewaysHandReads(data) {
            QmlWarnings.failOnQmlWarnings(this)
            AppSettings.textSize = data.textSize
            const screen = startScreen(780, 360)
            screen.safeAreaLeft = data.insets.left
            screen.safeAreaRight = data.insets.right
            screen.safeAreaBottom = data.insets.bottom
            verify(screen.folded)
            const table = screen.table
            checkHandReadsSideways(screen, "five in hand")
            compare(table.draw(), "")
            checkHandReadsSideways(screen, "a card drawn")
            compare(table.insertDrawn(2), "")
            checkHandReadsSideways(screen, "six in hand")
        }

        // A card drawn and put into the hand: the hand and the drawn card change size
        // together, and nothing feeds back into itself (a binding loop prints a warning).
        function test_drawingACardPrintsNoQmlWarning_data() {
            return [
                { tag: "phone upright", width: 360, height: 780 },
                { tag: "phone sideways", width: 780, height: 360 },
                { tag: "tablet", width: 1280, height: 800 },
                { tag: "tablet upright", width: 800, height: 1280 }
            ]
        }
        function test_drawingACardPrintsNoQmlWarning(data) {
            QmlWarnings.failOnQmlWarnings(this)
            const screen = startScreen(data.width, data.height)
            const fan = findChild(screen, "hand")
            waitForRendering(screen)
            compare(screen.table.draw(), "")
            waitForRendering(screen)
            compare(screen.table.insertDrawn(2), "")
            waitForItemPolished(fan)
            waitForRendering(screen)
            compare(fan.count, 6)
            compare(fan.cardCount, 6)
        }
    }
}
