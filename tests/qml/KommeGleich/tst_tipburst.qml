// The tip celebration sits on the seat chip of the player who scored, never over the
// order row below the chips (issue 19: messages never cover the action).
import QtQuick
import QtTest
import FoodCourt.KommeGleich

Item {
    id: root
    width: 800
    height: 600

    Rectangle { id: chip; x: 420; y: 10; width: 300; height: 70 }
    Rectangle { id: orderRow; x: 0; y: 120; width: 800; height: 200 }
    TipBurst {
        id: burst
        anchors.fill: parent
        reduceMotion: true
    }

    TestCase {
        name: "TipBurst"
        when: windowShown

        function test_theTipSitsOnTheScorersChip() {
            // Placed when the tip is scored: nothing here waits on the animation's clock.
            burst.celebrate("Bruno", 3, chip)
            const band = findChild(burst, "tipBand")
            verify(band)
            const centre = band.mapToItem(root, band.width / 2, band.height / 2)
            fuzzyCompare(centre.y, chip.y + chip.height / 2, 1)
            verify(band.x + band.width <= root.width, "inside the screen")
            const bandBox = band.mapToItem(root, 0, 0)
            verify(bandBox.y + band.height <= orderRow.y, "clear of the order row")
            verify(findChild(burst, "tipTitle").text.indexOf("Bruno") >= 0)
        }
    }
}
