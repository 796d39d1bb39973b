// WokUpGuide: Wok Up's guided first game (docs/guide.md). You and one slow bot; seed 184
// lays out "at least 5 chili" (R10) among the face-up recipes. You flick your first token,
// Ana flicks hers, which shows five chilies, and you cover R10 on your pad first (the
// bot waits), win it and pick the next stack to turn; then Wok'up! is explained. Any flick
// that throws does: Ana's token alone completes R10 (checked for aims of +-0.3 rad and
// speeds of 60-160 cm/s, and for a throw the table makes when the flick is too slow). 9
// steps; the bot makes 2 moves (a throw, then a pass as the claim window closes), each
// within a second or two.
import QtQuick
import FoodCourt.Common

GuideScript {
    id: guide

    learnerSeat: 0
    botDelayMs: 1600 // unused: a real-time bot keeps its own pace ("easy": the slowest)
    // The wok fills the short side: on a small tablet at large text only the bot's end is
    // free, too narrow for the coach's words at their usual size.
    wordsMayShrink: true
    setup: ({
        players: 2, seed: "184", startSeat: 0, options: {},
        seats: [
            //: The learner's own name in a guided first game.
            { name: qsTr("You"), bot: false, strength: "" },
            //: A bot player's first name in a guided first game (its seat already says it is a bot).
            { name: qsTr("Ana"), bot: true, strength: "easy" }
        ]
    })
    steps: [
        // Two short steps, not one: each fits beside the wok on a phone at large text.
        // The first is about the middle of the wok, where the tokens land, not the recipes:
        // it keeps them in sight only if there is room (a small tablet at large text: a
        // comfortable mark over a stack or two, not a column over the bot's end).
        { target: "", bubbleIn: "edge_1", keepInSight: "sharedBeat edge_0",
          keepInSightIfRoom: guide.wokAnd(""),
          text: qsTr("Flick tokens into the wok in the middle.") },
        { target: "", bubbleIn: "edge_1", keepInSight: guide.wokAnd("edge_0"),
          text: qsTr("What the tokens show completes the recipes around the wok.") },
        { target: "flick_0", waitFor: "land", holdBots: true, bubbleIn: "edge_1", keepInSight: guide.wokAnd("edge_0"),
          text: qsTr("After \"Wok!\", flick your token from your edge: slide your finger quickly towards the wok and let go.") },
        { target: "", until: "claimsOpen", keepInSight: guide.wokAnd("edge_0"),
          text: qsTr("Ana flicks hers. Wait until the tokens stop sliding.") },
        { target: "claim_0_R10", waitFor: "claim R10", holdBots: true, bubbleIn: "edge_1",
          keepInSight: guide.wokAnd("edge_0"),
          text: qsTr("Ana's token shows five chilies: \"at least 5 chili\" is complete. Press it on your pad, quickly!") },
        { target: "prompt_0", bubbleIn: "edge_1", keepInSight: guide.wokAnd("edge_0"),
          text: qsTr("The first touch wins the card. Covering one that is not complete is a mistake: with two players, the other player takes it.") },
        { target: "stackChoice_0", waitFor: "turn", bubbleIn: "edge_1", keepInSight: guide.wokAnd("edge_0"),
          text: qsTr("As the winner, choose which stack to turn over for a new recipe.") },
        { target: "wokup_0", bubbleIn: "edge_1", keepInSight: guide.wokAnd("edge_0"),
          text: qsTr("Wok'up!: when one ingredient shows 10 pictures or more in the wok, press this, then the recipe you want.") },
        { target: "", keepInSight: guide.wokAnd("edge_0"),
          text: qsTr("The tokens go back to the piles and the next volley begins. First to five recipes is Grand Master of the Wok!") }
    ]
    // What every coach mark here leaves in sight (its keepInSight): the wok, as its five
    // recipe stacks (the pentagon runs through them), and `more` (the learner's edge).
    function wokAnd(more: string): string { return "stack_0 stack_1 stack_2 stack_3 stack_4 " + more }
    function claimsOpen(screen) { return screen.table.stage === "claiming" }

    explain: function (screen, seat, action) {
        const name = screen.table.seatNames[seat] ?? ""
        const kind = action.split(" ").filter(word => !word.startsWith("@"))[0]
        switch (kind) {
        //: A bot's move in a guided first game of Wok Up; %1 is its name.
        case "land": return qsTr("%1 flicks a token.").arg(name)
        //: A bot's move in a guided first game of Wok Up; %1 is its name.
        case "claim": return qsTr("%1 covers a recipe.").arg(name)
        //: A bot's move in a guided first game of Wok Up; %1 is its name.
        case "wokup": return qsTr("%1 shouts Wok'up!").arg(name)
        //: A bot's move in a guided first game of Wok Up: it claims nothing this time.
        case "pass": return qsTr("%1 passes.").arg(name)
        //: A bot's move in a guided first game of Wok Up; %1 is its name.
        case "turn": return qsTr("%1 turns over a new recipe.").arg(name)
        }
        return ""
    }
}
