// KommeGleichGuide: Komme gleich!'s guided first game (docs/guide.md). You and one slow bot;
// seed 268 deals you cheese, baguette, lobster, soup, tartelettes against the orders cheese,
// lobster, salad, lobster, soup, and a lobster on the draw pile: you draw it, put it in
// your hand, cover the salad with your spare tartelettes and serve all five for a tip.
// Ana then moves a card and serves a run, and starts the next round; you move a card
// and serve three. 13 steps; the bot makes 6 moves at 1.6 s each (about 10 s of bot time;
// 2-3 minutes with the reading).
import QtQuick
import FoodCourt.Common

GuideScript {
    id: guide

    learnerSeat: 0
    botDelayMs: 1600
    wordsMayShrink: true
    setup: ({
        players: 2, seed: "268", startSeat: 0, options: {},
        seats: [
            //: The learner's own name in a guided first game.
            { name: qsTr("You"), bot: false, strength: "" },
            //: A bot player's first name in a guided first game (its seat already says it is a bot).
            { name: qsTr("Ana"), bot: true, strength: "medium" }
        ]
    })
    steps: [
        { target: "",
          text: qsTr("Welcome, waiter! The five menu cards in the middle are the orders. You serve them from your hand.") },
        // The hand and the rule in two short steps: one long mark beside the hand lay over
        // the orders it spoke of on a phone on its side.
        { target: "hand", keepInSight: "orders", keepInSightIfRoom: "promptLabel",
          text: qsTr("Your hand. Its order matters.") },
        { target: "orders", keepInSight: "hand",
          text: qsTr("Serve 3 or more cards side by side that match orders side by side, in the same order.") },
        { target: "drawPile", waitFor: "draw",
          text: qsTr("You start this round. Tap the draw pile to draw a card.") },
        { target: "newCard", waitFor: "insert 1",
          text: qsTr("A lobster! Drag it into your hand, between your cheese and your baguette.") },
        { target: "handCard_5", waitFor: "cover 5 2",
          text: qsTr("The start player covers one order. Drag your tartelettes onto the salad: the baguette is wild and matches any dish.") },
        { target: "hand", waitFor: "serve 0 4 0", keepInSight: "orders",
          text: qsTr("All five cards match the five orders. Sweep across them, then drag them up onto the orders and let go.") },
        { target: "seat_0",
          text: qsTr("All five at once: a tip! Tips are your score. Your hand refills with five new cards.") },
        { target: "", waitFor: "serve", by: 1,
          text: qsTr("Ana's turn. The other players first move one card, or draw one and discard one. Then they may serve.") },
        { target: "", waitFor: "done", by: 1,
          text: qsTr("A new round: now Ana starts. She draws a card and covers an order.") },
        { target: "handCard_4", waitFor: "move 4 0 | move 4 1",
          text: qsTr("Your turn. Drag the tartelettes at the end of your hand to its front.") },
        { target: "hand", waitFor: "serve 0 2 2", keepInSight: "orders",
          text: qsTr("Your first three cards match the last three orders. Sweep across them and drop them there.") },
        { target: "",
          text: qsTr("Served cards lie face down in front of you; ten of them earn another tip. The most tips wins!") }
    ]
    // The table's own words for the step (what its narration line says).
    explain: function (screen, seat, action) { return screen.table.narration(seat, action) }
}
