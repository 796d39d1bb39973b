// StallView: one market stall: its fruit, whether it is led or trump, and the sellers each
// seat placed there (a figure in the seat's colour and mark, a badge counting several).
// Its sign hangs above the sellers; on a phone's card (StallRow) it is a strip above them
// (signOnTop) or stands at their left (signBeside), so the sellers keep the card's room.
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
    // The sign at the left, the full height (StallRow sets it and the sign's width).
    property bool signBeside: false
    property real signWidth: 0
    property real signNameSize: 0 // the name's size on such a sign (0: what the card allows)
    // The sign a strip headerHeight tall above the sellers: the trump token before the
    // name, the trump or led word after it where the strip has room for it.
    property bool signOnTop: false
    readonly property bool onCard: signBeside || signOnTop
    // The leader is choosing where to move the trump token: this stall can be tapped.
    property bool pickable: false

    signal picked(int fruit)

    radius: Theme.radius * unit
    color: Theme.surface
    border.width: pickable ? 4 * unit : (isLed ? 3 * unit : 1) // StallRow's cards: thinner
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
        beside: stall.signBeside
        signWidth: stall.signWidth - stall.border.width
        unit: stall.unit
        cornerRadius: stall.radius
    }

    // Beside the sellers, the sign holds the name and, under it, the trump or led line; a
    // short card shrinks both (never below legible) rather than hide one.
    readonly property bool hasStatus: isLed || isTrump
    // The line takes what the name (as small as the sign's width makes it) leaves.
    readonly property real besideStatusFont: Math.min(Theme.fontSmall * unit,
                                                      Math.max(TindahanStyle.signStatusFont(height, unit),
                                                               (height - 6 * unit - nameOnSign * 1.3) / 1.3))
    // (A card too short for a legible line keeps the led border and the trump token, the
    // token beside the name.)
    readonly property bool besideStatusShown: hasStatus && besideStatusFont >= 9
    readonly property real besideStatusHeight: besideStatusShown ? besideStatusFont * 1.3 : 0
    readonly property real besideNameFont: TindahanStyle.signNameFont(height, unit, hasStatus)
    readonly property real nameOnSign: signNameSize > 0 ? signNameSize : besideNameFont
    readonly property real tokenBesideName: (signOnTop || signBeside && !besideStatusShown) && isTrump
                                            ? tokenSize + 4 * unit : 0
    // On a strip, the status word after the name, only where both fit whole.
    readonly property real stripStatusFont: Math.max(9, Math.min(Theme.fontSmall * unit, nameOnSign * 0.8))
    readonly property real stripStatusRoom: signOnTop && hasStatus
                                            && tokenBesideName + stripNameWords.advanceWidth
                                               + stripStatusWords.advanceWidth + 20 * unit <= width
                                            ? stripStatusWords.advanceWidth + 8 * unit : 0
    TextMetrics {
        id: stripNameWords
        font.bold: true
        font.pixelSize: stall.nameOnSign
        text: TindahanStyle.fruitName(stall.fruit)
    }
    TextMetrics {
        id: stripStatusWords
        font.bold: true
        font.pixelSize: stall.stripStatusFont
        text: badge.text
    }
    Rectangle {
        id: header
        x: 0
        y: 0
        width: stall.signBeside ? stall.signWidth : stall.width
        height: stall.signBeside ? stall.height : stall.headerHeight
        radius: stall.radius
        color: TindahanStyle.fruitColors[stall.fruit] ?? "white"
        // The disc's room on a sign beside the sellers: what the name and a line leave
        // (the line's room kept on every card, so the signs of a row look alike).
        readonly property real besideDisc: Math.min(width * 0.5, height - 10 * stall.unit
                                                    - stall.nameOnSign * 1.3 - stall.besideStatusFont * 1.3)
        Column {
            id: signColumn
            anchors.centerIn: parent
            // Beside the sellers, the status line below the name is drawn by the badge.
            anchors.verticalCenterOffset: stall.signBeside ? -stall.besideStatusHeight / 2 : 0
            anchors.horizontalCenterOffset: (stall.tokenBesideName - stall.stripStatusRoom) / 2
            width: parent.width - 8 * stall.unit - stall.tokenBesideName - stall.stripStatusRoom
            spacing: 2 * stall.unit
            Rectangle { // a light disc, so the fruit's colour shows on its own band
                // (A header too short for it and the name keeps the name.)
                visible: stall.signOnTop ? false
                         : stall.signBeside ? header.besideDisc >= 24 * stall.unit : header.height >= 44 * stall.unit
                width: stall.signBeside ? header.besideDisc : header.height * 0.52
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
                objectName: "stallName"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                // Long names shrink to fit a narrow stall (cut only below the minimum).
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 9
                elide: Text.ElideRight
                text: TindahanStyle.fruitName(stall.fruit)
                font.pixelSize: stall.onCard ? stall.nameOnSign
                                             : Math.min(Theme.fontBody * stall.unit, header.height * 0.6)
                font.bold: true
                color: TindahanStyle.fruitInk[stall.fruit] ?? "black"
            }
        }
    }

    // Room for the trump token (StallRow draws it here so it can slide between stalls):
    // beside the status line, under the sign or on it.
    readonly property real tokenSize: signOnTop ? Math.min(nameOnSign * 1.2, headerHeight - 4 * unit)
                                      : !signBeside ? Math.min(30 * unit, width * 0.3, (height - headerHeight) * 0.3)
                                      : besideStatusShown ? Math.min(besideStatusFont * 1.3, 20 * unit)
                                      : Math.min(nameOnSign * 1.2, height - 6 * unit)
    readonly property real tokenX: onCard ? 4 * unit : 8 * unit
    readonly property real tokenY: signOnTop ? (headerHeight - tokenSize) / 2
                                   : !signBeside ? headerHeight + 6 * unit
                                   : besideStatusShown ? badge.y + (badge.height - tokenSize) / 2
                                   : (height - tokenSize) / 2

    Label {
        id: badge
        objectName: "stallStatus"
        x: stall.signOnTop ? stall.width - stall.stripStatusRoom + 2 * stall.unit
           : stall.isTrump ? stall.tokenX + stall.tokenSize + 4 * stall.unit
           : (stall.signBeside ? 4 * stall.unit : 8 * stall.unit)
        y: stall.signOnTop ? 0 : stall.signBeside ? signColumn.y + signColumn.height : header.height + 6 * stall.unit
        width: stall.signOnTop ? stall.stripStatusRoom - 6 * stall.unit
               : (stall.signBeside ? stall.signWidth - 4 * stall.unit : stall.width - 8 * stall.unit) - x
        // From the font, not implicitHeight: an eliding label's implicit height follows
        // its height, a binding loop.
        height: !stall.hasStatus ? 0
                : stall.signOnTop ? stall.headerHeight
                : stall.signBeside ? stall.besideStatusHeight : Math.max(stall.tokenSize, font.pixelSize * 1.4)
        // A stall too short for the line above its counter (a landscape phone with large
        // text) keeps the led stall's thick border and the trump token.
        // Beside the sellers, a line too long for the sign even at 9 px is left off too.
        visible: height > 0 && (stall.signOnTop ? stall.stripStatusRoom > 0
                                : stall.signBeside ? stall.besideStatusShown && statusWords.advanceWidth <= width
                                : y + height <= stall.height - stall.counterHeight)
        TextMetrics {
            id: statusWords
            font.family: badge.font.family
            font.bold: true
            font.pixelSize: badge.minimumPixelSize
            text: badge.text
        }
        verticalAlignment: Text.AlignVCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 9
        elide: Text.ElideRight
        text: stall.isTrump && stall.isLed ? qsTr("Trump · Led")
              : stall.isTrump ? qsTr("Trump") : stall.isLed ? qsTr("Led") : ""
        font.pixelSize: stall.signOnTop ? stall.stripStatusFont
                        : stall.signBeside ? stall.besideStatusFont : Theme.fontSmall * stall.unit
        font.bold: true
        color: stall.onCard ? (TindahanStyle.fruitInk[stall.fruit] ?? "black") : Theme.ink
    }

    // The sellers stand behind the counter, one figure per seat with a badge counting
    // several, in a grid fitted to the wall between the sign and the counter, below the
    // trump or led line or beside it, whichever lets them stand taller: every figure as
    // large as the room allows, nothing over the sign or the line.
    // Beside the sign the counter is a low plank, so the sellers keep the card's height.
    readonly property real counterHeight: onCard ? Math.max(5 * unit, Math.min(height * 0.1, 12 * unit))
                                                     : Math.min((height - headerHeight) * 0.25, width * 0.22)
    // The seats with sellers here, in seat order.
    readonly property var sellerSeats: {
        const seats = []
        for (let seat = 0; seat < (sellers?.length ?? 0); ++seat) {
            if (sellers[seat] > 0)
                seats.push(seat)
        }
        return seats
    }
    // A seat's place beside its figure: the figure and its count badge's overhang.
    readonly property real groupAspect: onCard ? TindahanStyle.sellerCardAspect : TindahanStyle.sellerGroupAspect
    // At most this tall (StallRow: the same for every stall, so a figure is a seller
    // whatever the stall, as tall as the most crowded stall allows).
    property real figureCap: 110 * unit
    // The columns that give the figures the most height in `area`, and that height.
    function gridIn(area: rect): var {
        return TindahanStyle.sellerGrid(sellerSeats.length, area.width, area.height, groupAspect)
    }
    readonly property var sellerPlace: {
        const side = onCard ? 2 * unit : Math.min(6 * unit, width * 0.04)
        if (signOnTop) {
            // One wall under the strip, across the card, down to the counter's top.
            const top = headerHeight + unit
            const area = Qt.rect(side, top, Math.max(0, width - 2 * side),
                                 Math.max(0, height - border.width - counterHeight * 0.85 - top))
            return { area: area, grid: gridIn(area) }
        }
        if (signBeside) {
            // One wall right of the sign, from under the border to the counter's top.
            const left = signWidth + side
            const top = border.width + unit
            const area = Qt.rect(left, top, Math.max(0, width - side - left),
                                 Math.max(0, height - border.width - counterHeight * 0.85 - top))
            return { area: area, grid: gridIn(area) }
        }
        const wallTop = header.height + 2 * unit
        // The figures' legs go behind the counter's top board.
        const bottom = height - counterHeight * 0.8
        const wall = (x, top) => Qt.rect(x, top, Math.max(0, width - side - x), Math.max(0, bottom - top))
        const areas = badge.visible
                ? [wall(side, badge.y + badge.height + 4 * unit),
                   wall(badge.x + badge.contentWidth + 8 * unit, wallTop)]
                : [wall(side, wallTop)]
        let best = null
        for (const area of areas) {
            const grid = gridIn(area)
            if (!best || grid.figure > best.grid.figure)
                best = { area: area, grid: grid }
        }
        return best
    }
    readonly property rect sellerArea: sellerPlace.area
    readonly property var sellerGrid: sellerPlace.grid
    // The tallest figures this stall's sellers fit (no sellers: any height).
    readonly property real roomyFigure: sellerSeats.length > 0 ? sellerGrid.figure : Infinity
    readonly property real figureHeight: Math.min(sellerGrid.figure, figureCap)

    Item {
        id: sellerWall
        objectName: "sellerArea"
        x: stall.sellerArea.x
        y: stall.sellerArea.y
        width: stall.sellerArea.width
        height: stall.sellerArea.height
        Repeater {
            model: stall.sellers
            // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
            // pragma ComponentBehavior: Bound); the ids used here are this file's own.
            // qmllint disable unqualified
            delegate: Item {
                id: sellerGroup
                required property int index
                required property int modelData
                readonly property int place: stall.sellerSeats.indexOf(index)
                readonly property int row: Math.floor(place / stall.sellerGrid.columns)
                readonly property int inRow: Math.min(stall.sellerGrid.columns,
                                                      stall.sellerSeats.length - row * stall.sellerGrid.columns)
                // Shoulder to shoulder at most a little apart: a wide wall (a lone card
                // across a phone) keeps its sellers together in the middle.
                readonly property real cellWidth: Math.min(sellerWall.width / stall.sellerGrid.columns,
                                                           width * 1.3)
                readonly property real gridLeft: (sellerWall.width - stall.sellerGrid.columns * cellWidth) / 2
                objectName: "stallSellers_" + stall.fruit + "_" + index
                // (Not on a wall too short for a legible figure and its count.)
                visible: modelData > 0 && height >= 14 * stall.unit
                width: stall.figureHeight * stall.groupAspect
                height: stall.figureHeight
                // Rows from the back of the wall; a short last row in the middle, the grid
                // standing on the counter.
                x: gridLeft + (place % stall.sellerGrid.columns + (stall.sellerGrid.columns - inRow) / 2) * cellWidth
                   + (cellWidth - width) / 2
                y: sellerWall.height - (stall.sellerGrid.rows - row) * height
                SellerFigure {
                    seat: sellerGroup.index
                    height: parent.height
                    width: height * 0.72
                }
                Rectangle { // the count, at the figure's shoulder beside its head
                    objectName: "stallSellerBadge_" + stall.fruit + "_" + sellerGroup.index
                    visible: sellerGroup.modelData > 1
                    anchors.right: parent.right
                    anchors.top: parent.top
                    width: Math.max(height, count.implicitWidth + height * 0.4)
                    height: Math.max(14, sellerGroup.height * 0.42)
                    radius: height / 2
                    color: Theme.surface
                    border.color: TindahanStyle.tokenOutline
                    border.width: Math.max(1, height * 0.08)
                    Label {
                        id: count
                        objectName: "stallSellerCount_" + stall.fruit + "_" + sellerGroup.index
                        anchors.centerIn: parent
                        visible: sellerGroup.modelData > 1
                        //: Number of sellers a player has at a stall, e.g. "×3"
                        text: qsTr("×%1").arg(sellerGroup.modelData)
                        font.pixelSize: Math.max(9, parent.height * 0.72)
                        font.bold: true
                        color: Theme.ink
                    }
                }
            }
            // qmllint enable unqualified
        }
    }
    StallCounter {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: stall.border.width }
        anchors.leftMargin: stall.signBeside ? stall.signWidth : stall.border.width
        height: stall.counterHeight
        fruit: stall.fruit
        unit: stall.unit
        cornerRadius: stall.radius
        opacity: stall.pickable ? 0.3 : 1 // the tap prompt reads over it
    }

    Label {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 8 * stall.unit }
        // On a card, over the sellers' wall, in its height.
        anchors.leftMargin: stall.signBeside ? stall.signWidth + 4 * stall.unit : stall.onCard ? 4 * stall.unit : 8 * stall.unit
        anchors.bottomMargin: stall.onCard ? 2 * stall.unit : 8 * stall.unit
        // On a card it fills the wall's height by anchors (a height bound to its own
        // implicitHeight looped while the fitted font settled); else its own text's height.
        anchors.top: stall.onCard ? parent.top : undefined
        anchors.topMargin: (stall.signOnTop ? stall.headerHeight : 0) + 2 * stall.unit
        visible: stall.pickable
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.Wrap
        fontSizeMode: stall.onCard ? Text.Fit : Text.FixedSize
        minimumPixelSize: 9
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
