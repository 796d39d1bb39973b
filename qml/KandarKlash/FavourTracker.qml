// FavourTracker: a cook's favours as a number on a ribbon, and, when a round is scored,
// the change floating up from it ("+3", "-1") while the number counts to the new value.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: tracker

    property int favours: 0
    property int gained: 0       // the change to show, 0: none
    property bool reduceMotion: false
    property real unit: 24

    property int shownFavours: favours
    Behavior on shownFavours {
        enabled: !tracker.reduceMotion
        NumberAnimation { duration: 900; easing.type: Easing.OutCubic }
    }

    implicitWidth: row.implicitWidth + unit
    implicitHeight: Math.max(Theme.touchTarget * 0.8, unit * 1.4)
    radius: height / 2
    color: Theme.surface
    border.color: Theme.wood

    Row {
        id: row
        anchors.centerIn: parent
        spacing: tracker.unit * 0.2
        Text {
            text: "\u2605"
            color: "#E69F00"
            font.pixelSize: tracker.unit * 0.9
            anchors.verticalCenter: parent.verticalCenter
        }
        Text {
            //: A cook's favours (points) in Kandar Klash!; %1 is the number.
            text: qsTr("Favours: %1").arg(tracker.shownFavours)
            color: Theme.ink
            font.pixelSize: tracker.unit * 0.75
            font.bold: true
            anchors.verticalCenter: parent.verticalCenter
        }
    }

    Text {
        id: change
        // It floats out of the zone over the customer card for the reveal, across the
        // card's label: meant to sit on that text (the layout audit's declaration).
        property bool overlapsText: true
        anchors.horizontalCenter: parent.horizontalCenter
        visible: tracker.gained !== 0
        text: tracker.gained > 0 ? "+" + tracker.gained : String(tracker.gained)
        color: tracker.gained > 0 ? "#007A5A" : "#B03A00"
        font.pixelSize: tracker.unit
        font.bold: true
        style: Text.Outline
        styleColor: "white"
        y: -height
        SequentialAnimation on y {
            running: change.visible && !tracker.reduceMotion
            NumberAnimation { from: 0; to: -change.height * 1.2; duration: 700; easing.type: Easing.OutBack }
        }
    }
}
