#include "save_slots.h"

#include "gameregistry.h"

#include "core/save.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace fc::saves {

namespace {

QString appData() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

// Game ids become file names: only ids the registry knows are used, so no path tricks.
bool isKnownGame(const QString& gameId) {
    return !gameId.isEmpty() && gameRegistry().find(gameId.toStdString()) != nullptr;
}

Result<Match> load(const QByteArray& json) {
    return loadMatch(gameRegistry(), std::string_view(json.constData(), json.size()));
}

QByteArray readBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void moveReplacing(const QString& from, const QString& to) {
    QFile::remove(to);
    QFile::rename(from, to);
}

} // namespace

QString directory() {
    return QDir(appData()).filePath(QStringLiteral("saves"));
}

QString pathFor(const QString& gameId) {
    return QDir(directory()).filePath(gameId + QStringLiteral(".json"));
}

QString setAsidePathFor(const QString& gameId) {
    return QDir(directory()).filePath(gameId + QStringLiteral(".bad.json"));
}

QString readText(const QString& gameId) {
    return isKnownGame(gameId) ? QString::fromUtf8(readBytes(pathFor(gameId))) : QString();
}

Result<Match> read(const QString& gameId) {
    if (!isKnownGame(gameId) || !QFile::exists(pathFor(gameId)))
        return Status::fail("no save");
    Result<Match> match = load(readBytes(pathFor(gameId)));
    if (match && QString::fromStdString(match->gameId()) != gameId)
        return Status::fail("the save in the " + gameId.toStdString() + " slot is a game of " +
                            match->gameId());
    return match;
}

bool write(const Match& match) {
    const QString gameId = QString::fromStdString(match.gameId());
    if (!isKnownGame(gameId) || !QDir().mkpath(directory()))
        return false;
    QSaveFile file(pathFor(gameId)); // atomic: a crash mid-write leaves the previous save
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QByteArray::fromStdString(saveMatch(match)));
    return file.commit();
}

void setAside(const QString& gameId) {
    if (isKnownGame(gameId))
        moveReplacing(pathFor(gameId), setAsidePathFor(gameId));
}

void remove(const QString& gameId) {
    if (isKnownGame(gameId))
        QFile::remove(pathFor(gameId));
}

QStringList gamesWithSaves() {
    QStringList games;
    for (const GameInfo& info : gameRegistry().all()) {
        const QString id = QString::fromStdString(info.id);
        if (QFile::exists(pathFor(id)))
            games << id;
    }
    return games;
}

QString adoptSingleSave() {
    const QString single = QDir(appData()).filePath(QStringLiteral("autosave.json"));
    if (!QFile::exists(single))
        return {};
    const Result<Match> match = load(readBytes(single));
    if (!match) {
        moveReplacing(single, QDir(appData()).filePath(QStringLiteral("autosave.bad.json")));
        return QString::fromStdString(match.message());
    }
    const QString gameId = QString::fromStdString(match->gameId());
    const QString slot = pathFor(gameId);
    if (QFile::exists(slot) && QFileInfo(slot).lastModified() >= QFileInfo(single).lastModified()) {
        QFile::remove(single); // the slot's own save is the newer game
        return {};
    }
    QDir().mkpath(directory());
    moveReplacing(single, slot);
    return {};
}

} // namespace fc::saves
