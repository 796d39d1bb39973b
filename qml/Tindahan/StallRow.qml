// StallRow: the market stalls side by side, or as cards (two columns, or one row) where side
// by side their sellers would stand too small to tell apart (a phone); and the black trump
// token standing on the trump stall: it slides to a new stall when the leader moves it.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Item {
    id: row

    required property var model      // a StallModel
    required property int trumpFruit
    property bool picking: false     // the leader is choosing a stall for the trump token
    property int hintFruit: -1       // the stall "What can I do?" puts a seller on (-1: none)
    property bool reduceMotion: false
    property real unit: 1
    // Players at the table: the most seller figures one stall may have to show.
    property int seats: 3

    signal picked(int fruit)

    readonly property int count: stallRepeater.count
    // Between stalls side by side (TindahanScreen narrows it where five share a phone's row).
    property real gap: 8 * unit
    // The figures a sign above its sellers leaves room for before its name grows past 12 px:
    // 28 dp, or more where the screen asks (five in a landscape phone's row: 36 dp).
    property real figureGoal: 28 * unit

    // The tallest seller figures a stall full of every seat's sellers would show side by
    // side (its sign on top, its trump or led line under it)...
    readonly property real sideBySideFigure: {
        const w = (width - gap * (count - 1)) / Math.max(1, count)
        const side = Math.min(6 * unit, w * 0.04)
        const sign = headerFor(height)
        const counter = Math.min((height - sign) * 0.25, w * 0.22)
        const statusLine = Theme.fontSmall * unit * 1.4 + 10 * unit
        return TindahanStyle.sellerGrid(seats, w - 2 * side, height - sign - 2 * unit - statusLine - counter * 0.8,
                                        TindahanStyle.sellerGroupAspect).figure
    }
    // ... and as cards (StallView's thicker led border, its low counter): in two columns
    // or in one row, each sign a strip above its sellers or at their left. Of these the
    // one whose weaker measure (figures against figureGoal, names against 12 px) is best,
    // then the one whose names grow most with large text: a family must read the fruit
    // and tell the sellers apart at a glance.
    // (Against figureGoal, not a fixed 28 dp: five on a 780 x 360 phone at 140 % took
    // three and two with 30 dp figures over one row with 36 dp, for names 2 px larger.)
    function cardScore(figure: real, name: real): real {
        return Math.min(1, figure / figureGoal, name / (12 * unit))
               + 0.01 * Math.min(1, name / (12 * Theme.textScale * unit))
    }
    function cardPlanFor(columns: int): var {
        const rows = Math.ceil(count / columns)
        const w = (width - gap * (columns - 1)) / columns
        const h = (height - cardGap * (rows - 1)) / Math.max(1, rows)
        const besideName = besideNameSize(w, h)
        const beside = TindahanStyle.sellerGrid(seats, w - signWidthFor(w, h) - 4 * unit, cardWallHeight(h),
                                                TindahanStyle.sellerCardAspect).figure
        const topName = topNameSize(w, h)
        const top = TindahanStyle.sellerGrid(seats, w - 4 * unit, cardWallHeight(h) - stripFor(topName),
                                             TindahanStyle.sellerCardAspect).figure
        const onTop = cardScore(top, topName) >= cardScore(beside, besideName)
        return { columns: columns, onTop: onTop, figure: onTop ? top : beside,
                 score: onTop ? cardScore(top, topName) : cardScore(beside, besideName) }
    }
    // (Five stalls may also go three and two: each card wide enough for its name and a
    // row of five sellers, where one row of five leaves both too small.)
    // Where the stalls have a phone's whole row (preferOneRow), one row wins a tie: its
    // figures stand tallest (54 dp at 640 x 400, where two columns gave 25).
    property bool preferOneRow: false
    readonly property var cardPlan: {
        const two = cardPlanFor(2)
        const one = cardPlanFor(Math.max(1, count))
        const best = one.score > two.score ? one : two
        const three = count === 5 ? cardPlanFor(3) : best
        const most = three.score > best.score ? three : best
        return preferOneRow && one.score >= most.score ? one : most
    }
    readonly property real cardsFigure: cardPlan.figure
    // A sign above its sellers: a strip as tall as its name (the token beside it, the
    // trump or led word after it where it fits), the name a little over 12 px at 100 %
    // text (scaled with it; more would take from the sellers), down to 12 px where the
    // sellers need the height to stand 28 dp; at most as wide as the card leaves the
    // longest name beside the token.
    function topNameSize(cardWidth: real, cardHeight: real): real {
        const sellersLeave = (cardWallHeight(cardHeight) - figureGoal - 2 * unit) / 1.2
        const wanted = Math.max(12 * unit, Math.min((12 * Theme.textScale + 1) * unit, sellersLeave))
        // Room beside the trump token only on the trump stall: with five, the longest name
        // need not leave it (a 108 dp card's "Mangoustans" was 11 px for a token it lacks).
        const room = cardWidth - 16 * unit
        const fit = seats >= 5 ? Math.min(room / longestName, room / (trumpName + 1.2)) : room / (longestName + 1.2)
        return Math.max(9, Math.min(wanted, fit))
    }
    function stripFor(nameSize: real): real {
        return nameSize * 1.2 + 2 * unit
    }
    readonly property bool signOnTop: inCards && cardPlan.onTop
    readonly property real stripHeight: signOnTop ? stripFor(signNameSize) : 0
    // The sellers' height on a card this tall: under its border, down to its low counter.
    function cardWallHeight(h: real): real {
        const counter = Math.max(5 * unit, Math.min(h * 0.1, 12 * unit)) // StallView.counterHeight
        return h - 2 * cardLedBorder - unit - counter * 0.85
    }
    // Cards where side by side the figures would stand under 40 dp or the names or figures
    // fall short, and the cards do better: a tablet and a roomy phone keep their row.
    readonly property bool inCards: count > 2 && cardPlan.score > sideBySideScore
                                    && (sideBySideFigure < 40 * unit || sideBySideScore < 1)
    readonly property real sideBySideScore: cardScore(sideBySideFigure, sideBySideName)
    // The name's size on a sign in that row (StallView: fitted to the stall's width).
    readonly property real sideBySideName: {
        const w = (width - gap * (count - 1)) / Math.max(1, count)
        return Math.min(Theme.fontBody * unit, headerFor(height) * 0.6, (w - 8 * unit) / longestName)
    }
    readonly property int columns: inCards ? cardPlan.columns : Math.max(1, count)
    readonly property int rows: Math.max(1, Math.ceil(count / columns))
    readonly property real cardGap: 6 * unit
    readonly property real rowGap: inCards ? cardGap : gap
    readonly property real cardHeight: (height - rowGap * (rows - 1)) / rows
    // A led stall's border: thinner on a card, where it takes from the sellers' height.
    readonly property real cardLedBorder: 2 * unit
    readonly property real ledBorder: inCards ? cardLedBorder : 3 * unit
    // A card's sign: room for the longest fruit name at its size, as far as every seat's
    // figure still stands as tall as the wall (at most 36 dp: past that the name is worth
    // more); never so narrow that a name would be cut even at the smallest size, nor, on a
    // card too short for the trump line, with the trump token beside it.
    function signWidthFor(cardWidth: real, cardHeight: real): real {
        const font = TindahanStyle.signNameFont(cardHeight, unit, true)
        const smallest = longestName * nameProbe.font.pixelSize + 9 * unit + tokenBesideName(cardHeight)
        const wanted = longestName * font + 10 * unit + tokenBesideName(cardHeight)
        const sellersNeed = seats * TindahanStyle.sellerCardAspect * Math.min(cardWallHeight(cardHeight), 36 * unit)
        return Math.max(smallest, Math.min(wanted, cardWidth - 4 * unit - sellersNeed))
    }
    // Whether a card this tall has room under a 9 px name for a legible (9 px) trump or
    // led line; if not, StallView sets the trump token beside the name (its room here).
    function lineFits(cardHeight: real): bool {
        return (cardHeight - 6 * unit - 9 * 1.3) / 1.3 >= 9
    }
    function tokenBesideName(cardHeight: real): real {
        return lineFits(cardHeight) ? 0 : Math.min(TindahanStyle.signNameFont(cardHeight, unit, true) * 1.2,
                                                   cardHeight - 6 * unit) + 4 * unit
    }
    readonly property real signWidth: inCards && !signOnTop ? signWidthFor(stallWidth, cardHeight) : 0
    // Every sign's name at one size: the one the longest name fits (at least 9 px), and
    // beside the sellers small enough to leave the line its 9 px where the card can have one.
    function besideNameSize(cardWidth: real, cardHeight: real): real {
        return Math.max(9, Math.min(TindahanStyle.signNameFont(cardHeight, unit, true),
                                    (signWidthFor(cardWidth, cardHeight) - 9 * unit - tokenBesideName(cardHeight))
                                    / longestName,
                                    lineFits(cardHeight) ? (cardHeight - 6 * unit - 9 * 1.3) / 1.3 : Infinity))
    }
    readonly property real signNameSize: !inCards ? 0
                                         : signOnTop ? topNameSize(stallWidth, cardHeight)
                                                     : besideNameSize(stallWidth, cardHeight)
    // The longest fruit name's width per pixel of font size (bold, as on the sign).
    readonly property real longestName: {
        let longest = 0
        for (let fruit = 0; fruit < count; ++fruit)
            longest = Math.max(longest, nameMetrics.advanceWidth(TindahanStyle.fruitName(fruit)))
        return longest / nameProbe.font.pixelSize
    }
    // The trump stall's name's width per pixel (0: no trump stall).
    readonly property real trumpName: trumpFruit >= 0 && trumpFruit < count
                                      ? nameMetrics.advanceWidth(TindahanStyle.fruitName(trumpFruit))
                                        / nameProbe.font.pixelSize : 0
    Label {
        id: nameProbe
        visible: false
        font.pixelSize: 9 // StallView's stallName at its smallest
        font.bold: true
    }
    FontMetrics {
        id: nameMetrics
        font: nameProbe.font
    }
    // Each stall's tallest figures (StallView.roomyFigure) by index: every stall draws its
    // sellers at the smallest of them, so a seller looks the same at every stall.
    property var roomyFigures: []
    readonly property real figureHeight: Math.min(110 * unit, ...roomyFigures.slice(0, count)
                                                                  .filter(figure => figure !== undefined))
    function noteRoomyFigure(index: int, figure: real) {
        const figures = roomyFigures.slice()
        figures[index] = figure
        roomyFigures = figures
    }
    // A card's width in a full row (the last row's lone card spans the row).
    readonly property real stallWidth: count > 0 ? (width - gap * (columns - 1)) / columns : 0
    // The stalls' coloured headers: roomy on a tall row, at most half of a short one, and
    // on a very short one (a landscape phone with large text) what the body leaves: the
    // trump token and its badge, above the counter, need 48 dp. Under about 150 dp (an
    // upright phone) the sign thins to its name, so the sellers keep the room.
    function headerFor(height: real): real {
        return Math.min(Math.max(54 * unit, height * 0.3), height * 0.5,
                        Math.max(height * 0.35, height - 48 * unit),
                        Math.max(22 * unit, height * 0.26 + Math.max(0, height - 100 * unit) * 0.5))
    }
    readonly property real headerHeight: headerFor(cardHeight)

    Repeater {
        id: stallRepeater
        model: row.model
        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
        // qmllint disable unqualified
        delegate: StallView {
            id: stallDelegate
            required property int index
            readonly property int rowIndex: Math.floor(index / row.columns)
            // The cards in this row: a short last row's cards share the whole width.
            readonly property int inRow: Math.min(row.columns, row.count - rowIndex * row.columns)
            x: (index % row.columns) * (width + row.gap)
            y: rowIndex * (row.cardHeight + row.rowGap)
            width: (row.width - row.gap * (inRow - 1)) / inRow
            height: row.cardHeight
            unit: row.unit
            headerHeight: row.signOnTop ? row.stripHeight : row.headerHeight
            signBeside: row.inCards && !row.signOnTop
            signOnTop: row.signOnTop
            signWidth: row.signWidth
            signNameSize: row.signNameSize
            border.width: pickable ? (row.inCards ? 3 : 4) * unit : (isLed ? row.ledBorder : 1)
            figureCap: row.figureHeight
            onRoomyFigureChanged: row.noteRoomyFigure(index, roomyFigure)
            Component.onCompleted: row.noteRoomyFigure(index, roomyFigure)
            pickable: row.picking && !isTrump
            onPicked: fruit => row.picked(fruit)
            HintGlow {
                objectName: "hintGlow"
                shown: stallDelegate.fruit === row.hintFruit
                reduceMotion: row.reduceMotion
            }
        }
        // qmllint enable unqualified
    }

    // The trump stall (stalls are in fruit order), once laid out.
    readonly property Item trumpStall: count > trumpFruit && trumpFruit >= 0 ? stallRepeater.itemAt(trumpFruit) : null

    // The trump marker: black, with a crown-like notch and the word, never colour alone.
    Rectangle {
        id: token
        objectName: "trumpToken"
        visible: row.trumpStall !== null
        width: row.trumpStall?.tokenSize ?? 0
        height: width
        radius: width / 2
        color: TindahanStyle.trumpToken
        border.color: "white"
        border.width: Math.min(2 * row.unit, width * 0.1)
        // On the stall, left of its "Trump" line (StallView.tokenX, tokenY).
        x: (row.trumpStall?.x ?? 0) + (row.trumpStall?.tokenX ?? 0)
        y: (row.trumpStall?.y ?? 0) + (row.trumpStall?.tokenY ?? 0)
        z: 2
        Behavior on x {
            enabled: !row.reduceMotion
            NumberAnimation { duration: 450; easing.type: Easing.InOutCubic }
        }
        Behavior on y {
            enabled: !row.reduceMotion
            NumberAnimation { duration: 450; easing.type: Easing.InOutCubic }
        }
        Label {
            anchors.centerIn: parent
            //: Letter on the black trump token
            text: qsTr("T")
            color: "white"
            font.bold: true
            font.pixelSize: parent.height * 0.5
        }
        Accessible.role: Accessible.Graphic
        Accessible.name: qsTr("Trump token")
    }
}
