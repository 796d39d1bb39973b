// TipRanking: the end of a Komme gleich! game, on the shared end-of-game screen
// (EndOfGame): who won, why the game ended, and every player's tip points with their
// served cards (the tie-break), best first, as the engine ranks them.
import QtQuick
import FoodCourt.Common

EndOfGame {
    id: ranking

    property var standings: []     // [{seat, name, score, faceDown, winner}], best first
    property string endReason      // "lastTip" or "supplyCannotPay"

    signal done()

    objectName: "finalRanking"
    onMenu: done()

    // The table's rows by seat, as the end screen takes them.
    readonly property var bySeat: {
        const seats = []
        for (const row of standings)
            seats[row.seat] = row
        return seats
    }
    names: bySeat.map(row => row.name)
    scores: bySeat.map(row => row.score)
    tieBreaks: bySeat.map(row => row.faceDown)
    winners: standings.filter(row => row.winner).map(row => row.seat).sort((a, b) => a - b)
    //: Final ranking: served cards lying face down (the tie-break).
    details: bySeat.map(row => [qsTr("%n served", "", row.faceDown)])
    //: Final ranking: a player's tip points ("1 pt" for one).
    scoreTexts: bySeat.map(row => qsTr("%n pts", "", row.score))
    //: Final screen: why the game ended (the tips left could not pay / the last tip card was taken).
    note: endReason === "supplyCannotPay" ? qsTr("The tips left could not pay the last tip.")
                                          : qsTr("The last tip card has been taken.")
}
