// Four players touching their own pads in the same instant: one touch event with four
// points on four SeatZones (one per tablet edge). Every zone must report its own seat,
// once, with the event's timestamp, so the engine can judge the claims by time.
import QtQuick
import QtTest
import FoodCourt.Common

Item {
    id: table
    width: 800
    height: 800

    property var presses: []

    function record(seat, timestampMs) {
        presses = presses.concat([{ seat: seat, timestampMs: timestampMs }])
    }

    SeatZone {
        id: bottom
        seat: 0; edge: 0
        x: 200; y: 600; width: 400; height: 200
        onPressed: (seat, timestampMs) => table.record(seat, timestampMs)
    }
    SeatZone {
        id: right
        seat: 1; edge: 1
        x: 600; y: 200; width: 200; height: 400
        onPressed: (seat, timestampMs) => table.record(seat, timestampMs)
    }
    SeatZone {
        id: top
        seat: 2; edge: 2
        x: 200; y: 0; width: 400; height: 200
        onPressed: (seat, timestampMs) => table.record(seat, timestampMs)
    }
    SeatZone {
        id: left
        seat: 3; edge: 3
        x: 0; y: 200; width: 200; height: 400
        onPressed: (seat, timestampMs) => table.record(seat, timestampMs)
    }

    TestCase {
        name: "SeatZone"
        when: windowShown

        function init() { table.presses = [] }

        function seatsPressed() {
            return table.presses.map(p => p.seat).sort()
        }

        function test_fourSimultaneousTouches() {
            const zones = [bottom, right, top, left]
            let touches = touchEvent(table)
            for (let i = 0; i < zones.length; ++i)
                touches.press(i, zones[i], zones[i].width / 2, zones[i].height / 2)
            touches.commit()

            compare(seatsPressed(), [0, 1, 2, 3])
            const first = table.presses[0].timestampMs
            for (const press of table.presses) {
                verify(press.timestampMs > 0, "a real event timestamp, seat " + press.seat)
                // One touch event: all four fingers landed at the same instant.
                compare(press.timestampMs, first)
            }
            verify(bottom.content && right.content, "zones expose their turned content")

            touches = touchEvent(table)
            for (let j = 0; j < zones.length; ++j)
                touches.release(j, zones[j], zones[j].width / 2, zones[j].height / 2)
            touches.commit()
            compare(table.presses.length, 4, "releasing reports nothing")
        }

        function test_heldFingerDoesNotRepeatAndLaterTouchesAreLater() {
            let touches = touchEvent(table)
            touches.press(0, bottom, 10, 10).commit()
            wait(20)
            touches.move(0, bottom, 30, 20).commit()
            touches.press(1, top, 50, 50).commit()
            compare(seatsPressed(), [0, 2])
            // Stamps come from the events, so the later finger carries the later time.
            verify(table.presses[1].timestampMs - table.presses[0].timestampMs >= 15)
            touches.release(0, bottom, 30, 20).release(1, top, 50, 50).commit()
        }

        function test_aDisabledPadIgnoresTouches() {
            left.padEnabled = false
            touchEvent(table).press(0, left, 20, 20).commit().release(0, left, 20, 20).commit()
            left.padEnabled = true
            compare(table.presses.length, 0)
        }
    }
}
