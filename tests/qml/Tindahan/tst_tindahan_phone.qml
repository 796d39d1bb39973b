// Tindahan on an upright phone (360 x 780 dp) with four players (issue 19): a family must
// tell whose seller is whose at a glance, so every seller figure stands at least 28 dp
// tall, its count never covers a stall's name, and the stalls fill the height the hand,
// the prompt and the trick leave them, at 100 % and at 140 % text.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Tindahan

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
        function crowdedTable() {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            screen.table.autosave = false
            const seats = ["Mum", "Lea", "Dad", "Sami"].map(name => ({ name: name, bot: false, strength: "" }))
            compare(screen.startNew(JSON.stringify({ players: 4, seed: "5", startSeat: 0,
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
            for (let fruit = 0; fruit < 4; ++fruit) {
                const sellers = findChild(screen, "stall_" + fruit)?.sellers ?? []
                if (sellers.length === 4 && sellers.every(n => n > 0) && sellers.some(n => n >= 2))
                    return fruit
            }
            return -1
        }

        function checkStalls(screen, textSize) {
            const what = " at " + textSize + " %"
            waitForRendering(screen)
            const crowded = crowdedStall(screen)
            verify(crowded >= 0)
            const names = []
            const stalls = []
            for (let fruit = 0; fruit < 4; ++fruit) {
                const stall = findChild(screen, "stall_" + fruit)
                stalls.push(boxOf(stall))
                names.push(boxOf(findChild(stall, "stallName")))
            }
            let counts = 0
            for (let fruit = 0; fruit < 4; ++fruit) {
                const stall = findChild(screen, "stall_" + fruit)
                for (let seat = 0; seat < 4; ++seat) {
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
    }
}
