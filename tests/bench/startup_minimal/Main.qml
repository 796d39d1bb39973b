// The smallest Qt Quick Controls app the start-up benchmark compares the real app with.
import QtQuick
import QtQuick.Controls

ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    title: "Minimal window"

    Button {
        anchors.centerIn: parent
        text: "Play"
    }
}
