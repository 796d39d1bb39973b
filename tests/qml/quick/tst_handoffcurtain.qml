// The hand-off curtain keeps a private hand private: it covers and swallows presses on
// what lies beneath, a short tap on its hold button reveals nothing, and only a hold of
// the full holdMs opens it. The hold runs on the wall clock (an animation): the checks
// hold however slowly the machine runs (a long hold where a press must stay short, and
// "not yet open" asserted only while less than holdMs has passed).
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
            curtain.holdMs = 400
            curtain.playerColor = "transparent"
            curtain.recap = []
            curtain.show("Ana")
            revealed.clear()
            table.handTaps = 0
        }

        function test_namesThePlayer() {
            verify(findByText(curtain, "Pass to Ana"))
            verify(!findChild(curtain, "handoffRecap").visible, "no recap: no empty lines")
        }

        function test_namesThePlayerInTheirColourWithARecap() {
            curtain.show("<b>Ana</b> & co")
            curtain.playerColor = "#56B4E9"
            curtain.recap = ["Bo played the 7 of Durians.", "Cy won the trick."]
            compare(curtain.Accessible.name, "Pass to <b>Ana</b> & co")
            // The typed name is shown as typed (escaped), on the seat's colour.
            const title = findByText(curtain, "Pass to " + curtain.nameMarkup())
            verify(title, "the title carries the coloured name")
            verify(title.text.includes("&lt;b&gt;Ana&lt;/b&gt;&nbsp;&amp;&nbsp;co"), "escaped, on one line")
            verify(title.text.includes("background-color:#56b4e9"))
            compare(findChild(curtain, "handoffRecap").text,
                    "Bo played the 7 of Durians.\nCy won the trick.")
            verify(findChild(curtain, "handoffRecap").visible)
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

        // A press far shorter than the hold (a minute), however slow the machine: the
        // release stops the hold, and its progress stays at 0 from then on.
        function test_shortTapDoesNotReveal() {
            curtain.holdMs = 60000
            const button = holdButton()
            mousePress(button, button.width / 2, button.height / 2)
            wait(100)
            mouseRelease(button, button.width / 2, button.height / 2)
            compare(curtain.progress, 0)
            wait(200) // a running hold would have moved on meanwhile
            verify(curtain.shown)
            compare(revealed.count, 0)
            compare(curtain.progress, 0)
        }

        function test_shortTouchDoesNotReveal() {
            curtain.holdMs = 60000
            const button = holdButton()
            touchEvent(button).press(0, button).commit().release(0, button).commit()
            compare(curtain.progress, 0)
            wait(200)
            verify(curtain.shown)
            compare(revealed.count, 0)
            compare(curtain.progress, 0)
        }

        function test_fullHoldReveals() {
            const button = holdButton()
            const pressedAt = Date.now()
            mousePress(button, button.width / 2, button.height / 2)
            wait(curtain.holdMs / 2)
            // Halfway, unless the machine stalled past the whole hold meanwhile (only then
            // may the curtain have opened already).
            if (Date.now() - pressedAt < curtain.holdMs) {
                verify(curtain.shown, "still hidden halfway through the hold")
                verify(curtain.progress > 0 && curtain.progress < 1)
            }
            tryCompare(curtain, "shown", false, 20000)
            verify(Date.now() - pressedAt >= curtain.holdMs, "not opened before the full hold")
            compare(revealed.count, 1)
            mouseRelease(button, button.width / 2, button.height / 2)
            verify(!curtain.visible)
            mouseClick(table, 20, 20)
            compare(table.handTaps, 1, "the hand is usable once revealed")
        }
    }
}
