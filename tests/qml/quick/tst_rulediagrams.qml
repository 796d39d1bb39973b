// Every game's rules page, opened as over a table on a 360 dp phone, shows one diagram
// drawn from the game's pieces: right under a paragraph, with a caption that is also its
// name for a screen reader, inside the page's width down to its last piece, and with no
// piece in it that reacts to a touch.
import QtQuick
import QtTest
import FoodCourt.Common

Item {
    id: root
    width: 360
    height: 640

    RulesOverlay {
        id: overlay
        anchors.fill: parent
        title: "Test"
    }

    TestCase {
        name: "RuleDiagrams"
        when: windowShown

        function test_eachRulesPageShowsItsDiagram_data() {
            return [
                { tag: "Tindahan", page: "qrc:/FoodCourt/Tindahan/TindahanRules.qml" },
                { tag: "KommeGleich", page: "qrc:/FoodCourt/KommeGleich/KommeGleichRules.qml" },
                { tag: "KandarKlash", page: "qrc:/FoodCourt/KandarKlash/KandarKlashRules.qml" },
                { tag: "WokUp", page: "qrc:/FoodCourt/WokUp/WokUpRules.qml" },
                { tag: "KakiLima", page: "qrc:/FoodCourt/KakiLima/KakiLimaRules.qml" }
            ]
        }

        // Every visible item under `item`, depth first.
        function descendants(item) {
            let all = []
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (!child.visible)
                    continue
                all.push(child)
                all = all.concat(descendants(child))
            }
            return all
        }

        function test_eachRulesPageShowsItsDiagram(data) {
            overlay.page = data.page
            const loader = findChild(overlay, "rulesPageLoader")
            tryVerify(() => loader.status === Loader.Ready && loader.item !== null)
            const page = loader.item
            waitForRendering(page)

            const rows = Array.from(page.children)
            const diagrams = rows.filter(child => child.objectName === "ruleDiagram")
            compare(diagrams.length, 1, "one diagram on the page")
            const diagram = diagrams[0]
            verify(diagram.visible)
            verify(diagram.height > 0)

            // Right under a paragraph of the page.
            const place = rows.indexOf(diagram)
            verify(place > 0)
            verify(String(rows[place - 1].text ?? "").length > 0, "placed under a paragraph")

            // A caption, shown whole, that a screen reader reads as the picture's name.
            const caption = findChild(diagram, "ruleDiagramCaption")
            verify(caption.visible)
            verify(caption.text.length > 10, "a caption: " + caption.text)
            verify(!caption.truncated)
            verify(caption.contentWidth <= caption.width + 0.5)
            compare(diagram.Accessible.name, caption.text)
            compare(diagram.Accessible.role, Accessible.Graphic)

            // The frame fits the phone's page, and every piece of the picture its frame.
            const frame = diagram.mapToItem(root, 0, 0, diagram.width, diagram.height)
            verify(frame.x >= 0 && frame.x + frame.width <= root.width + 0.5,
                   "frame " + frame.x + "+" + frame.width + " inside 360")
            const picture = findChild(diagram, "ruleDiagramPicture")
            verify(picture.width > 0 && picture.height > 0)
            verify(picture.width <= diagram.width, "picture " + picture.width + " inside its " + diagram.width + " frame")
            const pieces = descendants(picture)
            verify(pieces.length > 3, "drawn from pieces")
            for (const piece of pieces) {
                const r = piece.mapToItem(diagram, 0, 0, piece.width, piece.height)
                verify(r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= diagram.width + 0.5
                       && r.y + r.height <= diagram.height + 0.5,
                       "piece " + piece + " at " + r.x + "," + r.y + " " + r.width + "x" + r.height
                       + " inside the " + diagram.width + "x" + diagram.height + " frame")
                // Shown, not played: nothing in the picture takes a tap or the focus.
                verify(!piece.enabled, "piece " + piece + " is not interactive")
            }

            // Scrolled until the picture's top is under the header: the software renderer
            // would paint its shapes over the header, so there it hides; a GPU keeps it.
            const flick = findChild(overlay, "rulesFlick")
            const pictureTop = picture.mapToItem(flick.contentItem, 0, 0).y
            flick.contentY = pictureTop + 5
            compare(flick.contentY, pictureTop + 5, "the page scrolls that far")
            compare(picture.children[0].visible, root.GraphicsInfo.api !== GraphicsInfo.Software)
            flick.contentY = pictureTop - 5
            verify(picture.children[0].visible, "shown again once its top is in view")
            flick.contentY = 0
        }
    }
}
