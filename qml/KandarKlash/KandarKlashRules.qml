// Rules summary of Kandar Klash! (from the rulebook and our rulings).
import QtQuick
import FoodCourt.Common

Column {
    spacing: Theme.spacing / 2

    RuleHeading { text: qsTr("Aim") }
    RuleParagraph { text: qsTr("You are nasi kandar cooks. Everyone plays at once to build each customer's dish; the most favours at the end wins.") }
    RuleHeading { text: qsTr("Setup") }
    RuleParagraph { text: qsTr("Everyone has the same six ingredient cards, each a 2 by 3 grid of ingredients. Twelve customer cards are used, each a 3 by 3 pattern.") }
    RuleHeading { text: qsTr("A round") }
    RuleParagraph { bullet: true; text: qsTr("A customer is revealed. All players play at the same time in their own corner of the tablet.") }
    RuleParagraph { bullet: true; text: qsTr("Place cards, turned or flipped, next to or over your other cards, until some 3 by 3 part of your dish matches the customer (in any rotation).") }
    KandarKlashRuleDiagramMatch {}
    RuleParagraph { bullet: true; text: qsTr("Press Siap! when your dish is ready. After that you cannot change it. The round stops when all players but one have pressed.") }
    RuleHeading { text: qsTr("Scoring") }
    RuleParagraph { text: qsTr("A correct dish scores 1 favour plus 1 for every ingredient card still in your hand. A wrong dish loses 1 favour (never below 0). The last player scores nothing.") }
    RuleParagraph { text: qsTr("Who pressed first is judged by the moment of each touch, so players touching together are treated fairly.") }
    RuleHeading { text: qsTr("Ketchup") }
    RuleParagraph { text: qsTr("The last player gets the customer card as a ketchup: a wild space on their table that matches any ingredient, up to six per player.") }
    RuleHeading { text: qsTr("End") }
    RuleParagraph { text: qsTr("When the customers run out, the most favours wins. Ties go to fewer ketchups, then are shared.") }
    //: Rules section heading: the choices the app makes where the printed rulebook is silent.
    RuleHeading { text: qsTr("How the app plays it") }
    RuleParagraph { bullet: true; text: qsTr("Cards snap to a square grid. A card after the first must touch or overlap one already down, and goes over all of them or under all of them.") }
    RuleParagraph { bullet: true; text: qsTr("Until you press Siap!, you may move, turn, flip or take back your cards.") }
    RuleParagraph { bullet: true; text: qsTr("A dish matches the customer in any of its four turns, never mirrored.") }
    RuleParagraph { bullet: true; text: qsTr("A wrong Siap! counts as a claim. Touches at the same millisecond are simultaneous: if the last claims tie, nobody is last and nobody gets a ketchup.") }
    RuleParagraph { bullet: true; text: qsTr("Ketchups lie under every card; each new one goes next to one you already have. A seventh ketchup is thrown away.") }
    RuleParagraph { bullet: true; text: qsTr("Rounds have no time limit. Each customer comes after a 3, 2, 1 countdown.") }
}
