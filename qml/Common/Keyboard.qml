// Keyboard: the one way a table's own items (cards, sellers, pads, claims) answer the
// keyboard on a desktop, so every game moves and presses alike:
//   Keys.onPressed: event => Keyboard.handle(event, item, () => <the same call a tap makes>)
// Enter, Return and Space press; the arrow keys walk the Tab chain (the table's order:
// the hand, then its targets), Left and Up back, Right and Down on. A PressPad presses
// itself (with the key's timestamp, as a real-time claim needs): it only walks,
//   Keys.onPressed: event => Keyboard.walk(event, pad)
pragma Singleton
import QtQuick

QtObject {
    // True when the key was one of these (and it is then taken).
    function handle(event: KeyEvent, item: Item, press: var): bool {
        switch (event.key) {
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
            event.accepted = true
            if (!event.isAutoRepeat) // a held key presses once
                press()
            return true
        }
        return walk(event, item)
    }

    // The arrow keys: the focus to the previous or the next item of the Tab chain.
    function walk(event: KeyEvent, item: Item): bool {
        const back = event.key === Qt.Key_Left || event.key === Qt.Key_Up
        if (!back && event.key !== Qt.Key_Right && event.key !== Qt.Key_Down)
            return false
        const next = item.nextItemInFocusChain(!back)
        if (next && next !== item)
            next.forceActiveFocus(back ? Qt.BacktabFocusReason : Qt.TabFocusReason)
        event.accepted = true
        return true
    }
}
