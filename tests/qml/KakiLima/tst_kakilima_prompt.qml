// The prompt on a phone (360 x 780 upright, 640 x 400 on its side), a few walks into a game:
// the line that says what to do now is shown whole inside the window, not clipped by the
// scrolled panel. It lay below the fold there, under the status, so a player had to scroll.
// And the top bar keeps to one row there, so the walker-and-score line above the prompt
// shows whole: with the bar on two rows, half of it peeked out at 780 x 360.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.KakiLima

Item {
    id: root
    width: 360
    height: 780

    Component {
        id: screenComponent
        KakiLimaScreen {
            anchors.fill: parent
            soundOn: false
            reduceMotion: true
            rulesPage: "KakiLimaRules.qml" // as in the app: the bar holds its "?" (never opened here)
        }
    }

    TestCase {
        name: "KakiLimaPrompt"
        when: windowShown

        function litCell(item) {
            if (item.objectName.startsWith("cell_") && item.lit)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = litCell(item.children[i])
                if (found)
                    return found
            }
            return null
        }
        // Inside every clipping ancestor (the panel's Flickable) and the window.
        function verifyShownWhole(item, window) {
            const box = item.mapToItem(window, 0, 0, item.width, item.height)
            for (let up = item.parent; up; up = up.parent) {
                verify(up.visible, "shown: " + up)
                const area = up === window || up.clip ? up.mapToItem(window, 0, 0, up.width, up.height) : null
                if (!area)
                    continue
                verify(box.x >= area.x - 0.5 && box.x + box.width <= area.x + area.width + 0.5
                       && box.y >= area.y - 0.5 && box.y + box.height <= area.y + area.height + 0.5,
                       "the prompt " + JSON.stringify(box) + " inside " + up + " " + JSON.stringify(area))
            }
        }

        function test_promptInSight_data() {
            return [{ tag: "360x780", w: 360, h: 780 }, { tag: "640x400", w: 640, h: 400 }]
        }
        // A screen a few walks into a game: three walks with the first card to the first lit cell.
        function midGame(width, height) {
            root.width = width
            root.height = height
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            const table = screen.table
            table.autosave = false
            compare(screen.startNew(JSON.stringify({
                players: 1, seed: "3", startSeat: 0, options: {},
                seats: [{ name: "Mum", bot: false, strength: "" }] })), "")
            compare(table.chooseWalker("siti"), "")
            compare(table.tapCell(findChild(screen, "cell_" + table.view(0).startCells[0]).cell), "")
            for (let walk = 0; walk < 3; ++walk) {
                compare(table.phase, "walk")
                compare(table.tapCard(0), "")
                const end = litCell(findChild(screen, "board"))
                verify(end, "a lit cell")
                compare(table.tapCell(end.cell), "")
                if (table.pendingEnd >= 0)
                    compare(table.takeOrders(table.takeChoices[0].take), "")
            }
            compare(table.phase, "walk")
            waitForRendering(screen)
            return screen
        }

        function test_promptInSight(data) {
            const screen = midGame(data.w, data.h)
            const prompt = findChild(screen, "promptLabel")
            verify(prompt && prompt.visible)
            compare(prompt.text, screen.prompt())
            verify(prompt.width > 0 && prompt.height > 0)
            verifyShownWhole(prompt, root)
            // Above the hand, not under it.
            const hand = findChild(screen, "hand")
            verify(prompt.mapToItem(root, 0, prompt.height).y <= hand.mapToItem(root, 0, 0).y - hand.lift)
        }

        function test_barOneRowStatusWhole_data() {
            return [{ tag: "360x780", w: 360, h: 780 }, { tag: "640x400", w: 640, h: 400 },
                    { tag: "780x360", w: 780, h: 360 }]
        }
        function test_barOneRowStatusWhole(data) {
            const screen = midGame(data.w, data.h)
            const bar = findChild(screen, "topBar")
            let shown = 0
            for (let i = 0; i < bar.children.length; ++i) {
                const button = bar.children[i]
                if (!button.visible)
                    continue
                ++shown
                compare(button.y, 0, "one row: " + button.Accessible.name)
            }
            compare(shown, 4) // Menu, "What can I do?", Undo, "?"
            verifyShownWhole(findChild(screen, "scoreLabel"), root)
        }
    }
}
