// RulesButton: the "?" that opens a game's rules over its table (GameScreen.rulesOpen).
// GameScreen floats one over every table; a screen whose corners are taken lays one out
// in its own bar instead (GameScreen.laysOutRulesButton).
import QtQuick
import FoodCourt.Common

ActionButton {
    // The screen's scale (some tables grow their controls on a big screen).
    property real unit: 1

    objectName: "rulesButton"
    width: Theme.touchTarget * unit
    height: Theme.touchTarget * unit
    leftPadding: 0
    rightPadding: 0
    topPadding: 0
    bottomPadding: 0
    primary: false
    text: "?"
    font.pixelSize: Theme.fontLarge * unit
    font.bold: true
    //: Accessible name of the "?" button on every game table that shows the rules.
    Accessible.name: qsTr("Rules of the game")
}
