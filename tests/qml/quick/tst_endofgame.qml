// The end of a game, the same in all five: each game's screen resumes a match that bots
// played to its end (FinishedMatch, seeded) and must open the one end-of-game screen
// (EndOfGame) with the standings (every seat, the engine's scores and winners, winners
// first and named in the title), each game's breakdown under the names, every zone of a
// real-time table reading its own result turned to its edge; Menu leaves, and Play again
// starts a new match for the same players with the next player starting. A seat keeps one
// colour (Theme.seatColor) from the setup row to the table to the end, and no two seats
// share a blue.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Testing
import FoodCourt.Shell as Shell
import FoodCourt.Tindahan as Tindahan
import FoodCourt.KommeGleich as KommeGleich
import FoodCourt.KandarKlash as KandarKlash
import FoodCourt.WokUp as WokUp
import FoodCourt.KakiLima as KakiLima

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: tindahan
        Tindahan.TindahanScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }
    Component {
        id: kommegleich
        KommeGleich.KommeGleichScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }
    Component {
        id: kandarklash
        KandarKlash.KandarKlashScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }
    Component {
        id: wokup
        WokUp.WokUpScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }
    Component {
        id: kakilima
        KakiLima.KakiLimaScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }

    TestCase {
        name: "EndOfGame"
        when: windowShown

        function cleanup() {
            AppSettings.textSize = 100
            AvatarBook.byName = ({})
            root.width = 1280
            root.height = 800
        }

        // Four seats around a phone (Wok Up's quadrants) leave a middle band of about 180 dp:
        // the middle card keeps both buttons whole there, without scrolling, at any text
        // size (it drops the titles, which every seat's card already says).
        function test_middleCardButtonsWholeBetweenFourSeatsOnAPhone_data() {
            return [{ tag: "100 %", textSize: 100 }, { tag: "140 %", textSize: 140 }]
        }
        function test_middleCardButtonsWholeBetweenFourSeatsOnAPhone(data) {
            failOnWarning(/Binding loop/)
            AppSettings.textSize = data.textSize
            root.width = 360
            root.height = 780
            const end = createTemporaryObject(endComponent, root)
            end.names = ["Mum", "Dad", "Lea", "Sami"]
            end.scores = [0, 5, 3, 2]
            end.winners = [1]
            end.scoreTexts = ["0", "5", "3", "2"]
            end.heading = "Wok mastery!"
            end.zones = [{ seat: 0, edge: 1, x: 0, y: 480, width: 180, height: 300 },
                         { seat: 1, edge: 3, x: 180, y: 0, width: 180, height: 300 },
                         { seat: 2, edge: 3, x: 180, y: 480, width: 180, height: 300 },
                         { seat: 3, edge: 1, x: 0, y: 0, width: 180, height: 300 }]
            waitForRendering(end)
            const panel = findChild(end, "endPanel")
            for (const name of ["playAgainButton", "endMenuButton"]) {
                const button = findChild(panel, name)
                verify(button && button.visible, name)
                const box = button.mapToItem(panel, 0, 0, button.width, button.height)
                verify(box.y >= -0.5 && box.y + box.height <= panel.height + 0.5,
                       name + " cut by the middle card: " + box.y + "+" + box.height + " in " + panel.height)
            }
        }

        // Each game's screen, its end screen's name, and the zone items of a real-time table
        // (the zone of seat i is `zone + i`).
        function test_everyGameEndsOnTheEndScreen_data() {
            return [
                { tag: "tindahan", screen: tindahan, players: 3, end: "finalRanking", detail: "Tricks" },
                { tag: "kommegleich", screen: kommegleich, players: 4, end: "finalRanking", detail: "served" },
                { tag: "kandarklash", screen: kandarklash, players: 3, end: "endOfGame", zone: "zone" },
                { tag: "wokup", screen: wokup, players: 4, end: "endOfGame", zone: "edge_" },
                { tag: "kakilima", screen: kakilima, players: 1, end: "endSheet", detail: "Steps walked" }
            ]
        }

        function test_everyGameEndsOnTheEndScreen(data) {
            const save = FinishedMatch.saveJson(data.tag, data.players, 11)
            verify(save.length > 0, "a finished " + data.tag + " match")
            const screen = createTemporaryObject(data.screen, root)
            screen.table.autosave = false
            compare(screen.resume(save), "")
            verify(screen.table.over)
            const end = findChild(screen, data.end)
            verify(end, data.end)
            tryVerify(() => end.visible, 5000, "the end screen opens")

            // The standings: every seat once, the engine's scores, winners first at place 1.
            const table = screen.table
            const standings = end.results
            compare(standings.count, data.players)
            for (let seat = 0; seat < data.players; ++seat) {
                const row = standings.rowOfSeat(seat)
                compare(row.name, table.seatNames[seat])
                compare(row.score, table.scores[seat])
                compare(row.winner, table.winners.includes(seat))
                if (row.winner)
                    compare(row.place, 1)
                else if (table.winners.length > 0)
                    verify(row.place > 1, "a non-winner below the winners")
            }
            if (data.players > 1) {
                verify(table.winners.length >= 1)
                const title = findChild(end, "winnerTitle").text
                for (const seat of table.winners)
                    verify(title.includes(table.seatNames[seat]), title)
            }

            if (data.zone) {
                // Real time: each zone holds its own result, turned as the seat's own zone.
                verify(!findChild(end, "endStandings").visible)
                for (let seat = 0; seat < data.players; ++seat) {
                    const zone = findChild(end, "endZone_" + seat)
                    const tableZone = findChild(screen, data.zone + seat)
                    verify(zone && tableZone, "seat " + seat)
                    compare(zone.edge, tableZone.edge)
                    compare(zone.content.rotation, [0, 270, 180, 90][tableZone.edge])
                    compare(zone.x, tableZone.mapToItem(end, 0, 0).x)
                    compare(zone.y, tableZone.mapToItem(end, 0, 0).y)
                    const result = findChild(zone, "seatResult").text
                    if (table.winners.includes(seat))
                        verify(result.includes("win"), result)
                    else
                        compare(result, "Place " + standings.rowOfSeat(seat).place + " of " + data.players)
                }
            } else {
                // Turn-based: one card with every line, the game's breakdown under each name.
                verify(findChild(end, "endStandings").visible)
                for (let seat = 0; seat < data.players; ++seat) {
                    const line = findChild(end, "standing_" + seat)
                    verify(line.visible)
                    const details = findChild(line, "details").text
                    verify(details.includes(data.detail), details)
                    verify(findChild(line, "finalScore_" + seat).text.includes(String(table.scores[seat])))
                }
            }

            // At a tablet's and an upright phone's size the buttons lie whole in the window,
            // 48 dp or more, and the middle card covers no zone's own result.
            for (const size of [[1280, 800], [415, 900], [800, 1280]]) {
                root.width = size[0]
                root.height = size[1]
                waitForRendering(end)
                const panel = findChild(end, "endPanel")
                const panelBox = panel.mapToItem(root, 0, 0, panel.width, panel.height)
                for (const name of ["playAgainButton", "endMenuButton"]) {
                    const button = findChild(end, name)
                    const box = button.mapToItem(root, 0, 0, button.width, button.height)
                    const where = name + " at " + size
                    verify(button.width >= 48 && button.height >= 48, where)
                    verify(box.x >= panelBox.x && box.y >= panelBox.y - 0.5, where)
                    verify(box.x + box.width <= panelBox.x + panelBox.width + 0.5, where)
                    verify(box.y + box.height <= panelBox.y + panelBox.height + 0.5, where + " cut off")
                    verify(box.x >= 0 && box.y >= 0 && box.x + box.width <= root.width
                           && box.y + box.height <= root.height, where + " leaves the window")
                }
                for (let seat = 0; data.zone && seat < data.players; ++seat) {
                    const zone = findChild(end, "endZone_" + seat)
                    const z = zone.mapToItem(root, 0, 0, zone.width, zone.height)
                    const apart = z.x + z.width <= panelBox.x + 0.5 || panelBox.x + panelBox.width <= z.x + 0.5
                               || z.y + z.height <= panelBox.y + 0.5 || panelBox.y + panelBox.height <= z.y + 0.5
                    verify(apart, "the middle card covers seat " + seat + "'s result at " + size)
                }
            }
            root.width = 1280
            root.height = 800
            waitForRendering(end)

            // Menu leaves.
            let left = false
            screen.leave.connect(() => left = true)
            const menuButton = findChild(end, "endMenuButton")
            waitForRendering(end) // laid out and drawn before it is clicked
            mouseClick(menuButton)
            verify(left)

            // Play again: the same players, the next one starting, a new match under way.
            const names = table.seatNames
            const started = FinishedMatch.startSeat(table)
            compare(started, 0)
            mouseClick(findChild(end, "playAgainButton"))
            verify(!table.over)
            tryVerify(() => !end.visible, 1000, "the end screen closes")
            compare(table.seatNames, names)
            compare(FinishedMatch.startSeat(table), (started + 1) % data.players)
            verify(table.scores.every(points => points === 0), JSON.stringify(table.scores))
        }

        // The confetti falls once when the end opens, in the winners' colours; with reduce
        // motion on nothing moves, and a game nobody won ends without it.
        function test_celebrationRespectsReduceMotion() {
            const end = createTemporaryObject(endComponent, root, { visible: false, reduceMotion: false })
            end.names = ["Ana", "Ben"]
            end.scores = [3, 9]
            end.winners = [1]
            const confetti = findChild(end, "celebration")
            end.visible = true
            verify(confetti.running)
            compare(JSON.stringify(Array.from(confetti.seats)), "[1]")
            end.visible = false
            end.reduceMotion = true
            end.visible = true
            verify(!confetti.running)
            verify(!confetti.visible)
            // Nobody won (a lost solo run): no confetti either.
            end.visible = false
            end.reduceMotion = false
            end.winners = []
            end.visible = true
            verify(!confetti.running)
        }

        // With several winners the standings share the first place and the title names them
        // all; the next player down takes the place after them (1, 1, 3).
        function test_sharedWinSharesThePlace() {
            const end = createTemporaryObject(endComponent, root)
            end.names = ["Ana", "Ben", "Cleo"]
            end.scores = [5, 7, 7]
            end.winners = [1, 2]
            compare(end.results.rowOfSeat(1).place, 1)
            compare(end.results.rowOfSeat(2).place, 1)
            compare(end.results.rowOfSeat(0).place, 3)
            const title = findChild(end, "winnerTitle").text
            verify(title.includes("Ben") && title.includes("Cleo"), title)
            // A game's tie-break orders equal scores without a win between them.
            end.winners = [1]
            end.tieBreaks = [0, 2, 1]
            compare(end.results.rowOfSeat(1).place, 1)
            compare(end.results.rowOfSeat(2).place, 2)
            compare(end.results.rowOfSeat(0).place, 3)
        }

        // The standings read whole at every text size: each column as wide as its text
        // (the places "1." and the scores never cut), a name of up to twelve letters whole
        // (with its avatar where there is room), every part of the breakdown whole, and
        // nothing painted over another. On a narrow phone (at 140 %, or with a long name) the
        // lines go compact (place over badge, score and breakdown under the name); where there
        // is room they keep the wide line.
        function test_standingsFitEveryTextSize_data() {
            return [
                { tag: "phone at 140 %", width: 360, height: 780, textSize: 140, compact: true, longNameFace: false },
                { tag: "phone at 100 %", width: 360, height: 780, textSize: 100, compact: true, longNameFace: true },
                { tag: "wide phone at 100 %", width: 540, height: 1170, textSize: 100, compact: false, longNameFace: true },
                { tag: "tablet at 140 %", width: 1280, height: 800, textSize: 140, compact: false, longNameFace: true },
                { tag: "tablet at 160 %", width: 1024, height: 768, textSize: 160, compact: false, longNameFace: true }
            ]
        }

        function test_standingsFitEveryTextSize(data) {
            failOnWarning(/Binding loop/)
            AppSettings.textSize = data.textSize
            root.width = data.width
            root.height = data.height
            AvatarBook.byName = { "Grandpa Joe": "owl", "Mum": "cat" }
            const end = createTemporaryObject(endComponent, root)
            end.names = ["Mum", "Grandpa Joe", "Lea", "Sami"]
            end.scores = [48, 54, 53, 45]
            end.winners = [1]
            end.scoreTexts = ["48 pts", "54 pts", "53 pts", "45 pts"]
            end.details = end.names.map(() => ["Tricks +38", "Hand −12", "Stalls +25", "Trump bonus +3"])
            const standings = findChild(end, "endStandings")
            waitForRendering(end)
            compare(standings.compact, data.compact)
            // Every part of the breakdown ("Hand −12 ·") fits its line whole.
            verify(standings.detailsWidth > 0 && standings.detailsWidth <= standings.textWidth + 0.5,
                   standings.detailsWidth + " > " + standings.textWidth)

            const within = (inner, outer) => inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5
                && inner.x + inner.width <= outer.x + outer.width + 0.5
                && inner.y + inner.height <= outer.y + outer.height + 0.5
            const apart = (a, b) => a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5
                || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5
            const box = (item, line) => item.mapToItem(line, 0, 0, item.width, item.height)
            for (let seat = 0; seat < 4; ++seat) {
                const line = findChild(end, "standing_" + seat)
                const lineBox = Qt.rect(0, 0, line.width, line.height)
                const where = data.tag + ", seat " + seat
                const place = findChild(line, "place")
                const name = findChild(line, "name")
                const score = findChild(line, "finalScore_" + seat)
                const details = findChild(line, "details")
                verify(place.implicitWidth <= place.width + 0.5, where + ": the place is cut")
                verify(score.implicitWidth <= score.width + 0.5, where + ": the score is cut")
                verify(!name.truncated, where + ": " + name.text + " is cut")
                for (const item of [place, name, score, details])
                    verify(within(box(item, line), lineBox), where + ": " + item.objectName + " outside its line")
                verify(apart(box(name, line), box(score, line)), where + ": the name under the score")
                verify(apart(box(details, line), box(score, line)), where + ": the breakdown under the score")
                verify(apart(box(place, line), box(name, line)), where + ": the place under the name")
                const face = findChild(line, "standingsAvatar")
                // A narrow phone gives the long name the face's room.
                compare(face.visible, seat === 0 || (seat === 1 && data.longNameFace),
                        where + ": the family's faces, and only theirs")
                if (face.visible)
                    verify(apart(box(face, line), box(name, line)), where + ": the face over the name")
            }
        }
    }

    Component {
        id: seatRow
        Shell.SeatRow { width: 600; name: ""; customName: ""; bot: false; strength: ""; avatar: "" }
    }
    Component {
        id: seatZone
        SeatZone { width: 200; height: 100 }
    }
    Component {
        id: sellerToken
        Tindahan.SellerToken { width: 20; height: 20 }
    }
    Component {
        id: seatBadge
        EndOfGameSeatBadge { width: 20; height: 20 }
    }

    TestCase {
        name: "SeatColours"
        when: windowShown

        // Colours as "#rrggbb" (a colour from darker() and one from a string compare so).
        function same(a, b) {
            return String(a).toLowerCase() === String(b).toLowerCase()
        }
        function hue(colour) {
            return colour.hslHue * 360
        }

        function test_oneColourPerSeatFromSetupToTheEnd() {
            const seen = []
            let blues = 0
            for (let seat = 0; seat < 6; ++seat) {
                const colour = Qt.darker(Theme.seatColor(seat), 1) // a colour value, for its hue
                const setup = findChild(createTemporaryObject(seatRow, root, { seat: seat }), "seatColour")
                verify(same(setup.color, colour), "setup, seat " + seat)
                verify(same(createTemporaryObject(seatZone, root, { seat: seat }).accent, colour),
                       "real-time zone, seat " + seat)
                verify(same(createTemporaryObject(sellerToken, root, { seat: seat }).fill, colour),
                       "Tindahan token, seat " + seat)
                verify(same(createTemporaryObject(seatBadge, root, { seat: seat }).color, colour),
                       "end screen, seat " + seat)
                verify(!seen.some(other => same(other, colour)), "seat " + seat + " has its own colour")
                seen.push(colour)
                if (colour.hslSaturation > 0.3 && hue(colour) >= 180 && hue(colour) <= 250)
                    ++blues
                compare(Theme.seatMark(seat), String(seat + 1)) // never colour alone
            }
            compare(blues, 1, "one blue among six seats")
        }
    }

    Component {
        id: endComponent
        EndOfGame { anchors.fill: parent; reduceMotion: true }
    }
}
