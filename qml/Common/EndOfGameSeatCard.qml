// EndOfGameSeatCard: one seat's own result at the end of a real-time game, laid in that
// seat's zone and turned to face its edge (EndOfGame puts it in a SeatZone), so every
// player reads their place, their score and its breakdown the right way up.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: card

    property var row: ({})        // StandingsModel.rowOfSeat(seat)
    property int seats: 1
    property var winnerNames: []
    property string scoreText: ""
    property real unit: 1

    readonly property bool winner: row.winner ?? false
    readonly property real margin: Math.max(6, Math.min(width, height) * 0.06)

    radius: Theme.radius * unit
    color: Theme.surface
    border.color: Theme.seatColor(row.seat ?? 0)
    border.width: Math.max(3, Math.min(width, height) * 0.035)

    Column {
        id: lines
        x: card.margin
        y: card.margin
        width: card.width - 2 * card.margin
        height: card.height - 2 * card.margin
        spacing: height * 0.03

        Text {
            objectName: "seatResult"
            width: parent.width
            height: parent.height * 0.34
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.Fit
            minimumPixelSize: 10
            // Fit shrinks a long line, or breaks it at a space, within the box (so the text
            // is never wider than its item, whatever its unfitted size).
            wrapMode: Text.WordWrap
            // As large as the zone allows: read from a chair.
            font.pixelSize: Math.max(Theme.fontTitle * card.unit, height * 0.8)
            font.bold: true
            color: card.winner ? Theme.primary : Theme.ink
            text: card.winner ? (card.winnerNames.length > 1
                                 //: A winner's own zone at the end of a real-time game, the win shared.
                                 ? qsTr("You share the win!")
                                 //: The winner's own zone at the end of a real-time game.
                                 : qsTr("You win!"))
                              //: A player's own zone at the end of a real-time game; %1 their place, %2 the players.
                              : qsTr("Place %1 of %2").arg(card.row.place ?? 0).arg(card.seats)
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            height: parent.height * 0.24
            spacing: height * 0.3
            EndOfGameSeatBadge {
                seat: card.row.seat ?? 0
                height: parent.height * 0.9
                width: height
                anchors.verticalCenter: parent.verticalCenter
            }
            // The family player's own face, as chosen at the setup (none for a bot).
            Avatar {
                id: face
                objectName: "seatAvatar"
                kind: AvatarBook.of(card.row.name ?? "")
                visible: known
                height: parent.height
                width: visible ? height : 0
                anchors.verticalCenter: parent.verticalCenter
            }
            Text {
                width: Math.min(implicitWidth, lines.width - parent.height * 1.3
                                - (face.visible ? face.width + parent.spacing : 0))
                height: parent.height
                verticalAlignment: Text.AlignVCenter
                // Shrinks, or breaks at a space, to fit beside the badge and the avatar.
                fontSizeMode: Text.Fit
                minimumPixelSize: 10
                wrapMode: Text.WordWrap
                font.pixelSize: Math.max(Theme.fontLarge * card.unit, height * 0.6)
                font.bold: true
                color: Theme.ink
                //: A player's own end result: %1 their name, %2 their score ("Ana: 5 favours").
                text: qsTr("%1: %2").arg(card.row.name ?? "").arg(card.scoreText)
            }
        }
        Text {
            width: parent.width
            height: parent.height * 0.32
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
            fontSizeMode: Text.Fit
            minimumPixelSize: 9
            font.pixelSize: Math.max(Theme.fontBody * card.unit, height * 0.3)
            color: Theme.inkSoft
            text: {
                const parts = []
                if (!card.winner)
                    //: In a player's own end result: who won; %1 is one name or several.
                    parts.push(qsTr("Winner: %1").arg(card.winnerNames.join(", ")))
                return parts.concat(card.row.details ?? []).join("  ·  ")
            }
        }
    }
}
