// SpeechEngine: what read-aloud needs from a text-to-speech engine, so the app speaks
// through Qt TextToSpeech (qt_speech_engine.*) and tests through a fake that records.
#pragma once

#include <QLocale>
#include <QString>

class SpeechEngine {
  public:
    virtual ~SpeechEngine() = default;
    // Whether a voice speaks `locale`'s language.
    virtual bool hasVoiceFor(const QLocale& locale) = 0;
    // Speaks `text` in `locale`'s language, cutting off what was still being said.
    virtual void say(const QString& text, const QLocale& locale) = 0;
    // Stops speaking at once.
    virtual void stop() = 0;
};
