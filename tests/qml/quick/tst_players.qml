// The family's players at the setup screen (issue 18), driven by taps on the whole Main
// window: the family's players offered as chips (a tap seats one, a second tap unseats),
// "Same players as last time" bringing back the stall's last game (bots included), the
// setup kept across a look at the Rules page and the back key, and an avatar picked at a
// seat reaching the family history, the end-of-game screen and the History screen.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Shell
import FoodCourt.Testing

Item {
    id: host
    width: 200
    height: 200

    PausedGames { id: paused }
    SeatSetupModel { id: seatMemory }

    TestCase {
        id: test
        name: "Players"
        when: windowShown

        property var app: null

        // Each test on a new tablet: an empty family history of its own (SQLite in memory),
        // no paused games, no remembered seats.
        function init() {
            FamilyHistory.useDatabase(":memory:")
            paused.discardAll()
            seatMemory.forgetRememberedSeats()
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
            wait(0)
            paused.discardAll() // what the closing table saved as it went
        }
        function cleanupTestCase() {
            FamilyHistory.useDatabase("")
        }

        function findAll(item, match, found) {
            found = found || []
            if (match(item))
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                findAll(item.children[i], match, found)
            return found
        }
        function named(name) {
            return findAll(app.contentItem, item => item.visible && item.objectName === name)
        }
        function one(name) {
            const found = named(name)
            compare(found.length, 1, "one visible " + name)
            return found[0]
        }
        function visibleButtons(text) {
            return findAll(app.contentItem, item => item.visible && item.text === text
                                                    && item.clicked !== undefined)
        }
        function button(text) {
            const found = visibleButtons(text)
            compare(found.length, 1, "one visible button '" + text + "'")
            return found[0]
        }
        // The seats' name fields, top to bottom.
        function nameFields() {
            const fields = findAll(app.contentItem, item => item.visible
                                   && item.placeholderText !== undefined)
            fields.sort((a, b) => a.mapToItem(null, 0, 0).y - b.mapToItem(null, 0, 0).y)
            return fields
        }
        function seatRows() {
            const rows = findAll(app.contentItem, item => item.visible
                                 && item.avatarRequested !== undefined)
            rows.sort((a, b) => a.seat - b.seat)
            return rows
        }
        function openSetup(stall) {
            verify(app.selectStall(stall))
            verify(app.openScreen("setup"))
            tryVerify(() => visibleButtons("Start game").length === 1)
            waitForRendering(app.contentItem) // the chips laid out in their row
        }
        function typeName(field, name) {
            mouseClick(field)
            for (const c of name)
                keyClick(c)
            keyClick(Qt.Key_Return)
        }
        function tables() {
            return findAll(app.contentItem, item => item.visible && item.table !== undefined
                                                    && item.startNew !== undefined)
        }

        function test_theFamilyIsOfferedAsChips() {
            compare(FamilyHistory.keepPlayer("Mia", "owl"), "")
            compare(FamilyHistory.keepPlayer("Tom", "frog"), "")
            openSetup("kommegleich")
            const mia = one("familyChip_Mia")
            const tom = one("familyChip_Tom")
            verify(!mia.seated)
            mouseClick(mia)
            compare(nameFields()[0].text, "Mia")
            compare(seatRows()[0].avatar, "owl")
            verify(mia.seated)
            compare(mia.seat, 0)
            compare(mia.Accessible.name, "Mia, at seat 1")
            mouseClick(tom)
            compare(nameFields()[1].text, "Tom")
            compare(tom.seat, 1)
            // A second tap takes Mia off her seat; Tom stays.
            mouseClick(mia)
            verify(!mia.seated)
            compare(nameFields()[0].text, "")
            compare(seatRows()[0].avatar, "")
            compare(nameFields()[1].text, "Tom")
            // A name typed at a seat is a family player once the game starts.
            typeName(nameFields()[0], "Zoe")
            compare(seatRows().map(r => r.customName), ["Zoe", "Tom"])
            mouseClick(button("Start game"))
            tryVerify(() => tables().length === 1, 5000, "the table")
            verify(FamilyHistory.family.some(p => p.name === "Zoe"), JSON.stringify(FamilyHistory.family))
        }

        function test_samePlayersAsLastTime() {
            compare(FamilyHistory.keepPlayer("Mia", "owl"), "")
            openSetup("tindahan")
            compare(named("samePlayersButton").length, 0) // no game here yet
            mouseClick(one("familyChip_Mia"))
            typeName(nameFields()[1], "Tom")
            // The third seat a medium bot.
            const botChoice = findAll(seatRows()[2], item => item.visible
                                      && item.text === "Bot: Medium" && item.clicked !== undefined)
            compare(botChoice.length, 1)
            mouseClick(botChoice[0])
            verify(seatRows()[2].bot)
            mouseClick(button("Start game"))
            tryVerify(() => tables().length === 1, 5000, "the table")
            app.back()
            tryVerify(() => app.screenDepth === 1)

            // Next evening the seats were changed ...
            openSetup("tindahan")
            mouseClick(one("familyChip_Mia"))
            compare(nameFields()[0].text, "")
            mouseClick(seatRows()[2].children[0]) // any tap elsewhere changes nothing
            const human = findAll(seatRows()[2], item => item.visible && item.text === "Human"
                                                         && item.clicked !== undefined)
            mouseClick(human[0])
            verify(!seatRows()[2].bot)
            // ... and one tap brings last time's back, the bot included.
            mouseClick(one("samePlayersButton"))
            compare(nameFields()[0].text, "Mia")
            compare(nameFields()[1].text, "Tom")
            verify(seatRows()[2].bot)
            compare(seatRows()[2].strength, "medium")
            compare(seatRows()[0].avatar, "owl")
            verify(one("familyChip_Mia").seated)
        }

        function test_setupKeptAcrossRulesAndBack() {
            compare(FamilyHistory.keepPlayer("Mia", "owl"), "")
            openSetup("wokup")
            mouseClick(one("familyChip_Mia"))
            typeName(nameFields()[1], "Tom")
            const setup = findAll(app.contentItem, item => item.visible
                                  && item.rulesRequested !== undefined && item.catalog !== undefined
                                  && item.startRequested !== undefined)[0]
            verify(setup)
            mouseClick(button("Rules"))
            tryVerify(() => app.screenDepth === 3, 5000, "the rules over the setup")
            app.back()
            tryVerify(() => app.screenDepth === 2)
            tryVerify(() => nameFields().length >= 2)
            compare(nameFields()[0].text, "Mia")
            compare(nameFields()[1].text, "Tom")
            compare(seatRows()[0].avatar, "owl")
            // The back key to the menu and in again: the seats are remembered.
            keyClick(Qt.Key_Escape)
            tryVerify(() => app.screenDepth === 1)
            openSetup("wokup")
            compare(nameFields()[0].text, "Mia")
            compare(nameFields()[1].text, "Tom")
            compare(seatRows()[0].avatar, "owl")
        }

        function test_anAvatarChosenReachesTheEndScreen() {
            openSetup("tindahan")
            typeName(nameFields()[0], "Mia")
            mouseClick(findAll(seatRows()[0], item => item.visible
                               && item.objectName === "seatAvatar")[0])
            const picker = one("avatarPicker")
            mouseClick(findAll(picker, item => item.objectName === "avatarChoice_cat")[0])
            verify(!picker.visible)
            compare(seatRows()[0].avatar, "cat")
            mouseClick(button("Start game"))
            tryVerify(() => tables().length === 1, 5000, "the table")
            compare(FamilyHistory.avatarOf("Mia"), "cat")
            compare(AvatarBook.of("Mia"), "cat")

            // Mia's game at its end (turn-based: the standings; real-time: her own zone).
            for (const stall of ["tindahan", "wokup"]) {
                const save = FinishedMatch.saveJson(stall, 3, 5, ["Mia", "Bo", "Cy"])
                verify(save !== "")
                app.playGame(stall, null, save)
                const faces = () => findAll(app.contentItem, item => item.visible
                                            && item.kind === "cat" && item.known === true
                                            && (item.objectName === "standingsAvatar"
                                                || item.objectName === "seatAvatar"))
                tryVerify(() => faces().length >= 1, 5000, stall + ": Mia's avatar at the end")
                // Nobody else has one.
                compare(findAll(app.contentItem, item => item.visible && item.known === true
                                && item.kind !== undefined && item.kind !== "cat").length, 0)
            }

            // And on the History screen.
            verify(app.openScreen("history"))
            tryVerify(() => findAll(app.contentItem, item => item.visible
                                    && item.objectName === "playerAvatar"
                                    && item.kind === "cat").length === 1, 5000,
                      "Mia's avatar in the history")
        }
    }
}
