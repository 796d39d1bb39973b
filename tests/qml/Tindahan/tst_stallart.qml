// A stall is drawn as a market stall with its sellers standing at it (issue 19, "Art"):
// each seat's seller is a figure in the seat's colour with the seat's mark, and a seat
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

    TestCase {
        name: "StallArt"
        when: windowShown

        function test_eachSeatsFigureCarriesItsMarkAndColour() {
            const names = []
            for (let seat = 0; seat < 5; ++seat) {
                const figure = figures.itemAt(seat)
                verify(Qt.colorEqual(figure.shirt, Theme.seatColor(seat)), "seat " + seat + " colour")
                verify(findChild(figure, "sellerMark").text === Theme.seatMark(seat))
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
