// RuleDiagram: the frame of one small picture on a rules page: a rounded panel with the
// picture (drawn with the game's own pieces) in the middle and a caption under it. The
// picture is laid out at its own size and only ever scaled down, so a narrow phone gets
// the same picture smaller instead of one that spills over the page. Nothing inside it
// reacts to a touch: it shows, it does not play.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Rectangle {
    id: frame

    property string caption
    // The picture's own size, at which its children are placed.
    property real pictureWidth: 300
    property real pictureHeight: 150
    default property alias picture: holder.data

    readonly property real room: Math.max(1, width - Theme.spacing * 2)
    readonly property real pictureScale: Math.min(1, room / pictureWidth)

    // Most pieces draw with Shapes: where a scrolling page does not clip them (the software
    // renderer), a picture half scrolled away would paint over the page's header, so there
    // it shows only while its top is in view (nothing lies under the page).
    ShapesInView {
        id: inView
        target: box
        wholly: false
    }

    objectName: "ruleDiagram"
    width: parent ? parent.width : pictureWidth + Theme.spacing * 2
    height: Theme.spacing + box.height + Theme.spacing / 2 + captionLabel.height + Theme.spacing
    radius: Theme.radius
    color: Theme.surfaceSunk
    border.color: Theme.outline
    border.width: 1

    // One picture with its caption, for a screen reader.
    Accessible.role: Accessible.Graphic
    Accessible.name: caption

    Item {
        id: box
        objectName: "ruleDiagramPicture"
        x: (frame.width - width) / 2
        y: Theme.spacing
        width: frame.pictureWidth * frame.pictureScale
        height: frame.pictureHeight * frame.pictureScale

        Item {
            id: holder
            width: frame.pictureWidth
            height: frame.pictureHeight
            scale: frame.pictureScale
            transformOrigin: Item.TopLeft
            // The pieces are the table's own; here they must not take a tap or the focus.
            enabled: false
            visible: inView.shown
        }
    }

    Label {
        id: captionLabel
        objectName: "ruleDiagramCaption"
        x: Theme.spacing
        y: box.y + box.height + Theme.spacing / 2
        width: frame.room
        text: frame.caption
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.inkSoft
        font.pixelSize: Theme.fontSmall
        font.italic: true
        Accessible.ignored: true // the frame reads the caption as its name
    }
}
