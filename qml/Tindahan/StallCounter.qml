// StallCounter: the front of a market stall: a wooden counter with its fruit on show in a
// row of crates, drawn in front of the sellers standing behind it.
import QtQuick

Item {
    id: counter

    required property int fruit
    property real unit: 1
    property real cornerRadius: 0
    readonly property int crates: Math.max(1, Math.min(5, Math.floor(width / (height * 1.1))))

    Rectangle { // the counter's front, planks of wood
        anchors.fill: parent
        anchors.topMargin: parent.height * 0.12
        radius: counter.cornerRadius
        color: "#C8955E"
        border.color: "#7A5230"
        border.width: 1
        Rectangle {
            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
            anchors.verticalCenterOffset: parent.height * 0.18
            height: 1
            color: "#9C6B3E"
        }
    }
    Rectangle { // its top board
        width: parent.width
        height: Math.max(3, parent.height * 0.16)
        radius: height / 3
        color: "#E1B47E"
        border.color: "#7A5230"
        border.width: 1
    }

    // The fruit on show, one crate per bit of counter, placed by hand rather than by a Row
    // (a Row laid out while the counter had no height left its crates unseen).
    Repeater {
        objectName: "stallCrates"
        model: 5
        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
        // qmllint disable unqualified
        delegate: Rectangle {
            required property int index
            readonly property real step: width + counter.height * 0.1
            visible: index < counter.crates && counter.height > 0
            width: counter.height * 0.95
            height: counter.height * 0.7
            x: (counter.width - counter.crates * step) / 2 + index * step
            y: counter.height * 0.2
            radius: 2
            color: "#A87848"
            border.color: "#7A5230"
            border.width: 1
            FruitIcon {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -parent.height * 0.12
                width: parent.height * 0.95
                height: width
                fruit: counter.fruit
                Accessible.ignored: true
            }
        }
        // qmllint enable unqualified
    }
}
