// Kaki Lima from the keyboard (issue 20): the walker, the start square and one walk (a
// step card chosen, then a lit square) by Tab and Space alone, through the same table
// calls as a tap; every square and step card says what it is to a screen reader.
import QtQuick
import QtTest
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
        name: "KakiLimaKeyboard"
        when: windowShown

        function startScreen() {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            screen.table.autosave = false
            compare(screen.startNew(JSON.stringify({
                players: 1, seed: "21", startSeat: 0,
                seats: [{ name: "Ana", bot: false, strength: "" }], options: {} })), "")
            return screen
        }
        function focused() { return root.Window.activeFocusItem }
        // Tab until `item` has the focus, then Space; fails after a full lap.
        function press(item, what) {
            verify(item, what)
            waitForRendering(root)
            for (let presses = 0; presses < 150 && focused() !== item; ++presses)
                keyClick(Qt.Key_Tab)
            compare(focused(), item, "Tab reaches " + what)
            keyClick(Qt.Key_Space)
        }
        function squares(screen) {
            const cells = []
            for (let row = 1; row <= 6; ++row)
                for (let col = 0; col < 6; ++col)
                    cells.push(findChild(screen, "cell_" + String.fromCharCode(65 + col) + row))
            return cells.filter(cell => cell !== null)
        }

        function test_startAndWalkByKeyboard() {
            const screen = startScreen()
            const table = screen.table
            compare(table.phase, "walker")
            const siti = findChild(screen, "walker_siti")
            verify(siti.Accessible.name.indexOf("House ") > 0, siti.Accessible.name)
            press(siti, "Siti's tile")
            compare(table.view(0).walker, "siti")

            const start = table.view(0).startCells[0]
            const startSquare = findChild(screen, "cell_" + start)
            compare(startSquare.Accessible.name.indexOf(start + ": "), 0)
            press(startSquare, "a start square")
            compare(table.phase, "walk")
            compare(table.view(0).position, start)

            // A playable step card, then a square its steps light up.
            let card = null
            for (let i = 0; i < 5 && !card; ++i) {
                const candidate = findChild(screen, "handCard_" + i)
                if (candidate && candidate.playable)
                    card = candidate
            }
            verify(card, "a playable step card")
            compare(card.Accessible.description, "playable")
            verify(card.Accessible.name.indexOf("Langkah ") === 0, card.Accessible.name)
            press(card, "the step card")
            compare(table.selectedRow, card.index)
            tryVerify(() => squares(screen).some(cell => cell.lit))
            const end = squares(screen).find(cell => cell.lit)
            compare(end.Accessible.description, "you can walk here")
            press(end, "a lit square")
            if (table.pendingEnd >= 0) {
                const chooser = findChild(screen, "takeChooser")
                press(findChild(chooser, "take_0"), "the first take choice")
            }
            const view = table.view(0)
            compare(view.position, end.cellName)
            compare(view.last.card, card.token)
        }
    }
}
