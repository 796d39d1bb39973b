// Rules summary of Wok Up (from the rulebook and our rulings).
import QtQuick
import FoodCourt.Common

Column {
    spacing: Theme.spacing / 2

    RuleHeading { text: qsTr("Aim") }
    RuleParagraph { text: qsTr("Be the first chef to win five recipe cards.") }
    RuleHeading { text: qsTr("Setup") }
    RuleParagraph { text: qsTr("Five recipe stacks form a pentagon: the wok. Three recipes are face up. The 25 ingredient tokens (chili, mushroom, fish, meat, broccoli) are shared out as piles.") }
    RuleHeading { text: qsTr("A round") }
    RuleParagraph { bullet: true; text: qsTr("On the signal, everyone flicks the top token of their pile from their edge into the wok. Tokens spin, slide and bump into each other.") }
    RuleParagraph { bullet: true; text: qsTr("Only tokens inside the wok, or touching a card or divider, count.") }
    RuleParagraph { bullet: true; text: qsTr("As soon as a face-up recipe is complete, press it on your pad. The first touch wins the card; players pressing different cards at once each win theirs.") }
    RuleParagraph { bullet: true; text: qsTr("No recipe complete? Everyone flicks another token.") }
    RuleHeading { text: qsTr("Mistakes") }
    RuleParagraph { text: qsTr("Press a recipe that is not complete and you are out until the next card is won. With two players, your opponent wins the card you pressed.") }
    RuleHeading { text: qsTr("Wok'up!") }
    RuleParagraph { text: qsTr("When ten or more of one ingredient are in the wok, press Wok'up! to take any face-up recipe.") }
    RuleHeading { text: qsTr("After a win") }
    RuleParagraph { text: qsTr("A new recipe is turned face up and the tokens are shared back. With five or six players, only half of the players flick in each volley.") }
    RuleHeading { text: qsTr("End") }
    RuleParagraph { text: qsTr("The first to five recipes wins at once; fifth cards won together share the win.") }
}
