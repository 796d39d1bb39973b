// FinalRanking: the end of a Tindahan game, on the shared end-of-game screen (EndOfGame):
// players by points (equal points share a place, every winner named), each with the
// game's points summed over the rounds: tricks, cards left in hand, stall majorities,
// trump bonus and shutouts.
import QtQuick
import FoodCourt.Common

EndOfGame {
    id: ranking

    property var roundResults: []  // TindahanTable.roundResults: per round, a row per seat

    signal done()

    objectName: "finalRanking"
    onMenu: done()

    // Per seat, the rounds' parts summed.
    readonly property var totals: {
        const sums = Array.from(names).map(() => ({ tricks: 0, hand: 0, stalls: 0, trumpBonus: 0, shutout: 0 }))
        for (const round of roundResults) {
            for (const row of round) {
                const sum = sums[row.seat]
                if (!sum)
                    continue
                sum.tricks += row.tricks ?? 0
                sum.hand += row.hand ?? 0
                sum.stalls += (row.stalls ?? []).reduce((a, b) => a + b, 0)
                sum.trumpBonus += row.trumpBonus ?? 0
                sum.shutout += row.shutout ?? 0
            }
        }
        return sums
    }
    function signed(points) { return points > 0 ? "+" + points : points < 0 ? "−" + (-points) : "0" }

    details: totals.map(sum => {
        const lines = [
            //: End of a Tindahan game, a player's points from tricks over all rounds.
            qsTr("Tricks %1").arg(signed(sum.tricks)),
            //: End of a Tindahan game, points for cards left in hand over all rounds.
            qsTr("Hand %1").arg(signed(sum.hand)),
            //: End of a Tindahan game, points from the stall majorities over all rounds.
            qsTr("Stalls %1").arg(signed(sum.stalls))]
        if (sum.trumpBonus !== 0)
            //: End of a Tindahan game, trump bonus points over all rounds.
            lines.push(qsTr("Trump bonus %1").arg(signed(sum.trumpBonus)))
        if (sum.shutout !== 0)
            //: End of a Tindahan game, shutout points over all rounds.
            lines.push(qsTr("Shutout %1").arg(signed(sum.shutout)))
        return lines
    })
    scoreTexts: Array.from(scores).map(points => qsTr("%1 pts").arg(points))
}
