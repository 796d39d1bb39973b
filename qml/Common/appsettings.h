// AppSettings: the player's preferences (language, sound and its volume, haptics, bot
// speed, reduced motion, text size, high contrast, read-aloud), persisted with QSettings.
// One instance per QML engine, reached as a QML singleton.
#pragma once

#include <QObject>
#include <QSettings>
#include <QString>
#include <QtQml/qqmlregistration.h>

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(bool sound READ sound WRITE setSound NOTIFY soundChanged)
    Q_PROPERTY(QString botSpeed READ botSpeed WRITE setBotSpeed NOTIFY botSpeedChanged)
    Q_PROPERTY(int botDelayMs READ botDelayMs NOTIFY botSpeedChanged)
    Q_PROPERTY(bool reduceMotion READ reduceMotion WRITE setReduceMotion NOTIFY reduceMotionChanged)
    // The sound cues' volume, 0-100 %.
    Q_PROPERTY(
        int effectsVolume READ effectsVolume WRITE setEffectsVolume NOTIFY effectsVolumeChanged)
    Q_PROPERTY(bool haptics READ haptics WRITE setHaptics NOTIFY hapticsChanged)
    // The app's own text size, 100-160 % (on top of the system's font size).
    Q_PROPERTY(int textSize READ textSize WRITE setTextSize NOTIFY textSizeChanged)
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)
    // Speak the turn prompt and refusals aloud (ReadAloud); off by default.
    Q_PROPERTY(bool readAloud READ readAloud WRITE setReadAloud NOTIFY readAloudChanged)
    // The stalls whose guided first game was offered on their first visit (once each).
    Q_PROPERTY(QStringList guidesOffered READ guidesOffered NOTIFY guidesOfferedChanged)
    // What the stored settings held that could not be used, in words (each value ignored,
    // its default kept, the file left as it is). Empty when all was well.
    Q_PROPERTY(QStringList problems READ problems CONSTANT)

  public:
    explicit AppSettings(QObject* parent = nullptr);

    // The language codes the app ships, in the order the settings screen lists them.
    static QStringList supportedLanguages();
    static QStringList botSpeeds(); // "slow", "normal", "fast"
    static constexpr int kMinTextSize = 100;
    static constexpr int kMaxTextSize = 160;

    QString language() const { return language_; }
    void setLanguage(const QString& code);
    bool sound() const { return sound_; }
    void setSound(bool on);
    QString botSpeed() const { return botSpeed_; }
    void setBotSpeed(const QString& speed);
    // How long a bot waits before acting, so humans can follow what it does.
    int botDelayMs() const;
    bool reduceMotion() const { return reduceMotion_; }
    void setReduceMotion(bool on);
    int effectsVolume() const { return effectsVolume_; }
    void setEffectsVolume(int percent);
    bool haptics() const { return haptics_; }
    void setHaptics(bool on);
    int textSize() const { return textSize_; }
    void setTextSize(int percent);
    bool highContrast() const { return highContrast_; }
    void setHighContrast(bool on);
    bool readAloud() const { return readAloud_; }
    void setReadAloud(bool on);
    QStringList problems() const { return problems_; }
    QStringList guidesOffered() const { return guidesOffered_; }
    Q_INVOKABLE bool guideOffered(const QString& gameId) const {
        return guidesOffered_.contains(gameId);
    }
    // Remembers that the stall's guided first game was offered (it is not offered again).
    Q_INVOKABLE void markGuideOffered(const QString& gameId);

  signals:
    void languageChanged();
    void soundChanged();
    void botSpeedChanged();
    void reduceMotionChanged();
    void effectsVolumeChanged();
    void hapticsChanged();
    void textSizeChanged();
    void highContrastChanged();
    void readAloudChanged();
    void guidesOfferedChanged();

  private:
    // The stored value of `key` if it is one of `allowed`, else `fallback` (noting why).
    QString storedChoice(const char* key, const QStringList& allowed, const QString& fallback);
    bool storedSwitch(const char* key, bool fallback);
    int storedNumber(const char* key, int low, int high, int fallback);

    QSettings store_;
    QStringList problems_;
    QString language_;
    bool sound_ = true;
    QString botSpeed_;
    bool reduceMotion_ = false;
    int effectsVolume_ = 80;
    bool haptics_ = true;
    int textSize_ = kMinTextSize;
    bool highContrast_ = false;
    bool readAloud_ = false;
    QStringList guidesOffered_;
};
