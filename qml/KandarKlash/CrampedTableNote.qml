// CrampedTableNote: said once as a new game opens on a screen too small for its cooks
// (three or four on a phone): every mat is small there, and a tablet plays better. It is
// advice, not a gate: "Play anyway" starts the kitchen, which holds meanwhile. Its backdrop
// takes the taps meant for the zones under it, so nobody lays a card while it shows.
import QtQuick
import FoodCourt.Common

Item {
    id: note

    // The rules' "?", which stays above everything (GameScreen) and sits in the middle of
    // this table: the note's card keeps to the roomier side of it, across a tall screen or
    // along a wide one, so both stay whole and apart.
    property rect avoid: Qt.rect(0, 0, 0, 0)

    signal playAnyway()

    readonly property bool tall: height >= width
    readonly property real before: tall ? avoid.y : avoid.x
    readonly property real after: tall ? height - avoid.y - avoid.height : width - avoid.x - avoid.width
    readonly property bool afterRoomier: after > before

    MouseArea {
        objectName: "crampedNoteBackdrop"
        anchors.fill: parent
        // Only here to keep fingers off the held table under the note.
        Accessible.ignored: true
        Rectangle {
            anchors.fill: parent
            color: "#8C2E1C10"
        }
    }

    Rectangle {
        id: card
        // Centred in the room left beside the "?" (all of it when there is none).
        readonly property real roomStart: note.avoid.width <= 0 ? 0 : note.afterRoomier ? note.height - note.after : 0
        readonly property real roomWidthStart: note.avoid.width <= 0 ? 0 : note.afterRoomier ? note.width - note.after : 0
        x: note.tall || note.avoid.width <= 0 ? (note.width - width) / 2
                                             : roomWidthStart + (Math.max(note.before, note.after) - width) / 2
        y: !note.tall || note.avoid.width <= 0 ? (note.height - height) / 2
                                               : roomStart + (Math.max(note.before, note.after) - height) / 2
        width: Math.min(420, (note.tall || note.avoid.width <= 0 ? note.width : Math.max(note.before, note.after))
                             - 2 * Theme.spacing)
        height: column.implicitHeight + 2 * Theme.spacing
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.woodDark
        border.width: 2

        Column {
            id: column
            x: Theme.spacing
            y: Theme.spacing
            width: card.width - 2 * Theme.spacing
            spacing: Theme.spacing
            Text {
                objectName: "crampedNoteTitle"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                //: Said as a Kandar Klash! game for three or four cooks opens on a phone.
                text: qsTr("Three or four cooks play best on a tablet")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.ink
            }
            Text {
                objectName: "crampedNoteText"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                //: Below "Three or four cooks play best on a tablet": why, and that they may still play.
                text: qsTr("On this screen every cook's mat is small. You can still play here.")
                font.pixelSize: Theme.fontBody
                color: Theme.ink
            }
            ActionButton {
                objectName: "playAnywayButton"
                anchors.horizontalCenter: parent.horizontalCenter
                //: Closes the note that a tablet plays better, and starts the Kandar Klash! game here.
                text: qsTr("Play anyway")
                onClicked: note.playAnyway()
            }
        }
    }
}
