// EndSheet: the end of the run: delivered or out of cards, the score line by line, the
// ranking band, the planner's par on the same deal, and the way on (the same deal again,
// or back to the food court).
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

OverlayCard {
    id: sheet

    property bool won: false
    property var score: ({})
    property string band: ""
    property bool parBusy: false
    property int parScore: -1000
    property bool parWon: false
    property bool canUndo: false

    signal replay()
    signal playAgain()
    signal undo()
    signal done()

    spacing: 8 * unit

    component ScoreLine: RowLayout {
        property string label
        property string value
        Layout.fillWidth: true
        Label {
            Layout.fillWidth: true
            text: parent.label
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontBody * sheet.unit
            color: Theme.ink
        }
        Label {
            text: parent.value
            font.pixelSize: Theme.fontBody * sheet.unit
            font.bold: true
            color: Theme.ink
        }
    }

    Label {
        Layout.fillWidth: true
        objectName: "endTitle"
        text: sheet.won
              //: End of a won Kaki Lima game.
              ? qsTr("All orders delivered!")
              //: End of a lost Kaki Lima game: the draw pile ran out.
              : qsTr("Out of Langkah cards")
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontTitle * sheet.unit
        font.bold: true
        color: Theme.ink
    }
    Label {
        Layout.fillWidth: true
        objectName: "bandLabel"
        text: sheet.won ? sheet.band
              //: A lost game gets no ranking band.
              : qsTr("Some orders never arrived. No ranking this time.")
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: (sheet.won ? Theme.fontHero : Theme.fontBody) * sheet.unit
        font.bold: sheet.won
        color: sheet.won ? Theme.primary : Theme.inkSoft
    }
    Rectangle { Layout.fillWidth: true; height: 1; color: Theme.outline }
    ScoreLine {
        //: Score line: %1 orders delivered, 10 points each.
        label: qsTr("%1 orders delivered × 10").arg(sheet.score.delivered ?? 0)
        value: "+" + (sheet.score.orders ?? 0)
    }
    ScoreLine {
        //: Score line: %1 clearing tokens, scored by the highest covered space.
        label: qsTr("%1 clearing tokens").arg(sheet.score.tokens ?? 0)
        value: "+" + (sheet.score.tokenPoints ?? 0)
    }
    ScoreLine {
        visible: (sheet.score.allTokens ?? 0) > 0
        //: Score line: bonus for all ten clearing tokens.
        label: qsTr("All ten tokens")
        value: "+" + (sheet.score.allTokens ?? 0)
    }
    ScoreLine {
        //: Score line: the numbers of the Langkah cards played, taken off.
        label: qsTr("Steps walked")
        value: "−" + (sheet.score.steps ?? 0)
    }
    Rectangle { Layout.fillWidth: true; height: 1; color: Theme.outline }
    ScoreLine {
        objectName: "totalLine"
        //: Score line: the final score.
        label: qsTr("Total")
        value: String(sheet.score.total ?? 0)
    }
    Label {
        Layout.fillWidth: true
        objectName: "parLabel"
        text: sheet.parBusy || sheet.parScore === -1000
              //: While the planner plays the same deal to set a par.
              ? qsTr("The planner is playing this deal…")
              : sheet.parWon
                //: The planner's result on the same deal; %1 is its score.
                ? qsTr("Par (the planner on this deal): %1").arg(sheet.parScore)
                //: The planner lost the same deal; %1 is its score.
                : qsTr("Par: the planner ran out of cards on this deal (%1)").arg(sheet.parScore)
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.fontBody * sheet.unit
        font.italic: true
        color: Theme.inkSoft
    }
    Flow {
        Layout.fillWidth: true
        Layout.topMargin: 8 * sheet.unit
        spacing: 8 * sheet.unit
        PlayAgainButton { // a new deal
            font.pixelSize: Theme.fontBody * sheet.unit
            onClicked: sheet.playAgain()
        }
        ActionButton {
            objectName: "replayButton"
            primary: false
            //: Play the same deal (same map, same cards) again.
            text: qsTr("Play this deal again")
            font.pixelSize: Theme.fontBody * sheet.unit
            onClicked: sheet.replay()
        }
        ActionButton {
            visible: sheet.canUndo
            primary: false
            //: Take back the winning move (allowed while it showed no new card).
            text: qsTr("Undo last move")
            font.pixelSize: Theme.fontBody * sheet.unit
            onClicked: sheet.undo()
        }
        ActionButton {
            objectName: "doneButton"
            primary: false
            //: Back to the food court menu.
            text: qsTr("Menu")
            font.pixelSize: Theme.fontBody * sheet.unit
            onClicked: sheet.done()
        }
    }
}
