// Rules summary of Komme gleich! (from the rulebook and our rulings).
import QtQuick
import FoodCourt.Common

Column {
    spacing: Theme.spacing / 2

    RuleHeading { text: qsTr("Aim") }
    RuleParagraph { text: qsTr("You are waiters serving orders. Match your hand to the row of menu cards to collect tips; the most tips wins.") }
    RuleHeading { text: qsTr("Setup") }
    RuleParagraph { text: qsTr("Five menu cards lie face up in a row. Everyone holds five cards whose order matters and may only change as the rules allow. Baguettes are wild.") }
    RuleHeading { text: qsTr("The start player's turn") }
    RuleParagraph { bullet: true; text: qsTr("Draw a card into any place in your hand, then lay one hand card on top of a card of the row, changing the order.") }
    RuleParagraph { bullet: true; text: qsTr("Then you may serve: play three or more cards that sit side by side in your hand and match cards side by side in the row, in the same order.") }
    KommeGleichRuleDiagramServe {}
    RuleHeading { text: qsTr("Everyone else's turn") }
    RuleParagraph { bullet: true; text: qsTr("Move one hand card to another place, or draw a card into your hand and discard one.") }
    RuleParagraph { bullet: true; text: qsTr("Then you may serve, as the start player can.") }
    RuleParagraph { text: qsTr("Served cards go face down in front of you. Refill your hand to five, putting new cards at the front in the order drawn. The start player passes to the left after each round.") }
    RuleHeading { text: qsTr("Tips") }
    RuleParagraph { text: qsTr("You score a tip when you serve all five hand cards at once, or when you have ten or more served cards (they are then discarded). Your k-th tip raises your tips to k points.") }
    RuleHeading { text: qsTr("End") }
    RuleParagraph { text: qsTr("The game ends when the last tip card is taken, or when the tips left cannot pay. Most tip points wins; a tie goes to the most served cards in front of you.") }
    //: Rules section heading: the choices the app makes where the printed rulebook is silent.
    RuleHeading { text: qsTr("How the app plays it") }
    RuleParagraph { bullet: true; text: qsTr("A covered menu card goes to the discard pile; when the draw pile runs out, the discards are shuffled into a new one.") }
    RuleParagraph { bullet: true; text: qsTr("After drawing, you may discard the card you just drew.") }
    RuleParagraph { bullet: true; text: qsTr("Doing nothing is not a turn: move a card, or draw and discard. Serving is always optional.") }
    RuleParagraph { bullet: true; text: qsTr("At most one run per turn, and serving ends your turn.") }
    RuleParagraph { bullet: true; text: qsTr("If the tips left cannot pay your score, you score nothing and the game ends at once.") }
    RuleParagraph { bullet: true; text: qsTr("Turns always go clockwise.") }
    RuleParagraph { bullet: true; text: qsTr("You may take back a step of your own turn, but not a draw or a serve.") }
}
