// Every kind of recipe card is drawn as a picture of what it asks, with its words always
// under it (issue 19, "Art"): each kind's picture differs from the others and its caption
// is never empty, never repeated, and shown even on a small card.
import QtQuick
import QtTest
import FoodCourt.WokUp

Item {
    id: root
    width: 900
    height: 300

    // One card of each kind the engine deals (engine/wokup/content.cpp): a token set, a
    // quantity, variety of four and of five, position at a card, a divider and the
    // middle, equality with a named and with any other ingredient.
    readonly property var kinds: [
        { family: 0, ingredient: 0, counts: [2, 3, 4] },
        { family: 1, ingredient: 2, amount: 8 },
        { family: 2, kinds: [0, 1, 2, 4] },
        { family: 2, kinds: [0, 1, 2, 3, 4] },
        { family: 3, place: 0, amount: 2 },
        { family: 3, place: 1, amount: 3 },
        { family: 3, place: 2, amount: 4 },
        { family: 4, ingredient: 1, other: 2 },
        { family: 4, ingredient: 2, other: -1 }
    ]

    // The pictures on their own (grabImage takes an item's place in its parent, so these
    // sit in a row at the window's corner) ...
    Row {
        Repeater {
            id: pictures
            model: root.kinds
            RecipePicture {
                required property var modelData
                width: 60
                height: 60
                family: modelData.family
                ingredient: modelData.ingredient ?? 0
                other: modelData.other ?? 0
                counts: modelData.counts ?? []
                amount: modelData.amount ?? 0
                kinds: modelData.kinds ?? []
                place: modelData.place ?? 0
            }
        }
    }
    // ... and on their cards, with the words.
    Row {
        y: 100
        Repeater {
            id: cards
            model: root.kinds
            RecipeCard {
                required property var modelData
                width: 64 // as small as a card in the wok on a phone
                height: 96
                faceUp: "card"
                family: modelData.family
                ingredient: modelData.ingredient ?? 0
                other: modelData.other ?? 0
                counts: modelData.counts ?? []
                amount: modelData.amount ?? 0
                kinds: modelData.kinds ?? []
                place: modelData.place ?? 0
            }
        }
    }

    TestCase {
        name: "RecipePicture"
        when: windowShown

        function test_eachKindHasItsOwnPicture() {
            waitForRendering(root)
            const images = []
            for (let i = 0; i < root.kinds.length; ++i)
                images.push(grabImage(pictures.itemAt(i)))
            for (let a = 0; a < images.length; ++a) {
                // Something is drawn: the picture holds several colours, not one blank.
                let colours = new Set()
                for (let y = 0; y < images[a].height; y += 3)
                    for (let x = 0; x < images[a].width; x += 3)
                        colours.add(String(images[a].pixel(x, y)))
                verify(colours.size > 3, "kind " + a + " draws a picture")
                for (let b = a + 1; b < images.length; ++b)
                    verify(!images[a].equals(images[b]), "kinds " + a + " and " + b + " differ")
            }
        }

        function test_eachKindIsCaptionedInWords() {
            const captions = []
            for (let i = 0; i < root.kinds.length; ++i) {
                const caption = findChild(cards.itemAt(i), "recipeCaption")
                verify(caption && caption.visible, "kind " + i + " shows its caption")
                verify(caption.text.length > 0, "kind " + i + " has words")
                verify(captions.indexOf(caption.text) < 0, caption.text + " is not repeated")
                verify(caption.contentHeight <= caption.height + 1, caption.text + " fits its card")
                captions.push(caption.text)
            }
            compare(captions[1], "At least 8 fish")
            compare(captions[0], "Tokens showing 2, 3 and 4 chilis")
        }
    }
}
