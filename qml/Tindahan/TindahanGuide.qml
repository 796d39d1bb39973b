// TindahanGuide: Tindahan's guided first game (docs/guide.md). You and two slow bots; seed 7
// deals you the 10 of durians to lead and win, then a trump move, a trick where you must
// follow suit, and one where you place a seller instead. 11 steps; the bots make 8 moves
// at 1.6 s each (about 13 s of bot time; 2-3 minutes with the reading).
import QtQuick
import FoodCourt.Common

GuideScript {
    id: guide

    learnerSeat: 0
    botDelayMs: 1600
    setup: ({
        players: 3, seed: "7", startSeat: 0, options: {},
        seats: [
            //: The learner's own name in a guided first game.
            { name: qsTr("You"), bot: false, strength: "" },
            //: A bot player's first name in a guided first game (its seat already says it is a bot).
            { name: qsTr("Ana"), bot: true, strength: "medium" },
            //: A bot player's first name in a guided first game (its seat already says it is a bot).
            { name: qsTr("Ben"), bot: true, strength: "medium" }
        ]
    })
    steps: [
        { target: "hand",
          text: qsTr("These are your fruit cards. In each trick everyone plays one card, and the best card takes the trick.") },
        { target: "trumpToken",
          text: qsTr("The trump token stands on the bananas stall: bananas beat every other fruit.") },
        { target: "card_D10", waitFor: "play D10",
          text: qsTr("You lead the first trick. Tap your 10 of durians: only a banana could beat it.") },
        { target: "stall_1", waitFor: "seller", by: 2,
          text: qsTr("Watch the bots. Instead of playing a card, a player may place a seller on the stall of the fruit led.") },
        { target: "player_0",
          text: qsTr("You took the trick: 2 points at the end of the round. Whoever takes a trick leads the next one.") },
        { target: "moveTrumpButton", until: "pickingTrump",
          text: qsTr("A leader may move the trump token instead of playing a card. Tap Move trump.") },
        { target: "stall_1", waitFor: "trump D",
          text: qsTr("Tap the durians stall: from now on durians are trumps.") },
        { target: "trick", waitFor: "seller", by: 2,
          text: qsTr("After a trump move the next player must play a card, and its fruit is led.") },
        { target: "card_D1", waitFor: "play D1",
          text: qsTr("Ana leads durians. You have durians, so you must follow suit: tap your 1 of durians when it is your turn.") },
        { target: "placeSellerButton", waitFor: "seller",
          text: qsTr("You cannot beat Ana's card. Place a seller on the durians stall instead: tap Place a seller when it is your turn.") },
        { target: "stall_1",
          text: qsTr("At the end of the round the most sellers at a stall score 5, the second most 2, and 1 more at the trump stall. Each card left in your hand costs 1.") }
    ]
    function pickingTrump(screen) { return screen.pickingTrump === true }
    // The hand-off curtain's words for the bot's step (TindahanScreen.recapLine).
    explain: function (screen, seat, action) {
        return screen.recapLine(screen.table.lastStepRecap())
    }
}
