// ZoneGeometry: where everything goes in one cook's (already turned) zone of the given
// size: the grid cell, the header row, hand, build mat and the four controls (Flip, Over,
// Under and the "Siap!" pad). Two arrangements of the controls beside the mat:
//   column: one above the other, the pad taking what is left (a roomy zone);
//   square: two by two (a shallow zone, e.g. a side seat on a phone), so that every
//           control keeps its 48 dp where a column of four would not fit;
//   stacked: the hand in one row under the mat, near the cook (a deep zone that is
//           narrow for its depth, e.g. two cooks on a phone), so the mat takes the width.
// The one giving the bigger cards wins; controls never shrink under Theme.touchTarget,
// nor do the hand's slots (a card's grip is 48 dp, so slots closer would overlap). Every
// zone also has a place for the hint's light bulb (hintSpot), the cell giving way a
// little in the few zones that have none.
import QtQml
import FoodCourt.Common

QtObject {
    id: geometry

    property real width: 0
    property real height: 0
    // The width a control needs for its label at the smallest allowed font (ZoneButton).
    property real labelWidth: Theme.touchTarget

    readonly property real touch: Theme.touchTarget
    // The header row stays readable however small the cell gets.
    readonly property real minimumHeader: 22
    // The smallest distance between hand slots: a grip and a hair.
    readonly property real minimumPitch: touch + 1
    // The hand's six slots: two columns of three, or three of two in a zone too shallow
    // for three rows of grips under the header.
    readonly property int sideColumns: height < 3 * minimumPitch + minimumHeader + 12 ? 3 : 2
    readonly property int handColumns: stacked ? 6 : sideColumns

    // Height: header, a small gap, the 12-cell mat, a margin.
    readonly property real tallCell: Math.min(height / 14.2, (height - minimumHeader) / 12.6)
    // Width: hand (3 cells or a minimum pitch per column), mat (12), two gaps (0.8), the
    // controls (5 cells or the label width), a margin (0.7); every mix of the two.
    readonly property real handCells: 3 * sideColumns
    readonly property real handMinimum: sideColumns * minimumPitch
    readonly property real columnCell: Math.max(0, Math.min(tallCell, width / (handCells + 18.5),
        (width - labelWidth) / (handCells + 13.5), (width - handMinimum) / 18.5,
        (width - handMinimum - labelWidth) / 13.5))
    readonly property real squareCell: Math.max(0, Math.min(tallCell, width / (handCells + 18.7),
        (width - 2 * labelWidth) / (handCells + 13.7), (width - handMinimum) / 18.7,
        (width - handMinimum - 2 * labelWidth) / 13.7))
    readonly property bool columnFits: 12 * columnCell
        >= 3 * (Math.max(touch, 2.2 * columnCell) + 0.2 * columnCell) + Math.max(1.25 * touch, 3 * columnCell)
    // Stacked: across, the mat (12), a gap (0.4), the controls (a column of 5 cells or the
    // label width, else two by two), a margin (0.7), and the hand's row of six slots;
    // down, the header (1.4), a small gap (0.2), the mat, a gap (0.4), a hand slot (3
    // cells or a grip), a margin (0.6).
    readonly property real stackedTall: Math.min(height / 17.6, (height - minimumHeader - minimumPitch) / 13.2)
    readonly property real stackedColumnCell: Math.max(0, Math.min(stackedTall, width / 18.1,
                                                                   (width - labelWidth) / 13.1))
    readonly property bool stackedColumnFits: 12 * stackedColumnCell
        >= 3 * (Math.max(touch, 2.2 * stackedColumnCell) + 0.2 * stackedColumnCell)
           + Math.max(1.25 * touch, 3 * stackedColumnCell)
    readonly property real stackedCell: width < 6 * minimumPitch ? 0
        : stackedColumnFits ? stackedColumnCell
        : Math.max(0, Math.min(stackedTall, width / 18.3, (width - 2 * labelWidth) / 13.3))
    readonly property real sideCell: columnFits && columnCell >= squareCell * 0.9 ? columnCell : squareCell
    readonly property bool stacked: stackedCell > 1.1 * sideCell
    readonly property bool column: stacked ? stackedColumnFits : columnFits && columnCell >= squareCell * 0.9
    // The cell the arrangement gives; `cell` is this one unless the light bulb finds no
    // place at it (hintSpotAt).
    readonly property real arrangedCell: Math.max(4, stacked ? stackedCell : column ? columnCell : squareCell)
    readonly property real cell: hintSpotAt(arrangedCell) !== "" ? arrangedCell : hintRoomCell
    // The largest cell, under the arranged one, at which the bulb finds a place (found by
    // halving: a smaller cell leaves more room), or the arranged one where none does.
    readonly property real hintRoomCell: {
        let fits = 4
        if (hintSpotAt(fits) === "")
            return arrangedCell
        let over = arrangedCell
        for (let i = 0; i < 16; ++i) {
            const c = (fits + over) / 2
            if (hintSpotAt(c) !== "")
                fits = c
            else
                over = c
        }
        return fits
    }

    readonly property real gap: cell * 0.4
    readonly property real spacing: cell * 0.2 // between the controls
    readonly property real headerHeight: Math.max(1.4 * cell, minimumHeader)
    readonly property real controlsWidth: controlsWidthAt(cell)
    // The hand's square slots, a card in each.
    readonly property real handPitch: Math.max(3 * cell, minimumPitch)
    readonly property real handWidth: handColumns * handPitch
    readonly property real handHeight: 6 / handColumns * handPitch
    readonly property real bodyWidth: bodyWidthAt(cell, hintSpot)
    readonly property real bodyLeft: (width - bodyWidth) / 2
    // Mat and hand side by side under the header (the hand may be the taller), or the
    // hand's row under the mat.
    readonly property real blockHeight: blockHeightAt(cell)
    // The block's top (the header sits just above it): in the middle of the zone, or
    // lower where the light bulb needs the room above (hintSpot "hand" or "controls").
    readonly property real blockTop: blockTopAt(cell, hintSpot)
    readonly property real headerTop: blockTop - spacing - headerHeight
    // The mat, beside the hand, drops to the block's foot when the bulb goes above it.
    readonly property real matTop: blockTop + matDropAt(cell, hintSpot)
    readonly property real matLeft: stacked ? (width - 12 * cell - gap - controlsWidth - besideWidthAt(cell, hintSpot)) / 2
                                            : bodyLeft + handWidth + gap
    readonly property real handLeft: stacked ? (width - handWidth) / 2 : bodyLeft
    readonly property real handTop: handTopAt(cell, hintSpot)
    readonly property real controlsLeft: matLeft + 12 * cell + gap
    readonly property real buttonHeight: Math.max(touch, 2.2 * cell)

    // The hint's light bulb, a full touch target, where the first of these has room:
    //   header:   opening the header row, reaching up from its bottom (never down: the
    //             hand's grips and the mat lie below);
    //   column:   in the column of controls under Under, the "Siap!" pad sparing the
    //             height and keeping its own;
    //   square:   two by two controls, between Flip and Over;
    //   hand:     the hand, shorter than the mat, drops to the block's foot and the bulb
    //             opens the header row above it, reaching down beside the mat;
    //   controls: the mat and the controls drop to the block's foot (the block as low as
    //             the zone allows) and the bulb closes the header row above the controls;
    //   beside:   a shallow zone with room across: beside the controls, at the mat's top.
    // Where none has room, the cell gives way until one does (hintRoomCell).
    readonly property real hintSide: Math.max(headerHeight, touch)
    readonly property string hintSpot: hintSpotAt(cell)
    readonly property bool hintInHeader: hintSpot === "header"
    readonly property bool hintInColumn: hintSpot === "column"
    // The header row gives way to the bulb: after it (header, hand) or before it (controls).
    readonly property real headerLeft: bodyLeft + (hintSpot === "header" || hintSpot === "hand" ? hintPlace.width + gap : 0)
    readonly property real headerRight: hintSpot === "controls" ? hintPlace.x - gap : bodyLeft + bodyWidth
    readonly property rect hintPlace: {
        switch (hintSpot) {
        case "header":
            return Qt.rect(bodyLeft, headerTop + headerHeight - hintSide, hintSide, hintSide)
        case "column":
            return Qt.rect(controlsLeft, matTop + 3 * (buttonHeight + spacing), controlsWidth, touch)
        case "square": {
            const flip = control(0)
            return Qt.rect(flip.x, (flip.y + flip.height + control(1).y - touch) / 2, flip.width, touch)
        }
        case "hand":
            return Qt.rect(bodyLeft, handTop - spacing - touch, touch, touch)
        case "controls":
            return Qt.rect(controlsLeft + controlsWidth - touch, matTop - spacing - touch, touch, touch)
        case "beside":
            return Qt.rect(controlsLeft + controlsWidth + gap, matTop, touch, touch)
        }
        return Qt.rect(0, 0, 0, 0)
    }

    function controlsWidthAt(c) {
        return column ? Math.max(5 * c, labelWidth) : 2 * Math.max(labelWidth, 2.5 * c) + 0.2 * c
    }
    // The room the bulb takes across, beside the controls.
    function besideWidthAt(c, spot) {
        return spot === "beside" ? 0.4 * c + touch : 0
    }
    // Hand, mat and controls across (and the bulb, beside them).
    function bodyWidthAt(c, spot) {
        const hand = handColumns * Math.max(3 * c, minimumPitch)
        const matAndControls = 12 * c + 0.4 * c + controlsWidthAt(c) + besideWidthAt(c, spot)
        return stacked ? Math.max(hand, matAndControls) : hand + 0.4 * c + matAndControls
    }
    // What the zone's own margin keeps below the block, at the cook's edge, at least.
    readonly property real bottomMargin: 2
    function blockHeightAt(c) {
        const pitch = Math.max(3 * c, minimumPitch)
        return stacked ? 12 * c + 0.4 * c + 6 / handColumns * pitch : Math.max(12 * c, 6 / handColumns * pitch)
    }
    function centredBlockTop(c) {
        const header = Math.max(1.4 * c, minimumHeader)
        return (height - header - 0.2 * c - blockHeightAt(c)) / 2 + header + 0.2 * c
    }
    // The height of the mat's column: the mat, or the two by two controls where taller.
    function matColumnHeightAt(c) {
        return column ? 12 * c : Math.max(12 * c, 2 * Math.max(touch, 2.2 * c) + 0.2 * c)
    }
    // How far the mat lies under the block's top: at the foot when the bulb goes above it.
    function matDropAt(c, spot) {
        return spot === "controls" && !stacked ? Math.max(0, blockHeightAt(c) - matColumnHeightAt(c)) : 0
    }
    function handTopAt(c, spot) {
        const top = blockTopAt(c, spot)
        const pitch = Math.max(3 * c, minimumPitch)
        const hand = 6 / handColumns * pitch
        if (stacked)
            return top + 12.4 * c
        return spot === "hand" ? top + blockHeightAt(c) - hand : top + Math.max(0, (12 * c - hand) / 2)
    }
    // The block's top for a spot: centred, or lowered just enough for the bulb above the
    // hand or the mat, at most to the zone's foot.
    function blockTopAt(c, spot) {
        const centred = centredBlockTop(c)
        const lowest = height - bottomMargin - blockHeightAt(c)
        const need = hintNeedAt(c, spot)
        return need === undefined ? centred : Math.max(centred, Math.min(lowest, need))
    }
    // The lowest block top that leaves the bulb its room above the hand or the mat.
    function hintNeedAt(c, spot) {
        const pitch = Math.max(3 * c, minimumPitch)
        const hand = 6 / handColumns * pitch
        if (spot === "hand")
            return 0.2 * c + touch + hand - blockHeightAt(c)
        if (spot === "controls")
            return 0.2 * c + touch - matDropAt(c, spot)
        return undefined
    }
    // The first spot with room at cell c ("" for none).
    function hintSpotAt(c) {
        const s = 0.2 * c
        const header = Math.max(1.4 * c, minimumHeader)
        const b = Math.max(touch, 2.2 * c)
        const top = centredBlockTop(c)
        if (top - s - Math.max(header, touch) >= 0)
            return "header"
        if (column && 12 * c - 3 * (b + s) - (touch + s) >= 1.25 * touch)
            return "column"
        if (!column && Math.max(12 * c, 2 * b + s) - 2 * b - 2 * s >= touch)
            return "square"
        // (A hair's tolerance: the fallback cell puts the bulb exactly at the zone's top.)
        const lowest = height - bottomMargin - blockHeightAt(c) + 0.01
        if (!stacked && hintNeedAt(c, "hand") <= lowest)
            return "hand"
        if (hintNeedAt(c, "controls") <= lowest)
            return "controls"
        return bodyWidthAt(c, "beside") <= width ? "beside" : ""
    }

    // Whether a control lies over the hand (two by two controls taller than the mat, over
    // the stacked hand's row): the zone then makes its controls narrower (CookZone).
    readonly property bool controlsCrowdHand: {
        for (let which = 0; which < 4; ++which) {
            const r = control(which)
            if (r.x < handLeft + handWidth && handLeft < r.x + r.width && r.y < handTop + handHeight
                    && handTop < r.y + r.height)
                return true
        }
        return false
    }

    // The controls: 0 Flip, 1 Over, 2 Under, 3 the "Siap!" pad.
    function control(which) {
        const x0 = controlsLeft
        const matHeight = 12 * cell
        const b = buttonHeight
        if (column) {
            if (which < 3)
                return Qt.rect(x0, matTop + which * (b + spacing), controlsWidth, b)
            const top = 3 * (b + spacing) + (hintInColumn ? touch + spacing : 0)
            return Qt.rect(x0, matTop + top, controlsWidth, matHeight - top)
        }
        const half = (controlsWidth - spacing) / 2
        const right = x0 + half + spacing
        const bottom = matTop + Math.max(matHeight, b * 2 + spacing) - b
        switch (which) {
        case 0: return Qt.rect(x0, matTop, half, b)
        case 1: return Qt.rect(x0, bottom, half, b)
        case 2: return Qt.rect(right, bottom, half, b)
        default: return Qt.rect(right, matTop, half, bottom - spacing - matTop)
        }
    }
}
