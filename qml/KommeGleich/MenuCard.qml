// MenuCard: one menu card, face up (the dish's colour, its food drawn, and its name) or face down. An
// order on the table is twoSided: its name is printed both ways up, so it reads from
// either long side of the tablet. `mark` says what the card is doing right now.
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
        anchors.margins: card.width * 0.08
        radius: card.radius * 0.7
        color: DishStyle.color(card.kind)
    }

    DishArt {
        visible: !card.faceDown
        anchors.centerIn: parent
        // Clear of the name: below it on a one-sided card, between both on a two-sided one.
        anchors.verticalCenterOffset: card.twoSided ? 0 : -card.width * 0.08
        width: card.width * 0.7
        height: width
        kind: card.kind
    }

    // Face down: the same back for every card (it tells nothing of the dish).
    CardBack {
        visible: card.faceDown
        anchors.fill: parent
    }

    // The dish's name, along one edge of the card.
    component DishName: Label {
        objectName: "dishName"
        required property Item card
        required property int kind
        required property color ink
        anchors.horizontalCenter: card.horizontalCenter
        width: card.width * 0.84
        horizontalAlignment: Text.AlignHCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 6
        elide: Text.ElideRight // only if even the smallest size is too wide
        font.pixelSize: Math.max(6, card.width * 0.16)
        font.bold: true
        color: ink
        text: DishStyle.name(kind)
    }
    DishName {
        card: card
        kind: card.kind
        ink: Theme.textOn(band.color)
        visible: !card.faceDown
        anchors.bottom: card.bottom
        anchors.bottomMargin: card.width * 0.1
    }
    DishName {
        card: card
        kind: card.kind
        ink: Theme.textOn(band.color)
        visible: !card.faceDown && card.twoSided
        rotation: 180
        anchors.top: card.top
        anchors.topMargin: card.width * 0.1
    }
}
