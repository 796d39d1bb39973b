// Rules summary of the test game (a tiny trick game the harness and the tests play).
import QtQuick
import FoodCourt.Common

Column {
    spacing: Theme.spacing / 2

    RuleHeading { text: qsTr("Aim") }
    RuleParagraph { text: qsTr("Take the most tricks with cards 1 to 12.") }
}
