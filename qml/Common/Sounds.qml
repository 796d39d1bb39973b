// Sounds: the short cues every game shares (tap, success, error, hand-off, win; beat and
// signal for the real-time games' shared countdown). One instance per screen that needs
// it: sounds.play("success"). A game may give its own signal (Kandar Klash!'s bell).
import QtQuick
import FoodCourt.Common

CueBank {
    property string signalSource: ""

    function common(name) { return "qrc:/FoodCourt/Common/sounds/" + name + ".wav" }

    cues: ({ tap: common("tap"), success: common("success"), error: common("error"),
             handoff: common("handoff"), win: common("win"), beat: common("beat"),
             signal: signalSource !== "" ? signalSource : common("signal") })
}
