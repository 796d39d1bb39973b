// PlayAgainButton: "Play again" at the end of every game: the same people, a new deal, the
// next player starting (the table's rematch(), MatchSession's table contract). The game's
// screen calls rematch and closes its end-of-game overlays when this is clicked.
import QtQuick
import FoodCourt.Common

ActionButton {
    objectName: "playAgainButton"
    //: Button at the end of a game: a new game with the same players, the next one starting.
    text: qsTr("Play again")
    Accessible.name: text
}
