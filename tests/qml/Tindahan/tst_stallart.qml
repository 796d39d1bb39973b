// A stall is drawn as a market stall with its sellers standing at it (issue 19, "Art"):
// each seat's seller is a figure in the seat's colour with the seat's shape, and a seat
// with several sellers at a stall shows their count.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Tindahan

Item {
    id: root
    width: 600
    height: 400

    Row {
        Repeater {
            id: figures
            model: 5
            SellerFigure {
                required property int index
                seat: index
                width: 40
                height: 56
            }
        }
    }
    StallView {
        id: stall
        y: 100
        width: 300
        height: 200
        fruit: 1
        isTrump: false
        isLed: false
        sellers: [0, 2, 1]
    }

    StallView { // laid out only later, as a stall row's delegate is
        id: lateStall
        y: 100
        x: 320
        width: 0
        height: 0
        fruit: 3
        isTrump: false
        isLed: false
        sellers: [1, 0, 0]
    }

    // Four seats at one led stall of a phone's row (1170x540 dp, folded: about 150 x 190 dp
    // a stall, its sign 57 dp), one seat with three sellers.
    StallView {
        id: crowded
        y: 320
        width: 150
        height: 190
        headerHeight: 57
        fruit: 1
        isTrump: false
        isLed: true
        sellers: [2, 3, 2, 1]
    }
    StallView { // a lone seller at the next stall, as tall as the crowded stall's (StallRow)
        id: lone
        x: 160
        y: 320
        width: 150
        height: 190
        headerHeight: 57
        fruit: 2
        isTrump: false
        isLed: false
        sellers: [0, 1, 0, 0]
        figureCap: crowded.roomyFigure
    }

    TestCase {
        name: "StallArt"
        when: windowShown

        function test_eachSeatsFigureCarriesItsMarkAndColour() {
            const names = []
            for (let seat = 0; seat < 5; ++seat) {
                const figure = figures.itemAt(seat)
                verify(Qt.colorEqual(figure.shirt, Theme.seatColor(seat)), "seat " + seat + " colour")
                compare(findChild(figure, "sellerMark").path, TindahanStyle.seatPaths[seat]) // as on its chip
                verify(names.indexOf(figure.Accessible.name) < 0)
                names.push(figure.Accessible.name)
            }
        }

        function test_theCounterShowsItsFruitAtAnySize() {
            const shown = repeater => Array.from({ length: repeater.count }, (_, i) => repeater.itemAt(i)).filter(c => c.visible).length
            verify(shown(findChild(stall, "stallCrates")) > 0)
            lateStall.width = 260
            lateStall.height = 180
            tryVerify(() => shown(findChild(lateStall, "stallCrates")) > 0)
        }

        function boxOf(item) {
            return item.mapToItem(root, 0, 0, item.width, item.height)
        }
        function meets(a, b) {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
        function inside(inner, outer) {
            return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5
                   && inner.x + inner.width <= outer.x + outer.width + 0.5
                   && inner.y + inner.height <= outer.y + outer.height + 0.5
        }

        // The crowded stall's counts sit at their figures, never over the stall's name or
        // its "Led" line, and every figure stands on the stall's wall, side by side.
        function test_aCrowdedStallKeepsItsNameClear() {
            const stall = crowded
            waitForRendering(stall)
            const name = boxOf(findChild(stall, "stallName"))
            const statusLabel = findChild(stall, "stallStatus")
            const status = statusLabel.mapToItem(root, 0, 0, statusLabel.contentWidth, statusLabel.height)
            const wall = boxOf(findChild(stall, "sellerArea"))
            verify(status.height > 0, "the led stall says so")
            const groups = []
            for (let seat = 0; seat < 4; ++seat) {
                const group = boxOf(findChild(stall, "stallSellers_1_" + seat))
                verify(inside(group, wall), "seat " + seat + "'s figure on the wall")
                verify(!meets(group, name) && !meets(group, status), "seat " + seat + " below the sign")
                for (const other of groups)
                    verify(!meets(group, other), "figures apart")
                groups.push(group)
                const badge = findChild(stall, "stallSellerBadge_1_" + seat)
                compare(badge.visible, seat !== 3, "a count only for several")
                if (badge.visible) {
                    verify(!meets(boxOf(badge), name), "seat " + seat + "'s count clear of the name")
                    verify(!meets(boxOf(badge), status), "seat " + seat + "'s count clear of 'Led'")
                    verify(inside(boxOf(badge), boxOf(stall)))
                }
            }
            compare(findChild(stall, "stallSellerCount_1_1").text, "×3")
            // As large as the wall allows: four figures in a row fill its width, or a grid
            // its height; taller than below the "Led" line, a whole row's height.
            const figure = stall.figureHeight
            verify(figure >= Math.min(wall.width / 4 / stall.groupAspect, wall.height) - 0.5,
                   "figures " + figure + " tall on a wall " + wall.width + " x " + wall.height)
            verify(figure >= 44, "figures " + figure + " tall")
        }

        // A seller is the same size at every stall: a stall keeps to the size its row gives
        // (StallRow: the most crowded stall's).
        function test_sellersMatchAcrossTheRow() {
            verify(lone.roomyFigure > crowded.roomyFigure, "a lone seller would stand taller")
            compare(lone.figureHeight, crowded.figureHeight)
            compare(findChild(lone, "stallSellers_2_1").height, crowded.figureHeight)
        }

        function test_aStallShowsItsSellersAndCountsSeveral() {
            verify(!findChild(stall, "stallSellers_1_0").visible, "seat 1 has none here")
            verify(findChild(stall, "stallSellers_1_1").visible)
            verify(findChild(stall, "stallSellers_1_2").visible)
            compare(findChild(stall, "stallSellerCount_1_1").visible, true)
            compare(findChild(stall, "stallSellerCount_1_1").text, "×2")
            compare(findChild(stall, "stallSellerCount_1_2").visible, false) // one is seen
        }
    }
}
