// EndSheet: the end of a Kaki Lima run, on the shared end-of-game screen (EndOfGame):
// delivered or out of cards, the score line by line beside the player's name, the ranking
// band, the planner's par on the same deal, and the way on (a new deal, the same deal
// again, the winning move taken back, or the menu).
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

EndOfGame {
    id: sheet

    property bool won: false
    property var score: ({})
    property string band: ""
    property bool parBusy: false
    property int parScore: -1000
    property bool parWon: false
    property bool canUndo: false

    signal replay()
    signal undo()
    signal done()

    onMenu: done()

    winners: won ? [0] : []
    scores: [score.total ?? 0]
    heading: won
             //: End of a won Kaki Lima game.
             ? qsTr("All orders delivered!")
             //: End of a lost Kaki Lima game: the draw pile ran out.
             : qsTr("Out of Langkah cards")
    details: [[
        //: Score line: %1 orders delivered, 10 points each; %2 the points.
        qsTr("%1 orders delivered × 10: +%2").arg(score.delivered ?? 0).arg(score.orders ?? 0),
        //: Score line: %1 clearing tokens, scored by the highest covered space; %2 the points.
        qsTr("%1 clearing tokens: +%2").arg(score.tokens ?? 0).arg(score.tokenPoints ?? 0)]
        //: Score line: bonus for all ten clearing tokens; %1 the points.
        .concat((score.allTokens ?? 0) > 0 ? [qsTr("All ten tokens: +%1").arg(score.allTokens)] : [])
        //: Score line: the numbers of the Langkah cards played, taken off; %1 the points.
        .concat([qsTr("Steps walked: −%1").arg(score.steps ?? 0)])]
    //: The final score of a Kaki Lima run; %1 the points.
    scoreTexts: [qsTr("Total %1").arg(score.total ?? 0)]

    Label {
        objectName: "bandLabel"
        width: parent.width
        text: sheet.won ? sheet.band
              //: A lost game gets no ranking band.
              : qsTr("Some orders never arrived. No ranking this time.")
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: (sheet.won ? Theme.fontHero : Theme.fontBody) * sheet.unit
        font.bold: sheet.won
        color: sheet.won ? Theme.primary : Theme.inkSoft
    }
    Label {
        objectName: "parLabel"
        width: parent.width
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
        id: moreButtons
        width: parent.width
        spacing: 8 * sheet.unit
        readonly property real rowWidth: replayButton.implicitWidth
                                         + (undoButton.visible ? undoButton.implicitWidth + spacing : 0)
        leftPadding: Math.max(0, (width - rowWidth) / 2)
        ActionButton {
            id: replayButton
            objectName: "replayButton"
            width: Math.min(implicitWidth, moreButtons.width)
            primary: false
            //: Play the same deal (same map, same cards) again.
            text: qsTr("Play this deal again")
            font.pixelSize: Theme.fontBody * sheet.unit
            onClicked: sheet.replay()
        }
        ActionButton {
            id: undoButton
            visible: sheet.canUndo
            width: Math.min(implicitWidth, moreButtons.width)
            primary: false
            //: Take back the winning move (allowed while it showed no new card).
            text: qsTr("Undo last move")
            font.pixelSize: Theme.fontBody * sheet.unit
            onClicked: sheet.undo()
        }
    }
}
