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
