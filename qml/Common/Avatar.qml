// Avatar: a family player's face, one of the app's own twelve, drawn in vector shapes on a
// 100 x 100 grid and scaled to the item. Each face has its own outline (a triangle rice
// ball, a fish with a tail, a cat's ears, ...), so two players are told apart by shape and
// not by colour alone. `kind` is one of `kinds` (the ids the family history stores, see
// HistoryStore::avatarIds); any other kind draws an empty dashed plate (no avatar yet).
import QtQuick
import QtQuick.Shapes
import FoodCourt.Common

Item {
    id: avatar

    property string kind: ""
    readonly property var kinds: ["mango", "dumpling", "onigiri", "egg", "melon", "cupcake",
                                  "cat", "frog", "bear", "owl", "fish", "chick"]
    readonly property bool known: kinds.indexOf(kind) >= 0

    // The face's name, for a screen reader and the picker.
    function label(id: string): string {
        switch (id) {
        //: An avatar: a smiling mango.
        case "mango": return qsTr("Mango")
        //: An avatar: a smiling dumpling.
        case "dumpling": return qsTr("Dumpling")
        //: An avatar: a smiling triangular rice ball.
        case "onigiri": return qsTr("Rice ball")
        //: An avatar: a smiling fried egg.
        case "egg": return qsTr("Fried egg")
        //: An avatar: a smiling slice of watermelon.
        case "melon": return qsTr("Watermelon")
        //: An avatar: a smiling cupcake.
        case "cupcake": return qsTr("Cupcake")
        //: An avatar: a cat's face.
        case "cat": return qsTr("Cat")
        //: An avatar: a frog's face.
        case "frog": return qsTr("Frog")
        //: An avatar: a bear's face.
        case "bear": return qsTr("Bear")
        //: An avatar: an owl's face.
        case "owl": return qsTr("Owl")
        //: An avatar: a smiling fish.
        case "fish": return qsTr("Fish")
        //: An avatar: a chick's face.
        case "chick": return qsTr("Chick")
        }
        //: A seat or player without an avatar yet.
        return qsTr("No avatar")
    }

    function circle(x: real, y: real, r: real): string {
        return "M " + (x - r) + " " + y + " A " + r + " " + r + " 0 1 0 " + (x + r) + " " + y
             + " A " + r + " " + r + " 0 1 0 " + (x - r) + " " + y + " Z"
    }

    // Per face: body (outline and fill), detail (a second shape, filled or stroked), where
    // the eyes go (centre x, half their distance, y) and the mouth (y; 0 for none).
    readonly property var looks: ({
        mango: { fill: "#F6A531", body: "M50 22 C78 22 88 50 80 71 C72 90 32 92 21 75 C10 57 22 22 50 22 Z",
                 detail: "M50 22 C54 10 68 5 77 9 C71 19 61 23 50 22 Z", detailFill: "#4E9A3A",
                 cx: 50, ex: 13, ey: 52, my: 64 },
        dumpling: { fill: "#F2E2C0", body: "M10 70 C12 40 30 26 50 26 C70 26 88 40 90 70 C70 80 30 80 10 70 Z",
                    detail: "M36 28 L40 40 M50 26 L50 40 M64 28 L60 40", detailStroke: "#9C7B4E",
                    cx: 50, ex: 14, ey: 54, my: 64 },
        onigiri: { fill: "#FAFAF2", body: "M50 12 C58 12 92 70 88 82 C84 92 16 92 12 82 C8 70 42 12 50 12 Z",
                   detail: "M36 72 L64 72 L64 91 L36 91 Z", detailFill: "#2F4A3A",
                   cx: 50, ex: 11, ey: 50, my: 61 },
        egg: { fill: "#FFFFFF", body: "M20 30 C34 10 66 14 78 26 C94 40 90 66 76 78 C60 92 30 90 18 74 C6 58 10 42 20 30 Z",
               detail: avatar.circle(50, 52, 22), detailFill: "#FFC83A",
               cx: 50, ex: 8, ey: 47, my: 57 },
        melon: { fill: "#EF5B5B", body: "M8 36 L92 36 A42 42 0 0 1 8 36 Z",
                 detail: "M10 38 A40 40 0 0 0 90 38", detailStroke: "#3E8E41", detailWidth: 7,
                 cx: 50, ex: 14, ey: 48, my: 58 },
        cupcake: { fill: "#F7C6DA", body: "M18 60 C8 46 24 32 36 36 C38 18 62 18 64 36 C76 32 92 46 82 60 Z",
                   detail: "M24 60 L76 60 L68 92 L32 92 Z M38 62 L40 90 M50 62 L50 90 M62 62 L60 90",
                   detailFill: "#E9A86B", cx: 50, ex: 12, ey: 44, my: 53 },
        cat: { fill: "#B9B9CC", body: "M22 32 L24 8 L42 24 C47 23 53 23 58 24 L76 8 L78 32 C88 44 88 66 78 78 C66 92 34 92 22 78 C12 66 12 44 22 32 Z",
               detail: "M10 62 L32 62 M12 72 L32 67 M90 62 L68 62 M88 72 L68 67", detailStroke: "#4A4A5A",
               cx: 50, ex: 14, ey: 52, my: 64 },
        frog: { fill: "#6CC04A", body: "M8 64 C8 46 28 38 50 38 C72 38 92 46 92 64 C92 82 72 90 50 90 C28 90 8 82 8 64 Z "
                                       + avatar.circle(30, 36, 15) + " " + avatar.circle(70, 36, 15),
                detail: avatar.circle(30, 36, 8) + " " + avatar.circle(70, 36, 8), detailFill: "#FFFFFF",
                cx: 50, ex: 20, ey: 36, my: 66 },
        bear: { fill: "#A8734A", body: avatar.circle(50, 56, 36) + " " + avatar.circle(22, 26, 13) + " "
                                       + avatar.circle(78, 26, 13),
                detail: "M36 70 C36 58 64 58 64 70 C64 82 36 82 36 70 Z", detailFill: "#E6C9A8",
                cx: 50, ex: 14, ey: 48, my: 70 },
        owl: { fill: "#8C6BB1", body: "M20 32 L22 12 L38 24 C46 21 54 21 62 24 L78 12 L80 32 C92 52 86 80 72 88 C60 95 40 95 28 88 C14 80 8 52 20 32 Z",
               detail: avatar.circle(36, 46, 13) + " " + avatar.circle(64, 46, 13) + " M44 60 L56 60 L50 70 Z",
               detailFill: "#FFF4D6", cx: 50, ex: 14, ey: 46, my: 0 },
        fish: { fill: "#4FA3E0", body: "M10 54 C24 28 60 26 74 54 C60 80 24 78 10 54 Z M72 54 L94 34 L94 74 Z",
                detail: "M40 34 C44 44 44 64 40 74", detailStroke: "#2A6E9E",
                cx: 30, ex: 8, ey: 48, my: 60 },
        chick: { fill: "#FFD84D", body: avatar.circle(50, 58, 34) + " M42 26 C40 10 50 8 51 22 C54 10 64 12 58 26 Z",
                 detail: "M42 60 L58 60 L50 70 Z", detailFill: "#F08A24",
                 cx: 50, ex: 14, ey: 50, my: 0 }
    })
    readonly property var look: known ? looks[kind] : ({})
    readonly property real unit: Math.min(width, height) / 100

    implicitWidth: 48
    implicitHeight: 48
    Accessible.role: Accessible.Graphic
    Accessible.name: label(kind)

    // Where Shapes are not clipped to a scrolling page (the software renderer), the face
    // shows only while it is wholly in view; it keeps its room either way.
    ShapesInView {
        id: inView
        target: avatar
    }

    // The empty plate: a dashed circle (no avatar chosen).
    Shape {
        objectName: "avatarPlate"
        visible: !avatar.known && inView.shown
        x: (avatar.width - width * avatar.unit) / 2
        y: (avatar.height - height * avatar.unit) / 2
        width: 100
        height: 100
        scale: avatar.unit
        transformOrigin: Item.TopLeft
        ShapePath {
            strokeColor: Theme.inkSoft
            strokeWidth: 4
            strokeStyle: ShapePath.DashLine
            fillColor: "transparent"
            PathSvg { path: avatar.circle(50, 50, 44) }
        }
    }

    Shape {
        objectName: "avatarFace"
        visible: avatar.known && inView.shown
        x: (avatar.width - width * avatar.unit) / 2
        y: (avatar.height - height * avatar.unit) / 2
        width: 100
        height: 100
        scale: avatar.unit
        transformOrigin: Item.TopLeft
        ShapePath {
            strokeColor: "#3B2A1E"
            strokeWidth: 3
            fillColor: avatar.look.fill ?? "transparent"
            fillRule: ShapePath.WindingFill
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: avatar.look.body ?? "" }
        }
        ShapePath {
            strokeColor: avatar.look.detailStroke ?? "#3B2A1E"
            strokeWidth: avatar.look.detailWidth ?? (avatar.look.detailStroke ? 3 : 2)
            fillColor: avatar.look.detailFill ?? "transparent"
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: avatar.look.detail ?? "" }
        }
        // The eyes, then the smile: every face is friendly.
        ShapePath {
            strokeColor: "transparent"
            fillColor: "#2A1C12"
            PathSvg {
                path: avatar.known ? avatar.circle(avatar.look.cx - avatar.look.ex, avatar.look.ey, 4.5)
                                     + " " + avatar.circle(avatar.look.cx + avatar.look.ex, avatar.look.ey, 4.5)
                                   : ""
            }
        }
        ShapePath {
            strokeColor: avatar.known && avatar.look.my > 0 ? "#2A1C12" : "transparent"
            strokeWidth: 3.5
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            PathSvg {
                path: avatar.known && avatar.look.my > 0
                      ? "M " + (avatar.look.cx - 9) + " " + avatar.look.my + " Q " + avatar.look.cx + " "
                        + (avatar.look.my + 8) + " " + (avatar.look.cx + 9) + " " + avatar.look.my
                      : ""
            }
        }
    }
}
