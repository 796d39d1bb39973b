// KandarKlashGuide: Kandar Klash!'s guided first game (docs/guide.md). You and one slow
// bot; seed 17 brings customer C05 first, a dish two cards make: card 6 turned a quarter,
// with card 1 turned and flipped slid under it one column to the left. Ana waits while
// you build it (the steps hold the bots: with two cooks the first "Siap!" stops the round),
// then, last, lays her ketchup. 11 steps; the bot makes 1 move, about 4 s after your
// claim (its reaction; 1-2 minutes with the reading and building).
import QtQuick
import FoodCourt.Common

GuideScript {
    id: guide

    learnerSeat: 0
    botDelayMs: 1600 // unused: a real-time bot keeps its own pace ("easy": the slowest)
    setup: ({
        players: 2, seed: "17", startSeat: 0, options: {},
        seats: [
            //: The learner's own name in a guided first game.
            { name: qsTr("You"), bot: false, strength: "" },
            //: A bot player's first name in a guided first game (its seat already says it is a bot).
            { name: qsTr("Ana"), bot: true, strength: "easy" }
        ]
    })
    steps: [
        { target: "", bubbleIn: "zone1",
          text: qsTr("A customer is coming: build their 3 by 3 dish on your mat, turned any way you like.") },
        { target: "card6", waitFor: "place 6", holdBots: true, bubbleIn: "zone1",
          text: qsTr("Drag this card onto your mat.") },
        { target: "card6", waitFor: "place 6", holdBots: true, bubbleIn: "zone1",
          text: qsTr("Tap the card on your mat: it turns a quarter turn.") },
        { target: "card1", until: "cardTurned", holdBots: true, bubbleIn: "zone1",
          text: qsTr("Now tap this card in your hand: it turns there too, before you lay it.") },
        { target: "flipButton", until: "cardFlipped", holdBots: true, bubbleIn: "zone1",
          text: qsTr("Every card has two sides. Tap Flip to turn it over.") },
        { target: "underButton", until: "slidingUnder", holdBots: true, bubbleIn: "zone1",
          text: qsTr("Tap Under: the next card you drop slides under the cards already there.") },
        { target: "mat", until: "dishReady", allow: "place | take", holdBots: true, bubbleIn: "zone1",
          text: qsTr("Drag it under your first card, one column further left, so that the dish shows. Move it until it matches.") },
        { target: "siapPad", waitFor: "siap", holdBots: true, bubbleIn: "zone1",
          text: qsTr("That is the customer's dish. Tap Siap!") },
        { target: "", waitFor: "ketchup | done", by: 1, bubbleIn: "zone0",
          text: qsTr("With two cooks, the first Siap! stops the round. Ana was last: the customer card becomes her ketchup, a wild space on her mat.") },
        { target: "favours", bubbleIn: "zone1",
          text: qsTr("A right dish earns 1 favour, plus 1 for every card still in your hand. A wrong one loses a favour.") },
        { target: "",
          text: qsTr("From now on everyone cooks at once: be quick, but be right. The most favours after 12 customers wins!") }
    ]

    // The learner's zone comes first (seat 0), so its controls are found before the bot's.
    function named(item: Item, name: string): Item {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = named(item.children[i], name)
            if (found)
                return found
        }
        return null
    }
    function cardTurned(screen) {
        const card = named(screen, "card1") as CardPiece
        return card !== null && card.turns % 4 !== 0
    }
    function cardFlipped(screen) {
        const card = named(screen, "card1") as CardPiece
        return card !== null && card.back === true
    }
    function slidingUnder(screen) {
        const zone = named(screen, "zone0") as CookZone
        return zone !== null && zone.slideUnder === true
    }
    function dishReady(screen) { return screen.table.dishesReady.includes(0) }

    explain: function (screen, seat, action) {
        const name = screen.table.seatNames[seat] ?? ""
        const kind = action.split(" ").filter(word => !word.startsWith("@"))[0]
        switch (kind) {
        //: A bot's move in a guided first game of Kandar Klash!; %1 is its name.
        case "place": return qsTr("%1 lays a card.").arg(name)
        //: A bot's move in a guided first game of Kandar Klash!; %1 is its name.
        case "take": return qsTr("%1 takes a card back.").arg(name)
        //: A bot's move in a guided first game of Kandar Klash!; %1 is its name.
        case "siap": return qsTr("%1 calls Siap!").arg(name)
        //: A bot's move in a guided first game of Kandar Klash!; %1 is its name.
        case "ketchup": return qsTr("%1 lays her ketchup.").arg(name)
        //: A bot's move in a guided first game of Kandar Klash!; %1 is its name.
        case "done": return qsTr("%1 has six ketchups already: this one goes back in the box.").arg(name)
        }
        return ""
    }
}
