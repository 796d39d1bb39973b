// LanguageSwitcher: puts the chosen language into effect at once: loads
// :/i18n/foodcourt_<code>.qm into the app's one translator and retranslates the QML.
// A missing translation falls back to the English source strings.
#pragma once

#include <QObject>
#include <QQmlParserStatus>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>

class LanguageSwitcher : public QObject, public QQmlParserStatus {
    Q_OBJECT
    QML_ELEMENT
    Q_INTERFACES(QQmlParserStatus)
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // False when the language's translation file is missing (English is shown instead).
    Q_PROPERTY(bool translated READ translated NOTIFY languageChanged)

  public:
    explicit LanguageSwitcher(QObject* parent = nullptr);
    ~LanguageSwitcher() override;

    QString language() const { return language_; }
    void setLanguage(const QString& code);
    bool translated() const { return translated_; }

    void classBegin() override {}
    void componentComplete() override;

  signals:
    void languageChanged();

  private:
    void apply();

    QString language_ = QStringLiteral("en");
    bool translated_ = false;
    bool complete_ = false;
    QTranslator translator_;
};
