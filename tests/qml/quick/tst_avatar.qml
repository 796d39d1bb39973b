// An avatar's face in a scrolling page (issue 19): where Shapes are not clipped to the page
// (the software renderer these tests run on), a face shows only while it is wholly in
// view, or it would paint over what lies outside the page; it keeps its room either way.
// Every avatar follows this one rule (Avatar.qml), wherever it is placed.
import QtQuick
import QtTest
import FoodCourt.Common

Item {
    id: root
    width: 300
    height: 400

    Flickable {
        id: page
        y: 50
        width: 200
        height: 100
        contentHeight: 600
        clip: true
        Column {
            Repeater {
                id: faces
                model: 4
                // Made by a Repeater, as in the end screen's standings: each finds its page
                // once it is placed.
                Avatar {
                    required property int index
                    width: 60
                    height: 60
                    kind: index === 3 ? "" : "owl" // the last: the empty plate of no avatar
                }
            }
        }
    }
    Avatar {
        id: outside // on no page: always shown
        x: 220
        width: 60
        height: 60
        kind: "cat"
    }

    TestCase {
        name: "AvatarInView"
        when: windowShown

        function drawn(avatar) {
            return findChild(avatar, avatar.known ? "avatarFace" : "avatarPlate").visible
        }

        function test_aFaceShowsOnlyWhollyInItsPage() {
            verify(GraphicsInfo.api === GraphicsInfo.Software, "run on the software renderer")
            page.contentY = 0
            verify(drawn(faces.itemAt(0)), "in view")
            verify(!drawn(faces.itemAt(1)), "its foot below the page")
            verify(!drawn(faces.itemAt(2)), "below the page")
            verify(drawn(outside), "on no page")
            page.contentY = 60 // the second face wholly in view, the first scrolled away
            verify(!drawn(faces.itemAt(0)), "above the page")
            verify(drawn(faces.itemAt(1)), "scrolled into view")
            page.contentY = 30 // half of the first and of the third
            verify(!drawn(faces.itemAt(0)), "its top above the page")
            verify(drawn(faces.itemAt(1)), "wholly in view")
            verify(!drawn(faces.itemAt(2)), "its foot below the page")
            page.contentY = 130 // the empty plate follows the same rule
            verify(!drawn(faces.itemAt(3)), "the plate's foot below the page")
            page.contentY = 180
            verify(drawn(faces.itemAt(3)), "the plate in view")
            // Hidden, a face keeps its room: the names beside it stay put.
            compare(faces.itemAt(0).width, 60)
            compare(faces.itemAt(0).visible, true)
        }
    }
}
