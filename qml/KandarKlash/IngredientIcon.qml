// IngredientIcon: one ingredient space, drawn as its colour AND its own shape (so the
// ingredients stay apart for colour-blind cooks), or the red ketchup splash of a wild
// space. Vector paths on a 100x100 box, crisp at any size.
import QtQuick
import QtQuick.Shapes
import FoodCourt.KandarKlash

Item {
    id: icon

    property string token: ""   // an ingredient token, or "ketchup"
    readonly property bool ketchup: token === "ketchup"
    readonly property color fill: ketchup ? "#C0392B" : Ingredients.colour(token)

    // One outline per shape name from the engine's content table.
    readonly property var paths: ({
        mound: "M10 78 C10 30 90 30 90 78 Z M22 78 L78 78 L72 88 L28 88 Z",
        drumstick: "M30 20 C55 5 85 25 75 50 C68 66 52 64 46 70 L30 86 C26 92 14 88 18 80 L20 78 C12 76 12 66 20 66 L34 54 C26 44 22 28 30 20 Z",
        drop: "M50 8 C62 34 82 50 82 66 C82 84 68 94 50 94 C32 94 18 84 18 66 C18 50 38 34 50 8 Z",
        squid: "M50 6 C70 20 74 44 66 60 L74 90 L62 70 L56 92 L50 70 L44 92 L38 70 L26 90 L34 60 C26 44 30 20 50 6 Z",
        pod: "M20 86 C14 60 40 14 78 10 C84 10 88 14 86 22 C80 60 48 86 20 86 Z",
        sun: "M50 4 L58 24 L78 16 L72 36 L94 42 L76 54 L90 72 L68 72 L66 94 L50 80 L34 94 L32 72 L10 72 L24 54 L6 42 L28 36 L22 16 L42 24 Z",
        ketchup: "M50 10 C60 30 88 34 86 56 C84 80 64 92 50 90 C34 92 14 80 14 58 C12 36 40 30 50 10 Z M40 40 L60 40 L50 70 Z"
    })

    Shape {
        width: 100
        height: 100
        anchors.centerIn: parent
        scale: Math.min(icon.width, icon.height) / 100 * 0.84
        ShapePath {
            fillColor: icon.fill
            strokeColor: "#33241A"
            strokeWidth: 4
            fillRule: ShapePath.OddEvenFill
            PathSvg { path: icon.paths[icon.ketchup ? "ketchup" : Ingredients.shape(icon.token)] ?? "" }
        }
    }
}
