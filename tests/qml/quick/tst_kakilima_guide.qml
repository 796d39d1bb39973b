// Kaki Lima's guided first game, step 2 ("tap Siti") on a tablet on its side (853 x 533 and
// 1280 x 800): the coach mark leaves every walker in sight (it lay across the chooser's second
// row, Pak Hassan's badge peeking out under it), and the chooser's title and words too (with
// the walkers alone kept in sight it went over the title and across its words at 1280 x 800).
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

        function test_walkersAndTitleInSight_data() {
            return [{ tag: "853x533", width: 853, height: 533 },
                    { tag: "1280x800", width: 1280, height: 800 }]
        }
        function test_walkersAndTitleInSight(data) {
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
            tryVerify(() => app.activeGame.guideOverlay.placed, 5000, "the mark placed")
            const mark = shownBox(named(app.contentItem, "coachMark"))
            const inSight = walkers.map(id => "walker_" + id).concat(["walkerTitle", "walkerSubtitle"])
            for (const name of inSight) {
                const item = named(app.contentItem, name)
                verify(item, name)
                verify(!overlaps(mark, shownBox(item)),
                       name + " under the mark " + JSON.stringify(mark) + ": " + JSON.stringify(shownBox(item)))
            }
        }
    }
}
