// SeatZone: one player's area in a real-time game, turned to face the tablet edge the
// player sits at (edge: 0 bottom, 1 right, 2 top, 3 left). Children go into the turned
// content. The zone's pad reports presses with the touch event's own timestamp, so
// several players pressing at the same instant are told apart by when they touched.
import QtQuick
import FoodCourt.Common

Item {
    id: zone

    property int seat: 0
    property int edge: 0
    property color accent: Theme.seatColor(seat)
    property alias padEnabled: pad.enabled
    // The turned area children are laid out in (width/height already swapped for
    // side edges).
    readonly property Item content: facing
    default property alias contentData: facing.data

    signal pressed(int seat, real timestampMs)

    Item {
        id: facing
        anchors.centerIn: parent
        width: (zone.edge % 2 === 0) ? zone.width : zone.height
        height: (zone.edge % 2 === 0) ? zone.height : zone.width
        // Rotating by 90 turns "down" to the left, so the right edge needs 270.
        rotation: [0, 270, 180, 90][((zone.edge % 4) + 4) % 4]

        PressPad {
            id: pad
            anchors.fill: parent
            z: -1 // behind the zone's own buttons, which take their presses first
            onPressed: timestampMs => zone.pressed(zone.seat, timestampMs)
        }
    }
}
