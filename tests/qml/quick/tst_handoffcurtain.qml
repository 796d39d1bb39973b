// The hand-off curtain keeps a private hand private: it covers and swallows presses on
// what lies beneath, a short tap on its hold button reveals nothing, and only a hold of
// the full holdMs opens it.
import QtQuick
import QtTest
import FoodCourt.Common

Item {
    id: table
    width: 800
    height: 600

    property int handTaps: 0

    // The private hand beneath the curtain.
    Rectangle {
        id: hand
        anchors.fill: parent
        color: "green"
        MouseArea {
            anchors.fill: parent
            onClicked: table.handTaps++
        }
    }

    HandoffCurtain {
        id: curtain
        playerName: "Ana"
        holdMs: 400
    }

    SignalSpy {
        id: revealed
        target: curtain
        signalName: "revealed"
    }

    TestCase {
        name: "HandoffCurtain"
        when: windowShown

        // The round hold button: the item whose label reads "Hold".
        function holdButton() {
            const label = findByText(curtain, "Hold")
            verify(label, "the curtain has a Hold button")
            return label.parent
        }

        function findByText(item, text) {
            if (item.text === text)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findByText(item.children[i], text)
                if (found)
                    return found
            }
            return null
        }

        function init() {
            curtain.show("Ana")
            revealed.clear()
            table.handTaps = 0
        }

        function test_namesThePlayer() {
            verify(findByText(curtain, "Pass to Ana"))
        }

        function test_coversAndSwallowsTheHand() {
            verify(curtain.visible)
            compare(curtain.width, table.width)
            compare(curtain.height, table.height)
            mouseClick(table, 20, 20)
            touchEvent(table).press(0, table, 30, 30).commit().release(0, table, 30, 30).commit()
            compare(table.handTaps, 0)
            verify(curtain.shown)
        }

        function test_shortTapDoesNotReveal() {
            const button = holdButton()
            mousePress(button, button.width / 2, button.height / 2)
            wait(curtain.holdMs / 4)
            mouseRelease(button, button.width / 2, button.height / 2)
            wait(curtain.holdMs) // long past the hold time: the release cancelled it
            verify(curtain.shown)
            compare(revealed.count, 0)
            compare(curtain.progress, 0)
        }

        function test_shortTouchDoesNotReveal() {
            const button = holdButton()
            touchEvent(button).press(0, button).commit().release(0, button).commit()
            wait(curtain.holdMs + 100)
            verify(curtain.shown)
            compare(revealed.count, 0)
        }

        function test_fullHoldReveals() {
            const button = holdButton()
            mousePress(button, button.width / 2, button.height / 2)
            wait(curtain.holdMs / 2)
            verify(curtain.shown, "still hidden halfway through the hold")
            verify(curtain.progress > 0 && curtain.progress < 1)
            tryCompare(curtain, "shown", false, curtain.holdMs * 4)
            compare(revealed.count, 1)
            mouseRelease(button, button.width / 2, button.height / 2)
            verify(!curtain.visible)
            mouseClick(table, 20, 20)
            compare(table.handTaps, 1, "the hand is usable once revealed")
        }
    }
}
