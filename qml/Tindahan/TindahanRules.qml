// Rules summary of Tindahan (from the rulebook and our rulings).
import QtQuick
import FoodCourt.Common

Column {
    spacing: Theme.spacing / 2

    //: Rules section heading.
    RuleHeading { text: qsTr("Aim") }
    RuleParagraph { text: qsTr("Win fruit tricks and place sellers at the market stalls. The most points after every player has started one round wins.") }
    //: Rules section heading.
    RuleHeading { text: qsTr("Setup") }
    RuleParagraph { text: qsTr("Fruit cards run from 1 to 10 in five fruits. With 4 players one fruit is left out, with 3 players two; bananas are always in. Bananas start as trump.") }
    RuleParagraph { text: qsTr("Everyone gets 10 cards and 9 sellers for the round.") }
    //: Rules section heading.
    RuleHeading { text: qsTr("A trick") }
    RuleParagraph { bullet: true; text: qsTr("The leader plays a card, or moves the trump marker to another stall; then the next player must play a card, and that card's fruit is led.") }
    RuleParagraph { bullet: true; text: qsTr("Everyone else follows the led fruit if they can, or plays any card if they cannot.") }
    RuleParagraph { bullet: true; text: qsTr("Instead of playing, a player may place a seller on the stall of the led fruit, except the leader and the player who must play after a trump move.") }
    RuleParagraph { bullet: true; text: qsTr("The highest trump wins the trick, otherwise the highest card of the led fruit. The winner leads next.") }
    TindahanRuleDiagramTrick {}
    //: Rules section heading.
    RuleHeading { text: qsTr("Scoring") }
    RuleParagraph { text: qsTr("The round ends when someone is out of cards and the trick is won. Each trick is worth +2, each card left in hand -1.") }
    RuleParagraph { text: qsTr("At each stall, most sellers scores +5 and second most +2; at the trump stall both get +1 more. Tied players share the points, rounded down.") }
    RuleParagraph { text: qsTr("Shutout: a player with no sellers placed and no tricks won scores as much as the round's best player.") }
    //: Rules section heading: the choices the app makes where the printed rulebook is silent.
    RuleHeading { text: qsTr("How the app plays it") }
    RuleParagraph { bullet: true; text: qsTr("With 4 players the pineapples are left out; with 3 players the rambutans and the pineapples.") }
    RuleParagraph { bullet: true; text: qsTr("Every round starts with bananas as trump again, and every player gets their 9 sellers back.") }
    RuleParagraph { bullet: true; text: qsTr("After a trump move nothing is led yet, so the next player may play any card. The marker must go to a different stall.") }
    RuleParagraph { bullet: true; text: qsTr("A tie for first place shares the first and second place points, rounded down, and nobody scores second.") }
    RuleParagraph { bullet: true; text: qsTr("The trump bonus goes to the stall where the marker stands when the round ends.") }
    RuleParagraph { bullet: true; text: qsTr("A shutout player scores the round's top total, their own included.") }
    RuleParagraph { bullet: true; text: qsTr("Each round starts one seat to the left of the last one.") }
    RuleParagraph { bullet: true; text: qsTr("You may take back your own last step while no one else has acted.") }
    //: Rules section heading.
    RuleHeading { text: qsTr("End") }
    RuleParagraph { text: qsTr("Play one round per player, so everyone starts once. The highest total wins; ties share the win.") }
}
