// Rules summary of Wok Up (from the rulebook and our rulings), in the rulebook's own terms,
// as the tablet plays it: flicks from each edge, claim pads, timeouts.
import QtQuick
import FoodCourt.Common

Column {
    spacing: Theme.spacing / 2

    RuleHeading { text: qsTr("Aim") }
    RuleParagraph { text: qsTr("Be the first chef to win five Recipe cards and become Grand Master of the Wok.") }
    RuleHeading { text: qsTr("Setup") }
    RuleParagraph { text: qsTr("Five stacks of Recipe cards, with a divider between each, form a pentagon: the Wok. Three Recipe cards are face up. The 25 Ingredient tokens (chili, mushroom, fish, meat, broccoli; 1 to 5 pictures on each side) are shared out as piles nobody looks at.") }
    RuleHeading { text: qsTr("A round") }
    RuleParagraph { bullet: true; text: qsTr("After \"3, 2, 1, Wok!\", flick the top token of your pile from your edge towards the Wok: the speed and direction of your finger count. Tokens spin, slide and bump into each other. Too slow? The table throws for you.") }
    RuleParagraph { bullet: true; text: qsTr("Only tokens inside the wok, or touching a card or divider, count.") }
    WokUpRuleDiagramDivider {}
    RuleParagraph { bullet: true; text: qsTr("Once every token has settled, cover a complete Recipe card by pressing it on your pad. The first touch wins the card; players pressing different cards at once each win theirs. Press two cards at once to claim both.") }
    RuleParagraph { bullet: true; text: qsTr("No Recipe card complete? After a few seconds everyone throws another token.") }
    RuleHeading { text: qsTr("Mistakes") }
    RuleParagraph { text: qsTr("Cover a Recipe card that is not complete and your pad goes grey until the next card is won. With two players, the other player wins the card you covered.") }
    RuleHeading { text: qsTr("Wok'up!") }
    RuleParagraph { text: qsTr("When one ingredient shows ten or more pictures in the Wok, press Wok'up!, then the face-up Recipe card you want.") }
    RuleHeading { text: qsTr("After a win") }
    RuleParagraph { text: qsTr("The winner picks which stack to turn over next, by the family shown on the backs: any face-down stack but the one the won card came from.") }
    RuleParagraph { text: qsTr("Another Recipe card is turned face up and the tokens go back under the piles. With five or six players, only half of the players throw in each volley.") }
    RuleHeading { text: qsTr("End") }
    RuleParagraph { text: qsTr("The first to five Recipe cards is Grand Master of the Wok; fifth cards won at the same moment share the win.") }
    //: Rules section heading: the choices the app makes where the printed rulebook is silent.
    RuleHeading { text: qsTr("How the app plays it") }
    RuleParagraph { bullet: true; text: qsTr("Equality cards need at least one of each named ingredient, so an empty wok never completes them.") }
    RuleParagraph { bullet: true; text: qsTr("A card covered by two players at the very same millisecond goes to neither of them; a later touch can still win it.") }
    RuleParagraph { bullet: true; text: qsTr("Covering two cards at once is a mistake if either one is not complete. A wrong Wok'up! gives nothing to the other player.") }
    RuleParagraph { bullet: true; text: qsTr("The winner does not choose the next card: a face-down stack is turned at random.") }
    RuleParagraph { bullet: true; text: qsTr("The thrown tokens are dealt back one by one under the smallest piles. Nobody sees into the piles, not even their owner.") }
    RuleParagraph { bullet: true; text: qsTr("A thrower who has not flicked within 6 seconds gets a straight throw; a player who has not pressed within 5 seconds passes.") }
}
