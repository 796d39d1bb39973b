// KakiLimaGuide: Kaki Lima's guided first game (docs/guide.md). Solo; seed 1: Siti walks
// from beside her house to the Kopitiam, picks up two orders, and delivers one next door
// with a card whose booster earns a clearing token. 11 steps, no bots (0 s of bot time;
// about 2 minutes with the reading).
import QtQuick
import FoodCourt.Common

GuideScript {
    id: guide

    learnerSeat: 0
    setup: ({
        players: 1, seed: "1", startSeat: 0, options: {},
        //: The learner's own name in a guided first game.
        seats: [{ name: qsTr("You"), bot: false, strength: "" }]
    })
    steps: [
        { target: "",
          text: qsTr("Welcome to Penang! In Kaki Lima you walk the town and bring food orders from the stalls to the customers' houses.") },
        // The other walkers, and the chooser's title and words, stay in sight where there is
        // room (a tablet on its side: the mark below the second row, over the buttons).
        { target: "walker_siti", waitFor: "walker siti",
          keepInSightIfRoom: "walkerTitle walkerSubtitle walker_kiah walker_seng walker_raju "
                             + "walker_meiling walker_hassan walker_rose walker_farid",
          text: qsTr("First choose who walks: tap Siti.") },
        { target: "cell_E2", waitFor: "start E2",
          text: qsTr("Start next to Siti's house: tap this lit card.") },
        { target: "handCard_3", until: "cardChosen3",
          text: qsTr("A Langkah card says how many steps to walk. Tap your 3.") },
        { target: "cell_C3", until: "choosingOrders",
          text: qsTr("Walk exactly 3 steps, up, down, left or right. Tap the Kopitiam stall.") },
        { target: "take_0", waitFor: "walk to C3",
          text: qsTr("You can carry two orders. Pick up both.") },
        { target: "cell_F3",
          text: qsTr("Mak Cik Kiah lives in this red house. End a walk next to her door to deliver her order.") },
        { target: "handCard_2", until: "cardChosen2",
          text: qsTr("Tap your 2. Its booster also gives you a clearing token.") },
        { target: "cell_E3", waitFor: "walk to E3",
          text: qsTr("Tap the lit card next to Mak Cik Kiah's house.") },
        { target: "tokenTrack",
          text: qsTr("Delivered: 10 points! The clearing token covers the scoreboard's first space: 5 points more.") },
        { target: "",
          text: qsTr("Deliver all seven orders before the Langkah cards run out. Each card you play costs its number at the end, so make every step count.") }
    ]
    function cardChosen3(screen) { return screen.table.selectedRow === 3 }
    function cardChosen2(screen) { return screen.table.selectedRow === 2 }
    function choosingOrders(screen) { return screen.table.pendingEnd >= 0 }
}
