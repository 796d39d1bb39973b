// BotStrengthLabels (QML singleton "BotStrengths"): the words for the bots' strengths, one
// table for every game, keyed by the strength names the engines register
// (GameInfo::botStrengths). A new game whose bots use names already here needs no edit; a
// new name gets its row here, with its translations.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace fc::shell {

class BotStrengthLabels : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(BotStrengths)
    QML_SINGLETON

  public:
    explicit BotStrengthLabels(QObject* parent = nullptr) : QObject(parent) {}

    // The strength's word in the current language ("hard": "Hard"); an unknown name as it
    // is, so a forgotten row shows the engine's name rather than nothing.
    Q_INVOKABLE static QString label(const QString& strength);
    // Whether the table has a word for `strength` (tests check every registered name).
    static bool known(const QString& strength);
};

} // namespace fc::shell
