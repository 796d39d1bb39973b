// TrickSeatName: who a place of the trick belongs to, under its card or its empty place:
// the name ("Lea wins" under the winning card), shrunk to a narrow slot; where even the
// smallest type would not fit (a crowded phone) the name alone, then the seat's token (its
// shape and colour, as on the player chips), never a cut name.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Item {
    id: place

    required property int seat
    required property string name
    property bool isWinner: false
    // Shown instead of the name under the winning card (the trick's words, not this file's).
    property string winsText: place.name
    property real unit: 1
    property alias labelName: playerLabel.objectName

    Label {
        id: playerLabel
        // Its own slot: the spacing stays a gap between two names. No taller than the
        // names' row (a short one beside a phone's hand shrinks the words).
        anchors.fill: parent
        horizontalAlignment: Text.AlignHCenter
        fontSizeMode: Text.Fit
        minimumPixelSize: 8
        elide: Text.ElideRight
        TextMetrics {
            id: smallestWins
            font.pixelSize: playerLabel.minimumPixelSize
            font.bold: true
            text: place.winsText
        }
        TextMetrics {
            id: smallestName
            font.pixelSize: playerLabel.minimumPixelSize
            font.bold: place.isWinner
            text: place.name
        }
        visible: smallestName.advanceWidth <= width
        text: place.isWinner && smallestWins.advanceWidth <= width ? place.winsText : place.name
        font.pixelSize: Theme.fontSmall * place.unit
        font.bold: place.isWinner
        color: Theme.ink
    }
    SellerToken {
        visible: !playerLabel.visible
        anchors { top: parent.top; topMargin: 2 * place.unit; horizontalCenter: parent.horizontalCenter }
        seat: place.seat
        width: Math.min(place.height - 4 * place.unit, place.width)
        height: width
    }
}
