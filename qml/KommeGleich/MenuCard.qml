// MenuCard: one menu card, face up (the dish's colour, its food drawn, and its name) or face down. An
// order on the table is twoSided: its name is printed both ways up, so it reads from
// either long side of the tablet. `mark` says what the card is doing right now.
// In an overlapping hand only a strip along the card's left edge is in view (`shownWidth`):
// the name then runs up that edge, as a playing card's index does, and the dish moves over
// beside it, so every card in hand reads at a glance.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.KommeGleich

Rectangle {
    id: card

    enum Mark { None, Picked, Match, Refused, Hint }

    property int kind: 0
    property bool twoSided: false
    property bool faceDown: false
    property int mark: MenuCard.Mark.None
    // How much of the card, from its left edge, is in view (the next card of a hand covers
    // the rest).
    property real shownWidth: width

    readonly property bool inStrip: !twoSided && !faceDown && shownWidth < width - 0.5
    // The coloured band's margin, and the space kept around the name along the edge.
    readonly property real inset: width * 0.08
    readonly property real gap: Math.max(2, width * 0.04)
    // The strip's room on the band, short of the next card's edge.
    readonly property real stripRoom: Math.max(1, Math.min(shownWidth, width) - inset - gap)
    // The name's size on a whole card; up the edge, never under 11 (it still reads at arm's
    // length), and the column it takes there.
    readonly property real namePixels: Math.max(6, width * 0.16)
    readonly property real edgePixels: Math.max(11, namePixels)
    readonly property real edgeColumn: Math.ceil(edgePixels * 1.2)
    // Beside the name, the dish: whole, as large as the strip lets it be; where the strip
    // is too narrow even for a small one, at its size, partly under the next card (its
    // colour and its left part show).
    readonly property real artSize: width * 0.7
    readonly property real stripArtRoom: stripRoom - edgeColumn - gap
    readonly property real stripArt: stripArtRoom >= width * 0.2 ? Math.min(artSize, stripArtRoom) : artSize

    width: 80
    height: width * 1.45
    radius: width * 0.1
    color: faceDown ? DishStyle.cardBack : DishStyle.cardFace
    border.width: mark === MenuCard.Mark.None ? Math.max(1, width * 0.015) : Math.max(3, width * 0.06)
    border.color: [Theme.outline, DishStyle.selected, DishStyle.match, DishStyle.refused,
                   DishStyle.hint][mark] ?? Theme.outline

    Accessible.role: Accessible.StaticText
    //: Screen-reader name of a card lying face down.
    Accessible.name: faceDown ? qsTr("Face-down card") : DishStyle.name(kind)

    Rectangle {
        id: band
        visible: !card.faceDown
        anchors.fill: parent
        anchors.margins: card.inset
        radius: card.radius * 0.7
        color: DishStyle.color(card.kind)
    }

    DishArt {
        visible: !card.faceDown && !card.inStrip
        anchors.centerIn: parent
        // Clear of the name: below it on a one-sided card, between both on a two-sided one.
        anchors.verticalCenterOffset: card.twoSided ? 0 : -card.width * 0.08
        width: card.artSize
        height: width
        kind: card.kind
    }
    // In a strip: right of the name's column, at the same height.
    DishArt {
        visible: card.inStrip
        width: card.stripArt
        height: width
        x: card.inset + card.gap + card.edgeColumn + card.gap + Math.max(0, (card.stripArtRoom - width) / 2)
        y: card.height / 2 - card.width * 0.08 - height / 2
        kind: card.kind
    }

    // Face down: the same back for every card (it tells nothing of the dish).
    CardBack {
        visible: card.faceDown
        anchors.fill: parent
    }

    // The dish's name, along one edge of the card.
    component DishName: Label {
        required property int kind
        required property color ink
        horizontalAlignment: Text.AlignHCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 6
        elide: Text.ElideRight // only if even the smallest size is too wide
        font.bold: true
        color: ink
        text: DishStyle.name(kind)
    }
    DishName {
        objectName: visible ? "dishName" : "footDishName"
        kind: card.kind
        ink: Theme.textOn(band.color)
        visible: !card.faceDown && !card.inStrip
        anchors.horizontalCenter: card.horizontalCenter
        width: card.width * 0.84
        anchors.bottom: card.bottom
        anchors.bottomMargin: card.width * 0.1
        font.pixelSize: card.namePixels
    }
    // In a strip: up the card's left edge, read from the bottom. Turned about its middle, so
    // placed where the turned box fills the column beside the dish.
    DishName {
        objectName: visible ? "dishName" : "edgeDishName"
        kind: card.kind
        ink: Theme.textOn(band.color)
        visible: card.inStrip
        width: card.height - 2 * card.inset
        height: card.edgeColumn
        x: card.inset + card.gap + (card.edgeColumn - width) / 2
        y: (card.height - height) / 2
        rotation: -90
        verticalAlignment: Text.AlignVCenter
        minimumPixelSize: 11
        font.pixelSize: card.edgePixels
    }
    DishName {
        objectName: "dishName"
        kind: card.kind
        ink: Theme.textOn(band.color)
        visible: !card.faceDown && card.twoSided
        anchors.horizontalCenter: card.horizontalCenter
        width: card.width * 0.84
        rotation: 180
        anchors.top: card.top
        anchors.topMargin: card.width * 0.1
        font.pixelSize: card.namePixels
    }
}
