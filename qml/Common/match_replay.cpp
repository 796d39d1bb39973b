#include "match_replay.h"

#include "setupconversion.h"

QString replayMatch(MatchSession& session, const QString& gameId, const fc::Setup& setup,
                    std::span<const fc::LoggedAction> log) {
    const bool saving = session.autosave();
    session.setAutosave(saving && log.empty()); // the steps between are history
    QString error = session.start(gameId, setupToVariant(setup));
    for (std::size_t i = 0; i < log.size() && error.isEmpty(); ++i) {
        if (i + 1 == log.size())
            session.setAutosave(saving);
        error = session.apply(log[i].seat, QString::fromStdString(log[i].action));
    }
    session.setAutosave(saving);
    return error;
}
