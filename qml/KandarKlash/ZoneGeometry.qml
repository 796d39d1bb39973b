// ZoneGeometry: where everything goes in one cook's (already turned) zone of the given
// size: the grid cell, the header row, hand, build mat and the four controls (Flip, Over,
// Under and the "Siap!" pad). Two arrangements of the controls beside the mat:
//   column: one above the other, the pad taking what is left (a roomy zone);
//   square: two by two (a shallow zone, e.g. a side seat on a phone), so that every
//           control keeps its 48 dp where a column of four would not fit;
//   stacked: the hand in one row under the mat, near the cook (a deep zone that is
//           narrow for its depth, e.g. two cooks on a phone), so the mat takes the width.
// The one giving the bigger cards wins; controls never shrink under Theme.touchTarget,
// nor do the hand's slots (a card's grip is 48 dp, so slots closer would overlap).
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
    readonly property real cell: Math.max(4, stacked ? stackedCell : column ? columnCell : squareCell)

    readonly property real gap: cell * 0.4
    readonly property real spacing: cell * 0.2 // between the controls
    readonly property real headerHeight: Math.max(1.4 * cell, minimumHeader)
    readonly property real controlsWidth: column ? Math.max(5 * cell, labelWidth)
                                                 : 2 * Math.max(labelWidth, 2.5 * cell) + spacing
    // The hand's square slots, a card in each.
    readonly property real handPitch: Math.max(3 * cell, minimumPitch)
    readonly property real handWidth: handColumns * handPitch
    readonly property real handHeight: 6 / handColumns * handPitch
    readonly property real bodyWidth: stacked ? Math.max(handWidth, 12 * cell + gap + controlsWidth)
                                              : handWidth + 12 * cell + 2 * gap + controlsWidth
    readonly property real bodyLeft: (width - bodyWidth) / 2
    // Mat and hand side by side under the header (the hand may be the taller), or the
    // hand's row under the mat.
    readonly property real blockHeight: stacked ? 12 * cell + gap + handHeight : Math.max(12 * cell, handHeight)
    // The mat's top; the header sits just above it.
    readonly property real matTop: (height - headerHeight - spacing - blockHeight) / 2
                                   + headerHeight + spacing
    readonly property real headerTop: matTop - spacing - headerHeight
    readonly property real matLeft: stacked ? (width - 12 * cell - gap - controlsWidth) / 2
                                            : bodyLeft + handWidth + gap
    readonly property real handLeft: stacked ? (width - handWidth) / 2 : bodyLeft
    readonly property real handTop: stacked ? matTop + 12 * cell + gap
                                            : matTop + Math.max(0, (12 * cell - handHeight) / 2)
    readonly property real controlsLeft: matLeft + 12 * cell + gap
    readonly property real buttonHeight: Math.max(touch, 2.2 * cell)

    // The hint's light bulb: a full touch target opening the header row, reaching up from
    // its bottom (never down: the hand's grips and the mat lie below). A zone with no room
    // above its header (a phone, three or four cooks on a small tablet) takes it into the
    // column of controls, under Under, where the "Siap!" pad can spare the height and keep
    // its own; a two-by-two square of controls has no such room and shows none.
    readonly property real hintSide: Math.max(headerHeight, touch)
    readonly property bool hintInHeader: headerTop + headerHeight - hintSide >= 0
    readonly property bool hintInColumn: !hintInHeader && column
        && 12 * cell - 3 * (buttonHeight + spacing) - (touch + spacing) >= 1.25 * touch
    readonly property rect hintPlace: hintInHeader
        ? Qt.rect(bodyLeft, headerTop + headerHeight - hintSide, hintSide, hintSide)
        : hintInColumn ? Qt.rect(controlsLeft, matTop + 3 * (buttonHeight + spacing), controlsWidth, touch)
        : Qt.rect(0, 0, 0, 0)

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
