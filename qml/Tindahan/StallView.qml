// StallView: one market stall: its fruit, whether it is led or trump, and the sellers
// each seat placed there (token shape and colour, with the count in figures).
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Rectangle {
    id: stall

    required property int fruit
    required property bool isTrump
    required property bool isLed
    required property var sellers
    property real unit: 1
    property real headerHeight: 64 * unit // StallRow sets it (the trump token stands below)
    // The leader is choosing where to move the trump token: this stall can be tapped.
    property bool pickable: false

    signal picked(int fruit)

    radius: Theme.radius * unit
    color: Theme.surface
    border.width: pickable ? 4 * unit : (isLed ? 3 * unit : 1)
    border.color: pickable || isLed ? TindahanStyle.highlight : Theme.outline
    objectName: "stall_" + fruit
    Accessible.role: pickable ? Accessible.Button : Accessible.Pane
    Accessible.name: TindahanStyle.fruitName(fruit)
    Accessible.onPressAction: if (pickable) stall.picked(fruit)

    // The stall drawn around its sellers: a wall in the fruit's tint, the awning's edge.
    StallBackdrop {
        anchors.fill: parent
        anchors.margins: stall.border.width
        fruit: stall.fruit
        signHeight: stall.headerHeight - stall.border.width
        unit: stall.unit
        cornerRadius: stall.radius
    }

    Rectangle {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: stall.headerHeight
        radius: stall.radius
        color: TindahanStyle.fruitColors[stall.fruit] ?? "white"
        Column {
            anchors.centerIn: parent
            width: parent.width - 8 * stall.unit
            spacing: 2 * stall.unit
            Rectangle { // a light disc, so the fruit's colour shows on its own band
                // (A header too short for it and the name keeps the name.)
                visible: header.height >= 44 * stall.unit
                width: header.height * 0.52
                height: width
                radius: width / 2
                color: Theme.surface
                anchors.horizontalCenter: parent.horizontalCenter
                FruitIcon {
                    anchors.fill: parent
                    anchors.margins: parent.width * 0.1
                    fruit: stall.fruit
                }
            }
            Label {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                // Long names shrink to fit a narrow stall (cut only below the minimum).
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 9
                elide: Text.ElideRight
                text: TindahanStyle.fruitName(stall.fruit)
                font.pixelSize: Math.min(Theme.fontBody * stall.unit, header.height * 0.6)
                font.bold: true
                color: TindahanStyle.fruitInk[stall.fruit] ?? "black"
            }
        }
    }

    // A seller token's size: what the stall's body leaves for two lines of them.
    readonly property real sellerSize: Math.min(stall.width * 0.18,
                                                Math.max(26 * unit, (height - headerHeight - tokenSize) * 0.3),
                                                56 * unit)

    // Room for the trump token (StallRow draws it here so it can slide between stalls).
    readonly property real tokenSize: Math.min(34 * unit, width * 0.3)

    Label {
        id: badge
        anchors {
            top: header.bottom
            left: parent.left
            right: parent.right
            topMargin: 6 * stall.unit
            leftMargin: (stall.isTrump ? stall.tokenSize + 12 * stall.unit : 8 * stall.unit)
        }
        // From the font, not implicitHeight: an eliding label's implicit height follows
        // its height, a binding loop.
        height: stall.isLed || stall.isTrump ? Math.max(stall.tokenSize, font.pixelSize * 1.5) : 0
        verticalAlignment: Text.AlignVCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 9
        elide: Text.ElideRight
        text: stall.isTrump && stall.isLed ? qsTr("Trump · Led")
              : stall.isTrump ? qsTr("Trump") : stall.isLed ? qsTr("Led") : ""
        font.pixelSize: Theme.fontSmall * stall.unit
        font.bold: true
        color: Theme.ink
    }

    // Sellers stand behind the counter, each seat's figure with its count when several.
    readonly property real counterHeight: Math.min((height - headerHeight) * 0.3, width * 0.25)
    readonly property real figureHeight: Math.min((height - headerHeight) * 0.5, width * 0.3)
    Flow {
        anchors {
            left: parent.left
            right: parent.right
            bottom: parent.bottom
            bottomMargin: stall.counterHeight * 0.55
            leftMargin: Math.min(6 * stall.unit, stall.width * 0.04)
            rightMargin: anchors.leftMargin
        }
        spacing: Math.min(4 * stall.unit, stall.width * 0.03)
        Repeater {
            model: stall.sellers
            // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
            // pragma ComponentBehavior: Bound); the ids used here are this file's own.
            // qmllint disable unqualified
            delegate: Row {
                id: sellerGroup
                required property int index
                required property int modelData
                objectName: "stallSellers_" + stall.fruit + "_" + index
                visible: modelData > 0
                spacing: 1 * stall.unit
                SellerFigure {
                    seat: sellerGroup.index
                    height: stall.figureHeight
                    width: height * 0.72
                }
                Label {
                    objectName: "stallSellerCount_" + stall.fruit + "_" + sellerGroup.index
                    visible: sellerGroup.modelData > 1
                    anchors.top: parent.top
                    //: Number of sellers a player has at a stall, e.g. "×3"
                    text: qsTr("×%1").arg(sellerGroup.modelData)
                    font.pixelSize: Math.min(Math.max(Theme.fontBody * stall.unit, stall.sellerSize * 0.7),
                                             stall.width * 0.14)
                    font.bold: true
                    color: Theme.ink
                }
            }
            // qmllint enable unqualified
        }
    }
    StallCounter {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: stall.border.width }
        height: stall.counterHeight
        fruit: stall.fruit
        unit: stall.unit
        cornerRadius: stall.radius
        opacity: stall.pickable ? 0.3 : 1 // the tap prompt reads over it
    }

    Label {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 8 * stall.unit }
        visible: stall.pickable
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        //: On a stall the leader may tap to move the trump token there
        text: qsTr("Tap to make %1 trump").arg(TindahanStyle.fruitName(stall.fruit))
        font.pixelSize: Theme.fontBody * stall.unit
        font.bold: true
        color: TindahanStyle.highlight
    }

    TapHandler {
        enabled: stall.pickable
        onTapped: stall.picked(stall.fruit)
    }
    // While it can be picked, the keyboard reaches it too.
    activeFocusOnTab: pickable
    Accessible.description: pickable ? qsTr("Tap to make %1 trump").arg(TindahanStyle.fruitName(stall.fruit)) : ""
    Keys.onPressed: event => Keyboard.handle(event, stall, () => { if (stall.pickable) stall.picked(stall.fruit) })
    FocusRing {
        radius: stall.radius
    }
}
