// FocusRing: the keyboard's mark on a card, a seller, a pad or a claim: a thick outline
// just outside its parent while the parent has the keyboard's focus (Tab, the arrows), so
// a player at a desktop sees what Enter or Space will press.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: ring

    // The item whose focus it shows (by default the one it outlines).
    property Item target: parent

    anchors.fill: parent
    anchors.margins: -border.width - 2
    z: 100
    visible: target !== null && target.activeFocus
    color: "transparent"
    radius: Theme.radius
    border.width: 4
    // Okabe-Ito blue: no warm colour of the tables, seen by the colour-blind too.
    border.color: "#0072B2"
}
