// TestGameTable: the test game's table, as small as a table on the contract can be: a
// MatchSession that names its game. Everything else (start, resume, rematch, actions,
// bots) is MatchSession's own.
#pragma once

#include "matchsession.h"

#include <QtQml/qqmlregistration.h>

class TestGameTable : public MatchSession {
    Q_OBJECT
    QML_ELEMENT

  public:
    explicit TestGameTable(QObject* parent = nullptr);
};
