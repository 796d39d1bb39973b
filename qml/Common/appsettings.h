// AppSettings: the player's preferences (language, sound, bot speed, reduced motion,
// read-aloud),
// persisted with QSettings. One instance per QML engine, reached as a QML singleton.
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
    // Speak the turn prompt and refusals aloud (ReadAloud); off by default.
    Q_PROPERTY(bool readAloud READ readAloud WRITE setReadAloud NOTIFY readAloudChanged)
    // What the stored settings held that could not be used, in words (each value ignored,
    // its default kept, the file left as it is). Empty when all was well.
    Q_PROPERTY(QStringList problems READ problems CONSTANT)

  public:
    explicit AppSettings(QObject* parent = nullptr);

    // The language codes the app ships, in the order the settings screen lists them.
    static QStringList supportedLanguages();
    static QStringList botSpeeds(); // "slow", "normal", "fast"

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
    bool readAloud() const { return readAloud_; }
    void setReadAloud(bool on);
    QStringList problems() const { return problems_; }

  signals:
    void languageChanged();
    void soundChanged();
    void botSpeedChanged();
    void reduceMotionChanged();
    void readAloudChanged();

  private:
    // The stored value of `key` if it is one of `allowed`, else `fallback` (noting why).
    QString storedChoice(const char* key, const QStringList& allowed, const QString& fallback);
    bool storedSwitch(const char* key, bool fallback);

    QSettings store_;
    QStringList problems_;
    QString language_;
    bool sound_ = true;
    QString botSpeed_;
    bool reduceMotion_ = false;
    bool readAloud_ = false;
};
