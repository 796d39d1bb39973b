// The History screen after a scripted week of a family's games: who wins, the streaks, the
// chart's bars, the recent games; renaming and removing a player by taps (the games stay,
// naming a former player); the export; and a game played to its end on the app's own table
// (then played again) recorded by the game host.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: host
    width: 200
    height: 200

    StallCatalog { id: stalls }
    // English with its plural forms ("2 wins"), as the app loads it.
    LanguageSwitcher { language: "en" }

    Component {
        id: tableHost
        GameHost { width: 1280; height: 800; catalog: stalls }
    }
    Component {
        id: historyScreen
        HistoryScreen { catalog: stalls }
    }

    TestCase {
        id: test
        name: "History"
        when: windowShown

        // Each test on a new history of its own (SQLite's in-memory database: nothing is
        // left behind), "today" a Wednesday at noon; exports go beside the app's history.
        function initTestCase() {
            FamilyHistory.exportFolder = FamilyHistory.databasePath.replace(/[^/]*$/, "")
                                         + "test-exports"
        }
        function init() {
            FamilyHistory.useDatabase(":memory:")
            FamilyHistory.today = new Date(2026, 10, 25, 12, 0)
            compare(FamilyHistory.problem, "")
            compare(FamilyHistory.gameCount, 0)
        }
        function cleanupTestCase() {
            FamilyHistory.useDatabase("")
        }

        // Thursday 19 to Wednesday 25 November: Mum, Dad, Lea and the bot Chef.
        readonly property var week: [
            [19, "tindahan", "Mum"], [19, "kommegleich", "Dad"], [20, "tindahan", "Mum"],
            [21, "wokup", "Lea"], [22, "tindahan", "Lea"], [22, "kandarklash", "Lea"],
            [23, "tindahan", "Lea"], [24, "kommegleich", "Chef"], [25, "tindahan", "Mum"],
            [25, "wokup", "Mum"]
        ]
        function playTheWeek() {
            for (let i = 0; i < week.length; ++i) {
                const [day, gameId, winner] = week[i]
                const seats = ["Mum", "Dad", "Lea", "Chef"].map((name, seat) => ({
                    name: name, bot: name === "Chef", score: name === winner ? 10 : seat,
                    winner: name === winner }))
                verify(FamilyHistory.recordGame(gameId, seats, new Date(2026, 10, day, 9 + i)))
            }
        }
        function player(name) {
            return FamilyHistory.players.find(p => p.name === name)
        }
        function findAll(item, match, found) {
            found = found || []
            if (match(item))
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                findAll(item.children[i], match, found)
            return found
        }
        function visibleText(root, text) {
            return findAll(root, item => item.visible && item.text === text)
        }
        function showScreen(width, height) {
            const screen = createTemporaryObject(historyScreen, host, { width: width, height: height })
            verify(screen)
            waitForRendering(screen)
            return screen
        }

        function test_anEmptyHistorySaysSo() {
            const screen = showScreen(1280, 800)
            verify(findChild(screen, "historyEmpty").visible)
            verify(!findChild(screen, "historyChart").visible)
            verify(!findChild(screen, "historyExport").visible)
        }

        function test_aWeekOfGames() {
            playTheWeek()
            const screen = showScreen(1280, 800)
            verify(!findChild(screen, "historyEmpty").visible)
            compare(FamilyHistory.gameCount, 10)

            // Wins per player per game, the most wins first (Mum and Lea 4 each).
            compare(FamilyHistory.players.length, 4)
            compare(FamilyHistory.players[0].name, "Mum")
            compare(player("Mum").wins, 4)
            compare(player("Mum").winsByGame.tindahan, 3)
            compare(player("Lea").winsByGame.kandarklash, 1)
            compare(player("Dad").wins, 1)
            // Streaks: Mum won the last two; Lea won four in a row from Saturday to Monday.
            compare(player("Mum").currentStreak, 2)
            compare(player("Lea").currentStreak, 0)
            compare(player("Lea").bestStreak, 4)
            verify(visibleText(screen, "On a streak: 2 wins in a row (best 2)").length === 1)
            verify(visibleText(screen, "Best streak: 4 wins in a row").length === 1)
            verify(visibleText(screen, "Won 4 of 10 games").length === 2)
            verify(visibleText(screen, "Chef (bot)").length === 1)
            verify(visibleText(screen, "Tindahan (3 of 5)").length === 1, "Mum's Tindahan wins")

            // The chart: six weeks, the players by wins; Lea's three last week are the
            // tallest bar, Mum's two this week two thirds of it, empty weeks flat.
            compare(FamilyHistory.weeks.length, 6)
            compare(FamilyHistory.chartPlayers.map(p => p.name), ["Mum", "Lea", "Dad", "Chef"])
            compare(FamilyHistory.weeks[4].counts, [2, 3, 1, 0])
            compare(FamilyHistory.weeks[5].counts, [2, 1, 0, 1])
            const chart = findChild(screen, "historyChart")
            verify(chart.visible)
            const tallest = findChild(chart, "bar_4_1")
            compare(tallest.barHeight, chart.barArea)
            fuzzyCompare(findChild(chart, "bar_5_0").barHeight, chart.barArea * 2 / 3, 0.5)
            compare(findChild(chart, "bar_0_0").barHeight, 0)
            verify(visibleText(chart, "This week").length === 1)

            // Recent games, the newest first, the winner marked.
            compare(FamilyHistory.recentGames.length, 10)
            compare(FamilyHistory.recentGames[0].gameId, "wokup")
            verify(visibleText(screen, "Mum: 10 (won) · Dad: 1 · Lea: 2 · Chef (bot): 3").length >= 1)
        }

        function test_renameAndRemoveByTaps() {
            playTheWeek()
            const screen = showScreen(1280, 800)
            const prompt = findChild(screen, "historyPrompt")
            const dad = player("Dad")

            // Rename Dad to a name Mum has: refused in words; then to Papa.
            mouseClick(findChild(screen, "rename_" + dad.playerId))
            verify(prompt.visible)
            waitForRendering(screen)
            const field = findChild(screen, "renameField")
            compare(field.text, "Dad")
            field.text = "Mum"
            mouseClick(findChild(screen, "promptConfirm"))
            verify(prompt.visible)
            verify(visibleText(prompt, "Another player already has that name.").length === 1)
            field.text = "Papa"
            mouseClick(findChild(screen, "promptConfirm"))
            verify(!prompt.visible)
            verify(player("Papa"))
            verify(!player("Dad"))
            compare(player("Papa").wins, 1)
            wait(0) // the lists were rebuilt: let the old rows go

            // Remove Lea: she leaves the lists and the chart; her games stay, naming her.
            const lea = player("Lea")
            mouseClick(findChild(screen, "remove_" + lea.playerId))
            verify(prompt.visible)
            waitForRendering(screen)
            mouseClick(findChild(screen, "promptConfirm"))
            verify(!prompt.visible)
            verify(!player("Lea"))
            compare(FamilyHistory.gameCount, 10)
            verify(FamilyHistory.chartPlayers.every(p => p.name !== "Lea"))
            verify(visibleText(screen, "Mum: 10 (won) · Papa: 1 · Lea (former player): 2 · Chef (bot): 3")
                   .length >= 1)
        }

        function test_exportSaysWhere() {
            playTheWeek()
            const screen = showScreen(1280, 800)
            verify(visibleText(screen, "Export writes every game as a JSON file into "
                               + FamilyHistory.exportFolder + ".").length === 1)
            const button = findChild(screen, "historyExport")
            const flick = findChild(screen, "historyFlick")
            flick.contentY = flick.contentHeight - flick.height
            waitForRendering(screen)
            mouseClick(button)
            const note = findChild(screen, "historyExportNote")
            verify(note.visible)
            verify(note.text.startsWith("Saved as " + FamilyHistory.exportFolder + "/food-court-history-"),
                   note.text)
        }

        function test_phoneWidthFits() {
            playTheWeek()
            const screen = showScreen(393, 851)
            const flick = findChild(screen, "historyFlick")
            compare(flick.contentWidth, flick.width) // nothing runs off to the side
            const chart = findChild(screen, "historyChart")
            verify(chart.width <= flick.width)
            verify(chart.implicitWidth <= flick.width + 0.5, "chart " + chart.implicitWidth)
            // Each week's bars fit in its column.
            const bar = findChild(chart, "bar_5_3")
            verify(bar.width >= 6)
        }

        // A game played to its end at the app's own table goes into the history; so does
        // the next one after Play again.
        function test_aFinishedGameIsRecorded() {
            const paused = Qt.createQmlObject("import FoodCourt.Shell; PausedGames {}", test)
            const gameHost = createTemporaryObject(tableHost, host, {
                gameId: "tindahan",
                setup: { players: 3, seed: "5", startSeat: 0, options: {}, seats: [
                    { name: "Mum", bot: false, strength: "" }, { name: "Dad", bot: false, strength: "" },
                    { name: "Lea", bot: false, strength: "" }] } })
            verify(gameHost)
            compare(gameHost.problem, "")
            const screen = gameHost.gameScreen
            verify(screen && screen.table.active)
            function playToTheEnd(table) {
                for (let step = 0; step < 2000 && !table.over; ++step) {
                    const seat = table.seatsToAct[0]
                    compare(table.apply(seat, table.legalActions(seat)[0]), "")
                }
                verify(table.over)
            }
            playToTheEnd(screen.table)
            compare(FamilyHistory.gameCount, 1)
            const game = FamilyHistory.recentGames[0]
            compare(game.gameId, "tindahan")
            compare(game.seats.map(s => s.name), ["Mum", "Dad", "Lea"])
            compare(game.seats.filter(s => s.winner).length, screen.table.winners.length)
            screen.table.stateChanged() // a late repaint of the end does not record it twice
            compare(FamilyHistory.gameCount, 1)

            compare(screen.rematch(), "")
            verify(!screen.table.over)
            playToTheEnd(screen.table)
            compare(FamilyHistory.gameCount, 2)
            paused.discard("tindahan")
            paused.destroy()
        }
    }
}
