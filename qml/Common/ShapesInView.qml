// ShapesInView: whether an item drawn with Qt Quick Shapes may show where it stands now.
// Qt 6.4's software renderer does not clip a Shape to a scrolling page (docs/qt64-notes.md),
// so a face or a picture half scrolled away would paint over what lies outside the page.
// There the item shows only while it is in view; a GPU clips it as it should, so there it
// always shows. The avatars (Avatar.qml) and the rules' pictures (RuleDiagram.qml) use it.
import QtQuick

Item {
    id: guard

    // The item drawn with Shapes.
    property Item target: null
    // All of it must be in view, or only its top (where nothing lies under the page).
    property bool wholly: true
    // The page the target scrolls in: the nearest Flickable around it, unless set.
    property Flickable page: unclipped ? pageAround(target) : null

    readonly property bool unclipped: GraphicsInfo.api === GraphicsInfo.Software
    readonly property bool shown: {
        if (!unclipped || !page || !target)
            return true
        // Dependencies: the scroll, and the place of every item from the target up to the page.
        void [page.contentY, page.height, target.height]
        for (let item = target; item && item !== page; item = item.parent)
            void item.y
        const top = target.mapToItem(page, 0, 0).y
        return top >= 0 && (!wholly || top + target.height <= page.height)
    }

    // Each parent is read in the binding, so a target (or a delegate around it) given its
    // parent after it was made still finds its page.
    function pageAround(item: Item): Flickable {
        for (let up = item ? item.parent : null; up; up = up.parent) {
            if (up instanceof Flickable)
                return up
        }
        return null
    }

    visible: false
}
