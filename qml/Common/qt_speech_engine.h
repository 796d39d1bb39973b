// QtSpeechEngine: read-aloud through Qt TextToSpeech (the platform's engine: Speech
// Dispatcher on Linux, Android's own), built only when Qt TextToSpeech is found.
#pragma once

#include "speech_engine.h"

#include <memory>

class QTextToSpeech;

class QtSpeechEngine : public SpeechEngine {
  public:
    QtSpeechEngine();
    ~QtSpeechEngine() override;

    bool hasVoiceFor(const QLocale& locale) override;
    void say(const QString& text, const QLocale& locale) override;
    void stop() override;

  private:
    // The engine is made on first use: connecting to the platform's speech service takes
    // time the app's start should not pay when read-aloud is off.
    QTextToSpeech& speech();

    std::unique_ptr<QTextToSpeech> speech_;
};
