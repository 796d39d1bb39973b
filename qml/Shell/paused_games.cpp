#include "paused_games.h"

#include "save_slots.h"

#include <QFileInfo>
#include <algorithm>

PausedGames::PausedGames(QObject* parent) : QAbstractListModel(parent) {}

void PausedGames::check() {
    beginResetModel();
    games_.clear();
    setAside_.clear();
    if (!fc::saves::adoptSingleSave().isEmpty())
        setAside_ << QString(); // the old single save, whose game is unknown
    for (const QString& gameId : fc::saves::gamesWithSaves()) {
        const fc::Result<fc::Match> match = fc::saves::read(gameId);
        if (!match) {
            fc::saves::setAside(gameId);
            setAside_ << gameId;
            continue;
        }
        if (match->game().isOver()) {
            fc::saves::remove(gameId); // nothing left to resume
            continue;
        }
        Paused paused;
        paused.gameId = gameId;
        const fc::Setup& setup = match->setup();
        for (int seat = 0; seat < setup.players; ++seat)
            paused.players << (seat < static_cast<int>(setup.seats.size())
                                   ? QString::fromStdString(setup.seats[seat].name)
                                   : tr("Player %1").arg(seat + 1));
        paused.moves = static_cast<int>(match->log().size());
        paused.savedAt = QFileInfo(fc::saves::pathFor(gameId)).lastModified();
        paused.saveJson = fc::saves::readText(gameId);
        games_.push_back(std::move(paused));
    }
    // The most recently played first: the one the family most likely wants back.
    std::stable_sort(games_.begin(), games_.end(),
                     [](const Paused& a, const Paused& b) { return a.savedAt > b.savedAt; });
    endResetModel();
    emit checked();
}

const PausedGames::Paused* PausedGames::find(const QString& gameId) const {
    const auto it = std::find_if(games_.begin(), games_.end(),
                                 [&](const Paused& p) { return p.gameId == gameId; });
    return it == games_.end() ? nullptr : &*it;
}

bool PausedGames::has(const QString& gameId) const {
    return find(gameId) != nullptr;
}

QString PausedGames::saveJson(const QString& gameId) const {
    const Paused* paused = find(gameId);
    return paused ? paused->saveJson : QString();
}

QStringList PausedGames::players(const QString& gameId) const {
    const Paused* paused = find(gameId);
    return paused ? paused->players : QStringList();
}

void PausedGames::discard(const QString& gameId) {
    fc::saves::remove(gameId);
    check();
}

void PausedGames::discardAll() {
    for (const QString& gameId : fc::saves::gamesWithSaves())
        fc::saves::remove(gameId);
    check();
}

int PausedGames::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant PausedGames::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Paused& paused = games_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case GameIdRole:
        return paused.gameId;
    case PlayersRole:
        return paused.players;
    case MovesRole:
        return paused.moves;
    case SavedAtRole:
        return paused.savedAt;
    case SaveJsonRole:
        return paused.saveJson;
    default:
        return {};
    }
}

QHash<int, QByteArray> PausedGames::roleNames() const {
    return {{GameIdRole, "gameId"},
            {PlayersRole, "players"},
            {MovesRole, "moves"},
            {SavedAtRole, "savedAt"},
            {SaveJsonRole, "saveJson"}};
}
