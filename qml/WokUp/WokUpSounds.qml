// WokUpSounds: Wok Up's own cues (a flick's whoosh, tokens clattering, a hand slapping a
// card, the Wok'up! gong), silent when sound is off. The files come from
// sounds/make_sounds.py and load shortly after start-up, like the common cues.
import QtQuick
import QtMultimedia

Item {
    id: sounds

    property bool enabled: true
    property bool loaded: false

    function play(name) {
        if (!enabled || !loaded)
            return
        const effect = ({ throw: throwCue, clatter: clatter, claim: claim, wokup: wokup })[name]
        if (effect)
            effect.play()
    }
    function cue(name) { return loaded ? "qrc:/FoodCourt/WokUp/sounds/" + name + ".wav" : "" }

    Timer {
        interval: 250
        running: true
        onTriggered: sounds.loaded = true
    }

    SoundEffect { id: throwCue; source: sounds.cue("throw") }
    SoundEffect { id: clatter; source: sounds.cue("clatter") }
    SoundEffect { id: claim; source: sounds.cue("claim") }
    SoundEffect { id: wokup; source: sounds.cue("wokup") }
}
