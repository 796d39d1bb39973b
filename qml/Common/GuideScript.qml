// GuideScript: one game's guided first game ("Learn to play") as data. A game adds
// qml/<Module>/<Module>Guide.qml deriving from it; the menu then offers "Learn to play" on
// its stall, and GameHost plays it on the game's real screen under a GuideOverlay. The
// shape, and how to write one, is in docs/guide.md:
//   setup: the match, as SeatSetupModel.setup() gives it, with a fixed seed (the learner
//       and slow bots, e.g. "Ana");
//   learnerSeat: whose controls the coach marks point at;
//   botDelayMs: how long a bot waits before moving (slow, so each move can be followed);
//   steps: [{ target, text, waitFor, by, until }]: what each coach mark points at and says,
//       and what it waits for (docs/guide.md);
//   explain: function (screen, seat, action) giving a bot's move in one line ("" for none);
//   wordsMayShrink: a table with little free room (Wok Up's wok fills the short side): where
//       no place clear of what a step keeps in sight shows all its words, the coach's words
//       go down to body size and the bubble as narrow as its widest word.
// A step's `until` names a function of the derived guide: (screen) => bool.
import QtQuick

QtObject {
    property var setup: ({})
    property int learnerSeat: 0
    property int botDelayMs: 1600
    property var steps: []
    property var explain: function (screen, seat, action) { return "" }
    property bool wordsMayShrink: false
}
