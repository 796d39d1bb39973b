// Kaki Lima's guided first game, step 2 ("tap Siti") on a tablet on its side (853 x 533)
// and an upright phone: the coach mark leaves every walker in sight, so it never covers
// half of the chooser's second row (Pak Hassan's badge peeking out under it).
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Shell
import FoodCourt.Testing

Item {
    id: root
    width: 200
    height: 200

    PausedGames { id: paused }

    TestCase {
        id: test
        name: "KakiLimaGuide"
        when: windowShown

        property var app: null
        readonly property var walkers: ["kiah", "seng", "raju", "siti", "meiling", "hassan",
                                        "rose", "farid"]

        function init() {
            paused.discardAll()
            const component = Qt.createComponent("qrc:/FoodCourt/Shell/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            app = component.createObject(null, { languageOverride: "en",
                                                 reduceMotionOverride: true })
            verify(app)
            waitForRendering(app.contentItem)
        }
        function cleanup() {
            app.destroy()
            app = null
            wait(0) // let the deferred deletion run before the next window opens
        }

        function findAll(item, match, found) {
            found = found || []
            if (match(item))
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                findAll(item.children[i], match, found)
            return found
        }
        function named(rootItem, name) {
            const found = findAll(rootItem, item => item.visible && item.objectName === name)
            return found.length > 0 ? found[0] : null
        }
        function shownBox(item) {
            return item.mapToItem(app.contentItem, 0, 0, item.width, item.height)
        }
        function overlaps(a, b) {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }

        function test_walkersInSight_data() {
            return [{ tag: "tablet on its side", width: 853, height: 533 },
                    { tag: "upright phone", width: 360, height: 780 }]
        }
        function test_walkersInSight(data) {
            const card = findAll(app.contentItem, item => item.objectName === "learn_kakilima")[0]
            verify(card, "Learn to play on Kaki Lima")
            let flick = card.parent
            while (flick && flick.contentY === undefined)
                flick = flick.parent
            const p = card.mapToItem(app.contentItem, 0, 0)
            if (flick && p.y + card.height > app.height)
                flick.contentY += p.y + card.height - app.height + 20
            waitForRendering(app.contentItem)
            mouseClick(card)
            tryVerify(() => app.activeGame !== null && app.activeGame.guideOverlay !== null)
            const runner = app.activeGame.guideOverlay.runner
            app.width = data.width
            app.height = data.height
            waitForRendering(app.contentItem)
            mouseClick(named(named(app.contentItem, "coachMark"), "coachNext"))
            tryCompare(runner, "stepIndex", 1)
            waitForRendering(app.contentItem)
            const mark = shownBox(named(app.contentItem, "coachMark"))
            for (const id of walkers) {
                const tile = named(app.contentItem, "walker_" + id)
                verify(tile, id + "'s tile")
                verify(!overlaps(mark, shownBox(tile)),
                       id + "'s tile under the mark " + JSON.stringify(mark))
            }
        }
    }
}
