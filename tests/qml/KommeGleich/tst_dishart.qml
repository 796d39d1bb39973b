// Every menu card is drawn as its own food (issue 19, "Art"): each dish and the baguette
// renders a picture of its own, different from the others and from an empty plate, and
// carries its name, printed on the card and given to screen readers.
import QtQuick
import QtTest
import FoodCourt.KommeGleich

Item {
    id: root
    width: 700
    height: 300

    Row {
        Repeater {
            id: arts
            model: 7 // the six kinds, then -1: the plate alone
            DishArt {
                required property int index
                width: 60
                height: 60
                kind: index < 6 ? index : -1
            }
        }
    }
    Row {
        y: 100
        Repeater {
            id: cards
            model: 6
            MenuCard {
                required property int index
                width: 70
                kind: index
                twoSided: true
            }
        }
    }

    // Straight on the root: grabImage() takes an item's own x and y as its place in the
    // window.
    MenuCard {
        id: back
        y: 215
        width: 50
        faceDown: true
    }
    Rectangle { // a plain card of the back's colour, to tell the drawn back from it
        id: plainBack
        x: 60
        y: 215
        width: 50
        height: 72.5
        radius: 5
        color: DishStyle.cardBack
        border.color: "#D9C3A3"
        border.width: 1
    }

    TestCase {
        name: "DishArt"
        when: windowShown

        function test_eachDishHasItsOwnPicture() {
            waitForRendering(root)
            const images = []
            for (let kind = 0; kind < 7; ++kind)
                images.push(grabImage(arts.itemAt(kind)))
            for (let a = 0; a < 6; ++a) {
                verify(!images[a].equals(images[6]), "kind " + a + " draws food on the plate")
                for (let b = a + 1; b < 6; ++b)
                    verify(!images[a].equals(images[b]), "kinds " + a + " and " + b + " differ")
            }
        }

        // The back is drawn (frame, cloth, cloche) and the same for every card: a face-down
        // card tells nothing of its dish, to the eye or to a screen reader.
        function test_theBackIsDrawnAndTheSameForEveryCard() {
            back.kind = 0
            waitForRendering(root)
            const first = grabImage(back)
            verify(!first.equals(grabImage(plainBack)), "the back is more than a plain card")
            // The cloche in the middle is cream, far lighter than the brown (no colour needed).
            const middle = first.pixel(25, 34)
            verify(middle.hslLightness > 0.6, "a light cloche in the middle: " + middle)
            const name = back.Accessible.name
            for (let kind = 1; kind < 6; ++kind) {
                back.kind = kind
                waitForRendering(root)
                verify(grabImage(back).equals(first), "kind " + kind + " shows the same back")
                compare(back.Accessible.name, name)
            }
            // Face up, the same card does show its dish.
            back.faceDown = false
            waitForRendering(root)
            verify(!grabImage(back).equals(first), "face up differs")
            back.faceDown = true
        }

        function test_eachDishIsNamed() {
            const names = []
            for (let kind = 0; kind < 6; ++kind) {
                const name = arts.itemAt(kind).Accessible.name
                verify(name.length > 0, "kind " + kind + " has a name")
                verify(names.indexOf(name) < 0, name + " is not repeated")
                names.push(name)
                compare(cards.itemAt(kind).Accessible.name, name)
                // The name printed on the card, both ways up on a two-sided order.
                const printed = findChild(cards.itemAt(kind), "dishName")
                verify(printed && printed.visible, "kind " + kind + " prints its name")
                compare(printed.text, name)
            }
        }
    }
}
