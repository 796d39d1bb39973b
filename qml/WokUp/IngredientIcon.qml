// IngredientIcon: one ingredient's vector shape in its colour, outlined so it reads on any
// background, scaled crisply to the item.
import QtQuick
import QtQuick.Shapes
import FoodCourt.WokUp

Item {
    id: icon

    property int ingredient: 0
    property color outline: "#2B1B10"

    Shape {
        width: 100
        height: 100
        scale: Math.min(icon.width, icon.height) / 100
        transformOrigin: Item.TopLeft
        x: (icon.width - Math.min(icon.width, icon.height)) / 2
        y: (icon.height - Math.min(icon.width, icon.height)) / 2
        antialiasing: true

        ShapePath {
            fillColor: WokUpStyle.ingredientColours[icon.ingredient] ?? "grey"
            strokeColor: icon.outline
            strokeWidth: 5
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: WokUpStyle.ingredientPaths[icon.ingredient] ?? "M 0 0" }
        }
    }
}
