// ReadAloud: speaks the turn prompt and refusals for players who cannot read yet, in the
// app's language, while the read-aloud setting (AppSettings.readAloud, off by default) is
// on. QML reaches it as the singleton ReadAloud; the speaking itself goes through a
// SpeechEngine (Qt TextToSpeech in the app, a fake in tests). Built without Qt
// TextToSpeech, `supported` is false, the setting is hidden and nothing is said.
#pragma once

#include "speech_engine.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>

class AppSettings;
class QQmlEngine;
class QJSEngine;

class ReadAloud : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Whether this build can speak at all (it has a speech engine).
    Q_PROPERTY(bool supported READ supported CONSTANT)

  public:
    // `settings` gives the setting; `engine` may be null (a build without speech).
    ReadAloud(AppSettings* settings, std::unique_ptr<SpeechEngine> engine,
              QObject* parent = nullptr);
    ~ReadAloud() override;
    // The QML singleton: the engine's own AppSettings and the platform's speech engine.
    static ReadAloud* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

    bool supported() const { return engine_ != nullptr; }
    // Replaces the speech engine (tests put a fake one here).
    void setEngine(std::unique_ptr<SpeechEngine> engine);

    // Says `text` in the app's language when the setting is on; nothing otherwise, and
    // nothing for empty text.
    Q_INVOKABLE void say(const QString& text);
    // Whether a voice speaks the language `code` ("en", "fr", ...).
    Q_INVOKABLE bool hasVoiceFor(const QString& code) const;

  private:
    bool on() const;
    void settingChanged();

    QPointer<AppSettings> settings_;
    std::unique_ptr<SpeechEngine> engine_;
};
