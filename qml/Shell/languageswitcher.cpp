#include "languageswitcher.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>

LanguageSwitcher::LanguageSwitcher(QObject* parent) : QObject(parent) {}

LanguageSwitcher::~LanguageSwitcher() {
    QCoreApplication::removeTranslator(&translator_);
}

void LanguageSwitcher::setLanguage(const QString& code) {
    if (code == language_)
        return;
    language_ = code;
    if (complete_)
        apply();
    emit languageChanged();
}

void LanguageSwitcher::componentComplete() {
    complete_ = true;
    apply();
    emit languageChanged();
}

void LanguageSwitcher::apply() {
    QCoreApplication::removeTranslator(&translator_);
    translated_ = translator_.load(QStringLiteral(":/i18n/foodcourt_%1.qm").arg(language_));
    if (translated_)
        QCoreApplication::installTranslator(&translator_);
    else if (language_ != QLatin1String("en"))
        qWarning("No translation for '%s'; showing English.", qPrintable(language_));
    QLocale::setDefault(QLocale(language_));
    if (QQmlEngine* engine = qmlEngine(this)) {
        engine->setUiLanguage(language_);
        engine->retranslate();
    }
}
