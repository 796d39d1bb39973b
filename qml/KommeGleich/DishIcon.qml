// DishIcon: the dish's shape, drawn as a vector outline: cheese a wedge, lobster a diamond,
// tartelettes a disc, salad a square, soup a bowl and the wild baguette a star.
import QtQuick
import QtQuick.Shapes

Shape {
    id: icon

    property int kind: 0
    property color fill: "white"
    property color stroke: "#33241A"

    // Outline points in a unit square, per kind.
    function outline(kind: int): var {
        const ring = (count, radius, start, cy) => Array.from({ length: count + 1 }, (_, i) => {
            const a = start + 2 * Math.PI * i / count
            return Qt.point(0.5 + radius(i) * Math.cos(a), cy + radius(i) * Math.sin(a))
        })
        switch (kind) {
        case 0: return [Qt.point(0.08, 0.8), Qt.point(0.92, 0.8), Qt.point(0.92, 0.3),
                        Qt.point(0.08, 0.8)]
        case 1: return [Qt.point(0.5, 0.05), Qt.point(0.92, 0.5), Qt.point(0.5, 0.95),
                        Qt.point(0.08, 0.5), Qt.point(0.5, 0.05)]
        case 2: return ring(28, () => 0.42, 0, 0.5)
        case 3: return [Qt.point(0.14, 0.14), Qt.point(0.86, 0.14), Qt.point(0.86, 0.86),
                        Qt.point(0.14, 0.86), Qt.point(0.14, 0.14)]
        case 4: return [Qt.point(0.06, 0.35)].concat(
                           Array.from({ length: 15 }, (_, i) => {
                               const a = Math.PI * i / 14
                               return Qt.point(0.5 + 0.44 * Math.cos(a), 0.35 + 0.5 * Math.sin(a))
                           }).reverse(), [Qt.point(0.06, 0.35)])
        default: return ring(10, i => i % 2 === 0 ? 0.47 : 0.2, -Math.PI / 2, 0.53)
        }
    }

    ShapePath {
        fillColor: icon.fill
        strokeColor: icon.stroke
        strokeWidth: Math.max(1, icon.width * 0.05)
        joinStyle: ShapePath.RoundJoin
        PathPolyline {
            path: icon.outline(icon.kind).map(p => Qt.point(p.x * icon.width, p.y * icon.height))
        }
    }
}
