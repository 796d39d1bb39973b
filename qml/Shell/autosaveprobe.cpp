#include "autosaveprobe.h"

#include "matchsession.h"

#include <QFile>

AutosaveProbe::AutosaveProbe(QObject* parent) : QObject(parent) {}

void AutosaveProbe::check() {
    gameId_.clear();
    saveJson_.clear();
    // A save set aside earlier stays reported until a new save appears.
    if (QFile::exists(MatchSession::autosavePath())) {
        problem_.clear();
        auto match = MatchSession::readAutosave();
        if (match && !match->game().isOver()) {
            gameId_ = QString::fromStdString(match->gameId());
            QFile file(MatchSession::autosavePath());
            if (file.open(QIODevice::ReadOnly))
                saveJson_ = QString::fromUtf8(file.readAll());
        } else if (!match) {
            problem_ = QString::fromStdString(match.message());
            MatchSession::setAutosaveAside();
        }
    }
    emit checked();
}
