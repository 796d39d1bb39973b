// PathIcon: one filled, outlined vector shape from a path in a 100 x 100 box, scaled to
// the item (crisp at any density), with optional detail strokes on top.
import QtQuick
import QtQuick.Shapes

Item {
    id: icon

    property string path
    property string detail
    property color fill: "white"
    property color outline: "#33241A"
    property real outlineWidth: 4

    Shape {
        width: 100
        height: 100
        scale: Math.min(icon.width, icon.height) / 100
        transformOrigin: Item.TopLeft
        x: (icon.width - Math.min(icon.width, icon.height)) / 2
        y: (icon.height - Math.min(icon.width, icon.height)) / 2
        antialiasing: true

        ShapePath {
            fillColor: icon.fill
            strokeColor: icon.outline
            strokeWidth: icon.outlineWidth
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: icon.path }
        }
        ShapePath {
            fillColor: "transparent"
            strokeColor: icon.detail.length > 0 ? icon.outline : "transparent"
            strokeWidth: icon.outlineWidth * 0.75
            capStyle: ShapePath.RoundCap
            PathSvg { path: icon.detail.length > 0 ? icon.detail : "M 0 0" }
        }
    }
}
