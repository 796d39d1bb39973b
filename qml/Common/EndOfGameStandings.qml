// EndOfGameStandings: the standings of a finished match, best first: place, the seat's
// colour and mark, the name, the game's breakdown lines under it, and the score. Winners'
// lines are raised and bordered in their own colour, and say so in words.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates (6.5 adds
// pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Column {
    id: standings

    property StandingsModel model: null
    property var scoreTexts: []   // per seat: the score as the game words it ("12 pts")
    property bool showPlaces: true
    property bool detailsOnLines: false // one breakdown line under the other (a solo game)
    property real unit: 1

    spacing: 8 * unit

    Repeater {
        model: standings.model
        delegate: Rectangle {
            id: line
            required property int seat
            required property string name
            required property int score
            required property int place
            required property bool winner
            required property var details

            objectName: "standing_" + seat
            width: standings.width
            height: lineRow.implicitHeight + 16 * standings.unit
            radius: Theme.radius * standings.unit
            color: winner ? Theme.surface : Theme.surfaceSunk
            border.color: winner ? Theme.seatColor(seat) : Theme.outline
            border.width: (winner ? 4 : 1) * standings.unit

            Row {
                id: lineRow
                x: 10 * standings.unit
                anchors.verticalCenter: parent.verticalCenter
                width: parent.width - 20 * standings.unit
                spacing: 10 * standings.unit

                Label {
                    id: placeLabel
                    visible: standings.showPlaces
                    anchors.verticalCenter: parent.verticalCenter
                    width: 30 * standings.unit
                    //: A place in the final standings: 1., 2., ...
                    text: qsTr("%1.").arg(line.place)
                    font.pixelSize: Theme.fontLarge * standings.unit
                    font.bold: true
                    color: Theme.ink
                }
                EndOfGameSeatBadge {
                    id: badge
                    anchors.verticalCenter: parent.verticalCenter
                    seat: line.seat
                    width: 34 * standings.unit
                    height: width
                }
                Column {
                    anchors.verticalCenter: parent.verticalCenter
                    width: lineRow.width - scoreLabel.width - badge.width
                           - (placeLabel.visible ? placeLabel.width + lineRow.spacing : 0) - 2 * lineRow.spacing
                    spacing: 2 * standings.unit
                    // The family player's avatar before the name (it takes no room from
                    // the lines below).
                    Row {
                        width: parent.width
                        spacing: 6 * standings.unit
                        Avatar {
                            id: face
                            objectName: "standingsAvatar"
                            kind: AvatarBook.of(line.name)
                            visible: known
                            anchors.verticalCenter: parent.verticalCenter
                            width: nameLabel.height
                            height: width
                        }
                        Label {
                            id: nameLabel
                            width: parent.width - (face.visible ? face.width + parent.spacing : 0)
                            elide: Text.ElideRight
                            text: line.name
                            font.pixelSize: Theme.fontLarge * standings.unit
                            font.bold: line.winner
                            color: Theme.ink
                        }
                    }
                    Label {
                        objectName: "winnerMark"
                        visible: line.winner && standings.showPlaces
                        width: parent.width
                        wrapMode: Text.Wrap
                        text: standings.model && standings.model.winners.length > 1
                              //: Beside a player who shares the win at the end of a game.
                              ? qsTr("Shared win")
                              //: Beside the player who won at the end of a game.
                              : qsTr("Winner")
                        font.pixelSize: Theme.fontBody * standings.unit
                        font.bold: true
                        color: Theme.primary
                    }
                    Label {
                        objectName: "details"
                        visible: text.length > 0
                        width: parent.width
                        wrapMode: Text.Wrap
                        // On one line, each part stays whole and the dot stays with the part before it.
                        text: standings.detailsOnLines ? (line.details ?? []).join("\n")
                              : (line.details ?? []).map(part => part.replace(/ /g, "\u00A0")).join("\u00A0\u00B7 ")
                        font.pixelSize: Theme.fontSmall * standings.unit
                        color: Theme.inkSoft
                    }
                }
                Label {
                    id: scoreLabel
                    objectName: "finalScore_" + line.seat
                    anchors.verticalCenter: parent.verticalCenter
                    text: standings.scoreTexts[line.seat] ?? String(line.score)
                    font.pixelSize: Theme.fontLarge * standings.unit
                    font.bold: true
                    color: Theme.ink
                }
            }
        }
    }
}
