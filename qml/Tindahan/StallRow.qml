// StallRow: the market stalls side by side, and the black trump token standing on the
// trump stall; it slides to a new stall when the leader moves it.
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

    signal picked(int fruit)

    readonly property int count: stallRepeater.count
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
    readonly property real gap: 8 * unit
    readonly property real stallWidth: count > 0 ? (width - gap * (count - 1)) / count : 0
    // The stalls' coloured headers: roomy on a tall row, at most half of a short one, and
    // on a very short one (a landscape phone with large text) what the body leaves: the
    // trump token and its badge, above the counter, need 48 dp. Under about 150 dp (an
    // upright phone) the sign thins to its name, so the sellers keep the room.
    readonly property real headerHeight: Math.min(Math.max(54 * unit, height * 0.3), height * 0.5,
                                                  Math.max(height * 0.35, height - 48 * unit),
                                                  Math.max(22 * unit, height * 0.26
                                                                      + Math.max(0, height - 100 * unit) * 0.5))

    Repeater {
        id: stallRepeater
        model: row.model
        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
        // qmllint disable unqualified
        delegate: StallView {
            id: stallDelegate
            required property int index
            x: index * (row.stallWidth + row.gap)
            width: row.stallWidth
            height: row.height
            unit: row.unit
            headerHeight: row.headerHeight
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

    // The trump marker: black, with a crown-like notch and the word, never colour alone.
    Rectangle {
        id: token
        objectName: "trumpToken"
        visible: row.count > 0 && row.trumpFruit >= 0
        width: Math.min(30 * row.unit, row.stallWidth * 0.3, (row.height - row.headerHeight) * 0.3) // StallView.tokenSize
        height: width
        radius: width / 2
        color: TindahanStyle.trumpToken
        border.color: "white"
        border.width: 2 * row.unit
        // On the stall's body, left of its "Trump" badge.
        x: row.trumpFruit * (row.stallWidth + row.gap) + 8 * row.unit
        y: row.headerHeight + 6 * row.unit
        z: 2
        Behavior on x {
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
