// A real-time claim from the keyboard (issue 20): a PressPad reached with Tab presses on
// Enter, Return or Space, once per key press, with the key event's timestamp, and is
// down until the key is let go; other keys leave it alone, and the arrow keys
// (Keyboard.walk) move on to the next pad, as on Kandar Klash!'s Siap! and Wok Up's claims.
import QtQuick
import QtTest
import FoodCourt.Common

Item {
    id: root
    width: 400
    height: 200

    PressPad {
        id: first
        x: 20; y: 20; width: 100; height: 100
        activeFocusOnTab: true
        Keys.onPressed: event => Keyboard.walk(event, first)
    }
    PressPad {
        id: second
        x: 200; y: 20; width: 100; height: 100
        activeFocusOnTab: true
        Keys.onPressed: event => Keyboard.walk(event, second)
    }
    SignalSpy {
        id: firstPresses
        target: first
        signalName: "pressed"
    }
    SignalSpy {
        id: secondPresses
        target: second
        signalName: "pressed"
    }

    TestCase {
        name: "PressPadKeys"
        when: windowShown

        function test_enterOrSpacePressesTheFocusedPadOnce() {
            first.forceActiveFocus(Qt.TabFocusReason)
            keyPress(Qt.Key_Space)
            compare(firstPresses.count, 1)
            verify(first.down)
            verify(firstPresses.signalArguments[0][0] >= 0, "the key's own timestamp")
            keyRelease(Qt.Key_Space)
            verify(!first.down)
            keyClick(Qt.Key_Return)
            keyClick(Qt.Key_Enter)
            compare(firstPresses.count, 3)
            keyClick(Qt.Key_A)
            compare(firstPresses.count, 3, "another key presses nothing")
            compare(secondPresses.count, 0)
        }

        function test_theArrowsWalkToTheNextPad() {
            first.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Right)
            verify(second.activeFocus)
            const before = secondPresses.count
            keyClick(Qt.Key_Space)
            compare(secondPresses.count, before + 1)
            keyClick(Qt.Key_Left)
            verify(first.activeFocus)
        }
    }
}
