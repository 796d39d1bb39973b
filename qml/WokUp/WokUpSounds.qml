// WokUpSounds: Wok Up's own cues (a flick's whoosh, tokens clattering, a hand slapping a
// card, the Wok'up! gong), at the effects volume like the common cues. The files come from
// sounds/make_sounds.py.
import QtQuick
import FoodCourt.Common

CueBank {
    function wok(name) { return "qrc:/FoodCourt/WokUp/sounds/" + name + ".wav" }

    cues: ({ throw: wok("throw"), clatter: wok("clatter"), claim: wok("claim"), wokup: wok("wokup") })
}
