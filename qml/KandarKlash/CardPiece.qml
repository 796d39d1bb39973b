// CardPiece: one of a cook's six cards, in its hand slot or on the mat. Drag it onto the
// mat (it snaps to the grid where it is let go), tap to turn it a quarter, drag it off
// the mat to take it back. Its own handlers grab only its own finger, so every cook (and
// each of a cook's hands) drags at the same time. A finger takes it within a grip of at
// least 48 dp around it, however small the cells get.
import QtQuick
import FoodCourt.Common
import FoodCourt.KandarKlash

Item {
    id: piece

    // From the cook's CardModel.
    required property int card
    required property bool placed
    required property int cellX
    required property int cellY
    required property int turns
    required property bool back
    required property int stackLevel
    required property int columns
    required property int rows
    required property var faces

    property BuildMat mat
    property point handSlot      // top-left of this card's square hand slot
    property real cell: 24
    property real slotSize: 3 * cell
    // In the hand a card fills its slot (a slot kept at a finger's grip is wider than three
    // small cells), so a cramped zone still shows cards one can read; on the mat, and
    // while it is carried there, it takes the mat's cells.
    readonly property real handScale: Math.max(1, 0.92 * slotSize / (3 * cell))
    property bool movable: false
    property bool selected: false

    // card, mat cell (or -1,-1: back to the hand), input event time
    signal dropped(int card, int cellX, int cellY, real timestampMs)
    signal tapped(int card, real timestampMs)
    signal touched(int card)

    readonly property real restX: placed ? mat.x + mat.cellPos(cellX, cellY).x
                                         : handSlot.x + (slotSize - columns * cell) / 2
    readonly property real restY: placed ? mat.y + mat.cellPos(cellX, cellY).y
                                         : handSlot.y + (slotSize - rows * cell) / 2
    property real grabTime: 0

    x: restX
    y: restY
    z: drag.active ? 100 : (placed ? 10 + stackLevel : 1)
    width: face.width
    height: face.height

    function settle() {
        x = Qt.binding(() => piece.restX)
        y = Qt.binding(() => piece.restY)
    }

    IngredientCard {
        id: face
        objectName: "face"
        cell: piece.cell
        columns: piece.columns
        rows: piece.rows
        faces: piece.faces
        back: piece.back
        border.color: piece.selected ? "#0072B2" : "#5E3B22"
        border.width: piece.selected ? Math.max(3, piece.cell * 0.12) : Math.max(1, piece.cell * 0.05)
        scale: drag.active ? 1.06 : piece.placed ? 1 : piece.handScale
    }

    Item {
        id: grip
        objectName: "grip"
        Accessible.role: Accessible.Button
        //: A screen reader's name for one of a cook's six ingredient cards; %1 its number.
        Accessible.name: qsTr("Ingredient card %1").arg(piece.card + 1)
        Accessible.description: piece.placed
                                //: Read after an ingredient card's name: it lies on the mat; a tap turns it.
                                ? qsTr("on the mat, tap to turn")
                                //: Read after an ingredient card's name: it is in the hand, to drag onto the mat.
                                : qsTr("in your hand, drag onto the mat")
        anchors.centerIn: parent
        width: Math.max(Theme.touchTarget, piece.width)
        height: Math.max(Theme.touchTarget, piece.height)

        DragHandler {
            id: drag
            target: piece
            enabled: piece.movable
            onGrabChanged: (transition, point) => piece.grabTime = point.timestamp
            onActiveChanged: {
                if (active) {
                    piece.touched(piece.card)
                    return
                }
                // Snap to the nearest cell under the card; off the mat: back to the hand.
                const centreX = piece.x + piece.width / 2 - piece.mat.x
                const centreY = piece.y + piece.height / 2 - piece.mat.y
                const onMat = centreX >= 0 && centreY >= 0 && centreX < piece.mat.width
                              && centreY < piece.mat.height
                const cx = Math.round((piece.x - piece.mat.x) / piece.cell) + piece.mat.origin
                const cy = Math.round((piece.y - piece.mat.y) / piece.cell) + piece.mat.origin
                piece.settle()
                piece.dropped(piece.card, onMat ? cx : -1, onMat ? cy : -1, piece.grabTime)
            }
        }
        TapHandler {
            enabled: piece.movable
            onTapped: (eventPoint) => {
                piece.touched(piece.card)
                piece.tapped(piece.card, eventPoint.timestamp)
            }
        }
    }
}
