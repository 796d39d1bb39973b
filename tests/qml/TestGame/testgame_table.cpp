#include "testgame_table.h"

TestGameTable::TestGameTable(QObject* parent) : MatchSession(QStringLiteral("testgame"), parent) {}
