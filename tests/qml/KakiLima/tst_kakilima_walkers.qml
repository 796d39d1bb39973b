// The walker chooser on an upright phone (360 x 780): every name on the tiles is drawn at
// one size, at least 12 px, whole (wrapped if need be, never elided). A size shrunk to fit
// one name ("Mak Cik Kiah" smaller than "Siti") made the tiles look uneven.
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
        }
    }

    TestCase {
        name: "KakiLimaWalkers"
        when: windowShown

        readonly property var names: ({ kiah: "Mak Cik Kiah", seng: "Ah Seng", raju: "Uncle Raju",
                                        siti: "Siti", meiling: "Mei Ling", hassan: "Pak Hassan",
                                        rose: "Aunty Rose", farid: "Farid" })

        function findText(item, text) {
            if (item.visible && item.text === text && item.lineCount !== undefined)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findText(item.children[i], text)
                if (found)
                    return found
            }
            return null
        }
        function cleanup() {
            AppSettings.textSize = 100
        }

        function test_namesShareOneSize_data() {
            return [{ tag: "100 %", textSize: 100 }, { tag: "140 %", textSize: 140 }]
        }
        function test_namesShareOneSize(data) {
            AppSettings.textSize = data.textSize
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            screen.table.autosave = false
            compare(screen.startNew(JSON.stringify({
                players: 1, seed: "1", startSeat: 0, options: {},
                seats: [{ name: "Ana", bot: false, strength: "" }] })), "")
            waitForRendering(screen)
            let lineHeight = -1
            for (const id in names) {
                const name = names[id]
                const tile = findChild(screen, "walker_" + id)
                verify(tile, name + "'s tile")
                const label = findText(tile, name)
                verify(label, name + " on the tile")
                verify(!label.truncated, name + " elided")
                verify(label.contentWidth <= label.width + 0.5, name + " wider than its line")
                verify(label.font.pixelSize >= 12, name + " under 12 px")
                // What a size fitted to the line draws shows in its lines' height, not in
                // font.pixelSize (Text.fontSizeMode leaves that as set).
                const drawn = label.contentHeight / label.lineCount
                if (lineHeight < 0)
                    lineHeight = drawn
                fuzzyCompare(drawn, lineHeight, 0.5, name + " drawn at another size")
            }
        }
    }
}
