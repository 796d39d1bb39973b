// LangkahCard: a Langkah step card in hand: its big number (the steps, and the points it
// costs) and its booster as a badge with a symbol and a word (x2, +2, a clearing token, a
// swap). Lifted when selected, ringed blue when it is the hint, marked when picked to
// swap, dimmed when no walk fits it now.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: card

    required property int index
    required property string token
    required property int number
    required property string booster
    required property bool playable
    required property bool selected
    required property bool swapPick
    required property bool hinted

    signal tapped(int row)

    objectName: "handCard_" + index
    radius: width * 0.1
    color: KakiStyle.langkah
    border.color: selected ? KakiStyle.lit : hinted ? KakiStyle.hint : swapPick ? "#8E44AD" : KakiStyle.langkahEdge
    border.width: selected || hinted || swapPick ? Math.max(4, width * 0.06) : Math.max(2, width * 0.025)
    opacity: playable || swapPick ? 1 : 0.5
    transform: Translate { y: card.selected ? -card.height * 0.08 : 0 }

    // Footprints in the corner: the card is a walk.
    Text {
        x: card.width * 0.08
        y: card.height * 0.04
        //: The name printed on every step card ("langkah" is Malay for "step").
        text: qsTr("Langkah")
        font.pixelSize: card.width * 0.12
        color: KakiStyle.langkahEdge
        font.italic: true
    }

    Text {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -card.height * 0.06
        text: card.number
        font.pixelSize: card.height * 0.42
        font.bold: true
        color: KakiStyle.langkahEdge
    }

    Rectangle {
        visible: card.booster !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: card.height * 0.06
        width: card.width * 0.84
        height: card.height * 0.2
        radius: height / 2
        color: card.booster === "x2" || card.booster === "+2" ? "#E69F00"
             : card.booster === "clearing" ? "#009E73" : "#CC79A7"
        Text {
            id: boosterText
            anchors.fill: parent
            anchors.leftMargin: 3
            anchors.rightMargin: 3
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            // A long word ("● Marker", "● gettone") shrinks to the badge; where it would
            // still not fit at the smallest size (a phone's small cards) the badge keeps
            // its symbol alone, which the badge's colour and the discard pile ("2 ●") share.
            fontSizeMode: Text.Fit
            minimumPixelSize: 7
            elide: Text.ElideRight
            font.pixelSize: parent.height * 0.62
            font.bold: true
            color: "white"
            //: Booster on a Langkah card: twice the steps.
            readonly property string word: card.booster === "x2" ? qsTr("×2")
                //: Booster on a Langkah card: two more steps.
                : card.booster === "+2" ? qsTr("+2")
                //: Booster on a Langkah card: gain a clearing token. Keep it very short.
                : card.booster === "clearing" ? qsTr("● token")
                //: Booster on a Langkah card: swap a hand card with the discard pile. Keep it very short.
                : qsTr("⇄ swap")
            TextMetrics {
                id: smallestWord
                font.pixelSize: boosterText.minimumPixelSize
                font.bold: true
                text: boosterText.word
            }
            text: smallestWord.advanceWidth <= width ? word : word.split(" ")[0]
        }
    }

    Rectangle { // picked to swap away
        visible: card.swapPick
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: -width * 0.3
        width: card.width * 0.34
        height: width
        radius: width / 2
        color: "#8E44AD"
        Text { anchors.centerIn: parent; text: "⇄"; color: "white"; font.pixelSize: parent.width * 0.6 }
    }

    TapHandler {
        onTapped: card.tapped(card.index)
    }

    // The keyboard and a screen reader choose the card as a tap does.
    activeFocusOnTab: true
    Accessible.role: Accessible.Button
    //: A screen reader's name for a Langkah (step) card; %1 its number of steps.
    Accessible.name: qsTr("Langkah %1").arg(number)
                     + (booster === "" ? "" : ", " + (booster === "x2" ? qsTr("×2")
                                                     : booster === "+2" ? qsTr("+2")
                                                     : booster === "clearing" ? qsTr("● token")
                                                     : qsTr("⇄ swap")))
    Accessible.description: selected
                            //: Read after a step card's name: it is the card chosen to walk with.
                            ? qsTr("chosen")
                            : playable
                              //: Read after a step card's name.
                              ? qsTr("playable")
                              //: Read after a step card's name.
                              : qsTr("not playable now")
    Accessible.onPressAction: card.tapped(card.index)
    Keys.onPressed: event => Keyboard.handle(event, card, () => card.tapped(card.index))
    FocusRing {}
}
