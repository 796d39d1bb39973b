// Tindahan on a phone (issue 19): a family must read each stall's fruit and tell whose
// seller is whose at a glance, so every sign's name stands at least 12 px at 100 % text
// (scaled with it), every seller figure at least 28 dp tall, its count never covers a
// stall's name, every seat's name or its mark shows above the stalls, and the stalls fill
// the height the hand, the prompt and the trick leave them: upright (360 x 780 dp) with
// four players at 100 % and 140 % text, landscape (780 x 360 dp) and with five players at
// 140 %. Laying the table out prints no QML warning (a binding loop did, landscape).
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Tindahan
import "../support/qml_warnings.js" as QmlWarnings

Item {
    id: root
    width: 360
    height: 780

    Component {
        id: screenComponent
        TindahanScreen {
            anchors.fill: parent
            soundOn: false
            reduceMotion: true
        }
    }

    TestCase {
        name: "TindahanPhone"
        when: windowShown

        function cleanup() {
            Device.simulateSafeArea(-1, -1, -1, -1)
            AppSettings.textSize = 100
            root.width = 360
            root.height = 780
        }

        function boxOf(item) {
            return item.mapToItem(root, 0, 0, item.width, item.height)
        }
        function meets(a, b) {
            return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5
                   && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
        }
        function inside(inner, outer) {
            return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5
                   && inner.x + inner.width <= outer.x + outer.width + 0.5
                   && inner.y + inner.height <= outer.y + outer.height + 0.5
        }

        // Four people pass the phone round; each places a seller when one may go and it has
        // fewer than two at that stall (else a card, so the lead changes hands), until one
        // stall holds sellers of every seat, one seat's two.
        function crowdedTable(players, names) {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            screen.table.autosave = false
            const seats = (names ?? ["Mum", "Lea", "Dad", "Sami", "Esperanza"]).slice(0, players ?? 4)
                          .map(name => ({ name: name, bot: false, strength: "" }))
            compare(screen.startNew(JSON.stringify({ players: seats.length, seed: "5", startSeat: 0,
                                                     seats: seats, options: {} })), "")
            const table = screen.table
            for (let step = 0; step < 400; ++step) {
                if (crowdedStall(screen) >= 0)
                    return screen
                if (table.takeBackOpen) {
                    table.passOn()
                } else if (table.handoffSeat >= 0) {
                    table.reveal()
                } else if (table.canPlaceSeller
                           && findChild(screen, "stall_" + table.ledFruit).sellers[table.viewSeat] < 2) {
                    compare(table.placeSeller(), "")
                } else {
                    const play = table.legalActions(table.viewSeat).find(a => a.startsWith("play "))
                    verify(play, "a seat to act holds a playable card")
                    compare(table.playCard(play.substring(5)), "")
                }
            }
            fail("no stall held every seat's seller")
        }
        function crowdedStall(screen) {
            const seats = screen.table.seatCount
            for (let fruit = 0; fruit < seats; ++fruit) {
                const sellers = findChild(screen, "stall_" + fruit)?.sellers ?? []
                if (sellers.length === seats && sellers.every(n => n > 0) && sellers.some(n => n >= 2))
                    return fruit
            }
            return -1
        }

        // The signs, the sellers and their counts, and the seats above them, wherever the
        // stalls stand.
        function checkSellers(screen, textSize, nameSize) {
            const what = " at " + textSize + " %"
            waitForRendering(screen)
            const seats = screen.table.seatCount
            const crowded = crowdedStall(screen)
            verify(crowded >= 0)
            const names = []
            const stalls = []
            for (let fruit = 0; fruit < seats; ++fruit) {
                const stall = findChild(screen, "stall_" + fruit)
                stalls.push(boxOf(stall))
                const name = findChild(stall, "stallName")
                names.push(boxOf(name))
                // Read at a glance: 12 px at 100 % text, as much larger as the text is
                // where the phone has the room (nameSize: how large it must be).
                verify(name.visible, "stall " + fruit + "'s name shown" + what)
                verify(!name.truncated, "stall " + fruit + "'s name whole" + what)
                verify(name.fontInfo.pixelSize >= (nameSize ?? 12 * textSize / 100) - 0.5,
                       "stall " + fruit + "'s name " + name.fontInfo.pixelSize + " px" + what)
                verify(inside(boxOf(name), stalls[fruit]), "the name on its stall" + what)
            }
            for (let a = 0; a < seats; ++a) {
                for (let b = a + 1; b < seats; ++b)
                    verify(!meets(stalls[a], stalls[b]), "stalls " + a + " and " + b + " apart" + what)
            }
            // Every seat's name, or at least its mark, is there to match its sellers to.
            for (let seat = 0; seat < seats; ++seat) {
                const chip = findChild(screen, "player_" + seat)
                verify(chip.visible && inside(boxOf(chip), boxOf(root)), "seat " + seat + "'s chip shown" + what)
                const name = findChild(chip, "seatName")
                const mark = findChild(chip, "seatMark")
                verify(mark.visible && mark.width >= 16, "seat " + seat + "'s mark shown" + what)
                verify(name.visible && !name.truncated && name.fontInfo.pixelSize >= 10,
                       "seat " + seat + "'s name whole at " + name.fontInfo.pixelSize + " px" + what)
                for (const stall of stalls)
                    verify(!meets(boxOf(chip), stall), "seat " + seat + "'s chip clear of the stalls" + what)
            }
            let counts = 0
            for (let fruit = 0; fruit < seats; ++fruit) {
                const stall = findChild(screen, "stall_" + fruit)
                for (let seat = 0; seat < seats; ++seat) {
                    const group = findChild(stall, "stallSellers_" + fruit + "_" + seat)
                    if (stall.sellers[seat] === 0)
                        continue
                    verify(group.visible, "seat " + seat + "'s seller shown at stall " + fruit + what)
                    verify(group.height >= 28, "seat " + seat + "'s figure " + group.height
                           + " dp tall at stall " + fruit + what)
                    verify(inside(boxOf(group), stalls[fruit]), "the figure on its stall" + what)
                    const badge = findChild(stall, "stallSellerBadge_" + fruit + "_" + seat)
                    compare(badge.visible, stall.sellers[seat] > 1)
                    if (!badge.visible)
                        continue
                    ++counts
                    for (const name of names)
                        verify(!meets(boxOf(badge), name), "seat " + seat + "'s count clear of a name" + what)
                    verify(inside(boxOf(badge), stalls[fruit]), "the count on its stall" + what)
                }
            }
            verify(counts > 0, "the crowded stall counts a seat's sellers")
            const hand = boxOf(findChild(screen, "hand"))
            verify(hand.y + hand.height <= root.height + 0.5, "the hand on the screen" + what)
            for (const stall of stalls)
                verify(!meets(stall, hand), "the hand clear of the stalls" + what)
        }

        function checkStalls(screen, textSize) {
            const what = " at " + textSize + " %"
            checkSellers(screen, textSize)
            const stalls = []
            for (let fruit = 0; fruit < 4; ++fruit)
                stalls.push(boxOf(findChild(screen, "stall_" + fruit)))

            // The stalls fill the band between the players and the trick: what the hand,
            // the prompt and the trick leave them, with no empty strip.
            const row = findChild(screen, "stallRow")
            const band = boxOf(row)
            let covered = 0
            for (const stall of stalls) {
                verify(inside(stall, band), "a stall inside its band" + what)
                covered += stall.width * stall.height
            }
            verify(covered >= 0.8 * band.width * band.height,
                   "the stalls cover " + Math.round(100 * covered / (band.width * band.height))
                   + " % of their band" + what)
            const trick = boxOf(findChild(screen, "trickArea"))
            const prompt = boxOf(findChild(screen, "promptLabel"))
            const hand = boxOf(findChild(screen, "hand"))
            const header = boxOf(findChild(screen, "player_3"))
            const left = prompt.y - (header.y + header.height)
            verify(band.height >= 0.4 * left, "the stalls " + band.height + " dp of the "
                   + left + " dp between the players and the prompt" + what)
            verify(header.y + header.height <= band.y + 0.5, "the stalls below the players" + what)
            verify(band.y + band.height <= trick.y + 0.5, "the trick below the stalls" + what)
            verify(trick.y + trick.height <= prompt.y + 0.5, "the prompt below the trick" + what)
            verify(prompt.y + prompt.height <= hand.y + 0.5, "the hand below the prompt" + what)
            verify(hand.y + hand.height <= root.height + 0.5, "the hand on the screen" + what)
        }

        function test_crowdedStallsOnAnUprightPhone_data() {
            return [{ tag: "100 %", textSize: 100 }, { tag: "140 %", textSize: 140 }]
        }
        function test_crowdedStallsOnAnUprightPhone(data) {
            AppSettings.textSize = data.textSize
            Device.simulateSafeArea(47, 0, 34, 0) // a notch and a home indicator, as the audit has
            const screen = crowdedTable()
            checkStalls(screen, data.textSize)
        }

        // A landscape phone at large text (the stalls were a sliver of two rows, their names
        // 9 px) and five players upright at large text (figures 23 dp, names lost in the
        // one-line seats); each with no QML warning on the way (a binding loop on the
        // hand's height printed one, landscape).
        function test_crowdedStallsOnAPhoneAtLargeText_data() {
            // Short of room for both, names stay at 12 px, figures at 28 dp. Five on a
            // 640 x 400 phone: three stalls and two (their names were 9 px, their figures
            // 18 dp under two-line seats); on a 780 x 360 phone five in the whole row, the
            // trick beside the hand (names 9 px and figures 22 dp beside the trick).
            return [{ tag: "landscape, four players", width: 780, height: 360, players: 4, nameSize: 12 },
                    { tag: "landscape, five players", width: 780, height: 360, players: 5, nameSize: 12 },
                    { tag: "landscape 640 x 400, five players", width: 640, height: 400, players: 5, nameSize: 12 },
                    { tag: "upright, five players", width: 360, height: 780, players: 5, nameSize: 12 }]
        }
        // A landscape phone with five players: the names under the trick's cards keep a gap
        // between them ("Lea Dad Sami" nearly touched, each label wider than its card).
        function test_trickNamesApartOnALandscapePhone_data() {
            return [{ tag: "780 x 360", width: 780, height: 360 }, { tag: "640 x 400", width: 640, height: 400 }]
        }
        function test_trickNamesApartOnALandscapePhone(data) {
            root.width = data.width
            root.height = data.height
            const screen = crowdedTable(5)
            const table = screen.table
            // Play on until the trick holds three seats' plays or more.
            for (let step = 0; step < 200 && table.trick.rowCount() < 3; ++step) {
                if (table.takeBackOpen) {
                    table.passOn()
                } else if (table.handoffSeat >= 0) {
                    table.reveal()
                } else {
                    const play = table.legalActions(table.viewSeat).find(a => a.startsWith("play "))
                    compare(table.playCard(play.substring(5)), "")
                }
            }
            waitForRendering(screen)
            const labels = []
            for (let seat = 0; seat < 5; ++seat) {
                const label = findChild(findChild(screen, "trickArea"), "trickName_" + seat)
                if (label && label.visible)
                    labels.push(boxOf(label))
            }
            verify(labels.length >= 3, labels.length + " names under the trick")
            labels.sort((a, b) => a.x - b.x)
            for (let i = 1; i < labels.length; ++i)
                verify(labels[i].x - (labels[i - 1].x + labels[i - 1].width) >= 4,
                       "a gap of " + (labels[i].x - labels[i - 1].x - labels[i - 1].width) + " dp between two names")
        }

        function test_crowdedStallsOnAPhoneAtLargeText(data) {
            QmlWarnings.failOnQmlWarnings(this)
            root.width = data.width
            root.height = data.height
            AppSettings.textSize = 140
            const screen = crowdedTable(data.players)
            checkSellers(screen, 140, data.nameSize)
        }

        // Five players, one with a long name, under the audit's notch insets: on a phone on
        // its side the sellers stand 36 dp where the row allows (780 x 360: 34 dp before,
        // at 140 % 30 dp: three and two won on names 2 px larger; 640 x 400 has what three
        // and two beside the trick leave, 26.5 dp); upright 34 dp (28.9 before) with the
        // trick's cards 36 dp wide or more (20 dp, their numbers unreadable); every stall's
        // name 12 px or more (upright 11 px before: three cards across 340 dp; 9 px and cut
        // before that), and every seat's name whole in its chip ("Grandpa Joachim" was cut
        // at 10 px).
        function test_fivePlayersUnderANotch_data() {
            const rows = []
            // [width, height, figure, name, trick card width]
            for (const size of [[780, 360, 36, 12, 0], [640, 400, 34, 12, 36], [360, 780, 34, 12, 36]]) {
                for (const textSize of [100, 140])
                    rows.push({ tag: size[0] + " x " + size[1] + ", " + textSize + " %", width: size[0],
                                height: size[1], textSize: textSize, nameSize: size[3], figure: size[2],
                                trickCard: size[4] })
            }
            return rows
        }
        // The stalls, the sellers and the chips where a screen of this size puts them,
        // whatever size it had before (a family turns the phone; the audit goes upright,
        // then on its side): a layout is a function of the size, not of its history.
        function layoutAt(screen, width, height) {
            root.width = width
            root.height = height
            const upright = height > width
            screen.safeAreaTop = upright ? 47 : 0
            screen.safeAreaLeft = upright ? 0 : 47
            screen.safeAreaRight = upright ? 0 : 47
            screen.safeAreaBottom = upright ? 34 : 21
            waitForRendering(screen)
            waitForRendering(screen)
            const boxes = []
            const add = (name, item) => {
                const box = boxOf(item)
                boxes.push(name + " " + [box.x, box.y, box.width, box.height].map(v => v.toFixed(2)).join(","))
            }
            for (let fruit = 0; fruit < 5; ++fruit) {
                const stall = findChild(screen, "stall_" + fruit)
                add("stall " + fruit, stall)
                for (let seat = 0; seat < 5; ++seat) {
                    const group = findChild(stall, "stallSellers_" + fruit + "_" + seat)
                    if (group.visible)
                        add("seller " + fruit + "/" + seat, group)
                }
            }
            for (let seat = 0; seat < 5; ++seat)
                add("chip " + seat, findChild(screen, "player_" + seat))
            add("trick", findChild(screen, "trickArea"))
            add("hand", findChild(screen, "hand"))
            return boxes
        }
        function test_layoutOfTheSizeNotItsHistory_data() {
            return [{ tag: "780 x 360", width: 780, height: 360, before: [[360, 780], [1280, 800]] },
                    { tag: "640 x 400", width: 640, height: 400, before: [[360, 780], [780, 360]] },
                    { tag: "360 x 780", width: 360, height: 780, before: [[780, 360], [800, 1280]] }]
        }
        function test_layoutOfTheSizeNotItsHistory(data) {
            AppSettings.textSize = 140
            root.width = data.width
            root.height = data.height
            const screen = crowdedTable(5, ["Mum", "Lea", "Dad", "Sami", "Grandpa Joachim"])
            const fresh = layoutAt(screen, data.width, data.height)
            for (const before of data.before) {
                layoutAt(screen, before[0], before[1])
                const again = layoutAt(screen, data.width, data.height)
                for (let i = 0; i < fresh.length; ++i)
                    compare(again[i], fresh[i], "after " + before[0] + " x " + before[1])
            }
        }

        // Slim chips show the same items: the points on every chip of the row or on none
        // (a 640 x 400 phone with five showed "0 pts" on Grandpa Joachim's chip only, the
        // short names' chips, sized to their names, had none), and a shown score sits
        // beside its name, which stays whole.
        function test_slimChipsShowScoresAllOrNone_data() {
            const rows = []
            for (const size of [[640, 400], [780, 360], [360, 780]]) {
                for (const textSize of [100, 140]) {
                    for (const notch of [false, true])
                        rows.push({ tag: size[0] + " x " + size[1] + ", " + textSize + " %" + (notch ? ", notch" : ""),
                                    width: size[0], height: size[1], textSize: textSize, notch: notch })
                }
            }
            return rows
        }
        function test_slimChipsShowScoresAllOrNone(data) {
            QmlWarnings.failOnQmlWarnings(this)
            root.width = data.width
            root.height = data.height
            AppSettings.textSize = data.textSize
            const screen = crowdedTable(5, ["Mum", "Lea", "Dad", "Sami", "Grandpa Joachim"])
            if (data.notch) {
                const upright = data.height > data.width
                screen.safeAreaTop = upright ? 47 : 0
                screen.safeAreaLeft = upright ? 0 : 47
                screen.safeAreaRight = upright ? 0 : 47
                screen.safeAreaBottom = upright ? 34 : 21
            }
            waitForRendering(screen)
            waitForRendering(screen)
            const shown = []
            for (let seat = 0; seat < 5; ++seat) {
                const chip = findChild(screen, "player_" + seat)
                const score = findChild(chip, "slimScore")
                verify(score, "seat " + seat + "'s chip has a slim score")
                if (!chip.slim)
                    continue
                shown.push(score.visible)
                if (!score.visible)
                    continue
                const name = findChild(chip, "seatName")
                verify(!meets(boxOf(name), boxOf(score)) && inside(boxOf(score), boxOf(chip)),
                       "seat " + seat + "'s score beside its name, in its chip")
                verify(!name.truncated, "seat " + seat + "'s name whole beside its score")
            }
            if (data.width === 640 && data.textSize === 100)
                compare(shown.length, 5, "five slim chips at 640 x 400")
            verify(shown.every(v => v === shown[0]), "scores shown on " + JSON.stringify(shown))
        }

        function test_fivePlayersUnderANotch(data) {
            QmlWarnings.failOnQmlWarnings(this)
            root.width = data.width
            root.height = data.height
            AppSettings.textSize = data.textSize
            const screen = crowdedTable(5, ["Mum", "Lea", "Dad", "Sami", "Grandpa Joachim"])
            // As the audit's notch (Device.simulateSafeArea does not reach a bare screen).
            if (data.width > data.height) {
                screen.safeAreaLeft = 47
                screen.safeAreaRight = 47
                screen.safeAreaBottom = 21
            } else {
                screen.safeAreaTop = 47
                screen.safeAreaBottom = 34
            }
            // Two frames: the prompt's fitted words may resize the stage once more.
            waitForRendering(screen)
            waitForRendering(screen)
            const what = " at " + data.tag
            const safe = Qt.rect(screen.safeAreaLeft, screen.safeAreaTop,
                                 root.width - screen.safeAreaLeft - screen.safeAreaRight,
                                 root.height - screen.safeAreaTop - screen.safeAreaBottom)
            for (let fruit = 0; fruit < 5; ++fruit) {
                const stall = findChild(screen, "stall_" + fruit)
                verify(inside(boxOf(stall), safe), "stall " + fruit + " inside the safe area" + what)
                const name = findChild(stall, "stallName")
                verify(name.visible && !name.truncated && name.fontInfo.pixelSize >= data.nameSize,
                       "stall " + fruit + "'s name at " + name.fontInfo.pixelSize + " px" + what)
                for (let seat = 0; seat < 5; ++seat) {
                    const group = findChild(stall, "stallSellers_" + fruit + "_" + seat)
                    if (stall.sellers[seat] > 0)
                        verify(group.visible && group.height >= data.figure - 0.05,
                               "seat " + seat + "'s figure " + group.height + " dp at stall " + fruit + what)
                }
            }
            const trick = findChild(screen, "trickArea")
            verify(trick.slotWidth >= data.trickCard - 0.05, "the trick's cards " + trick.slotWidth + " dp wide" + what)
            verify(inside(boxOf(trick), safe), "the trick inside the safe area" + what)
            for (let seat = 0; seat < 5; ++seat) {
                const chip = findChild(screen, "player_" + seat)
                verify(chip.visible && inside(boxOf(chip), safe), "seat " + seat + "'s chip inside the safe area" + what)
                const name = findChild(chip, "seatName")
                verify(name.visible && !name.truncated && name.fontInfo.pixelSize >= 10,
                       "seat " + seat + "'s name whole at " + name.fontInfo.pixelSize + " px" + what)
            }
        }
    }
}
