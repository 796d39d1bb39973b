// Rules summary of Kaki Lima: MCO Mode (from the rulebook and our rulings).
import QtQuick
import FoodCourt.Common

Column {
    spacing: Theme.spacing / 2

    RuleHeading { text: qsTr("Aim") }
    RuleParagraph { text: qsTr("A solo game. As a food delivery walker during the lockdown, deliver all seven orders across Penang before the Langkah cards run out.") }
    RuleHeading { text: qsTr("Setup") }
    RuleParagraph { text: qsTr("The map is a 6 by 6 grid with four food stalls and eight houses. You hold five Langkah step cards and draw back up to five after each play.") }
    RuleParagraph { text: qsTr("Choose your walker first: their own order stays at home, so you deliver the other seven.") }
    RuleParagraph { text: qsTr("Start next to your own house, on a card of your choice.") }
    RuleHeading { text: qsTr("Moving") }
    RuleParagraph { bullet: true; text: qsTr("Play a card to move exactly its number of steps, up, down, left or right, never onto the same card twice in one move and never into a house.") }
    KakiLimaRuleDiagramWalk {}
    RuleParagraph { bullet: true; text: qsTr("Boosters: x2 doubles the steps, +2 adds two. Clearing-token boosters give you a clearing token instead (ten at most).") }
    RuleParagraph { bullet: true; text: qsTr("Swap booster: before walking, you may swap another card in your hand with the top card of the discard pile.") }
    RuleHeading { text: qsTr("Orders") }
    RuleParagraph { bullet: true; text: qsTr("End a move on a food stall to pick up orders; carry two at most.") }
    RuleParagraph { bullet: true; text: qsTr("End a move next to a customer's house to deliver; one stop can deliver two orders.") }
    RuleHeading { text: qsTr("Score") }
    RuleParagraph { text: qsTr("10 points per delivered order, plus the value of your highest clearing token (5 to 50), plus 10 with all ten tokens, minus the numbers of all the cards you played.") }
    RuleParagraph { text: qsTr("A card swapped onto the discard pile counts against you too.") }
    RuleParagraph { text: qsTr("If the draw pile runs out before the last delivery, you lose.") }
    RuleHeading { text: qsTr("Ranking") }
    RuleParagraph { text: qsTr("100-130: Impossible. 70-99: 5-star review. 40-69: Not bad lar. 0-39: ok ok lo. Below 0: Mak Cik Kiah starve liao.") }
    //: Rules section heading: the choices the app makes where the printed rulebook is silent.
    RuleHeading { text: qsTr("How the app plays it") }
    RuleParagraph { bullet: true; text: qsTr("The rulebook's map picture is missing, so the app always uses the same map, where no two houses touch.") }
    RuleParagraph { bullet: true; text: qsTr("Delivering is automatic when you stop next to a customer's house; picking up at a stall is your choice.") }
    RuleParagraph { bullet: true; text: qsTr("x2 and +2 are optional on each play; a clearing-token booster always gives its token.") }
    RuleParagraph { bullet: true; text: qsTr("The swap comes before the walk, and the card you swap away counts against your score.") }
    RuleParagraph { bullet: true; text: qsTr("Delivering the seventh order wins at once. Otherwise, if the draw pile is empty after you draw, you lose.") }
    RuleParagraph { bullet: true; text: qsTr("The actions printed on the orange and green cards are not used.") }
    RuleParagraph { bullet: true; text: qsTr("A lost game keeps its score but gets no ranking.") }
    RuleParagraph { bullet: true; text: qsTr("You may take back a step that showed no new card, and ask for a hint.") }
}
