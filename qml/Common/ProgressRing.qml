// ProgressRing: a circular progress track drawn with QML Shapes (progress 0..1).
import QtQuick
import QtQuick.Shapes

Item {
    id: ring
    property real progress: 0
    property color trackColor: "#55FFFFFF"
    property color fillColor: "#FFFFFF"
    property real lineWidth: 8

    implicitWidth: 96
    implicitHeight: 96

    Shape {
        anchors.fill: parent
        ShapePath {
            strokeColor: ring.trackColor
            strokeWidth: ring.lineWidth
            fillColor: "transparent"
            PathAngleArc {
                centerX: ring.width / 2
                centerY: ring.height / 2
                radiusX: (Math.min(ring.width, ring.height) - ring.lineWidth) / 2
                radiusY: radiusX
                startAngle: 0
                sweepAngle: 360
            }
        }
        ShapePath {
            strokeColor: ring.fillColor
            strokeWidth: ring.lineWidth
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            PathAngleArc {
                centerX: ring.width / 2
                centerY: ring.height / 2
                radiusX: (Math.min(ring.width, ring.height) - ring.lineWidth) / 2
                radiusY: radiusX
                startAngle: -90
                sweepAngle: 360 * Math.max(0, Math.min(1, ring.progress))
            }
        }
    }
}
