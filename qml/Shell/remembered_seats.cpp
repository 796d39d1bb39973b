#include "remembered_seats.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace {

constexpr int kMostSeats = 16; // more than any game seats: anything beyond is not ours
const QString kGroup = QStringLiteral("rememberedSeats/");
const QString kLatest = QStringLiteral("latest");
const QString kPlayed = QStringLiteral("played/");

QByteArray toJson(const RememberedSeats& remembered) {
    QJsonArray seats;
    for (const RememberedSeat& seat : remembered.seats)
        seats.append(QJsonObject{{"name", seat.name},
                                 {"bot", seat.bot},
                                 {"strength", seat.strength},
                                 {"avatar", seat.avatar}});
    return QJsonDocument(QJsonObject{{"startSeat", remembered.startSeat}, {"seats", seats}})
        .toJson(QJsonDocument::Compact);
}

std::optional<RememberedSeats> fromJson(const QByteArray& json) {
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const QJsonArray seats = doc.object().value("seats").toArray();
    if (!doc.isObject() || seats.isEmpty() || seats.size() > kMostSeats)
        return std::nullopt;
    RememberedSeats remembered;
    remembered.startSeat = doc.object().value("startSeat").toInt();
    for (const QJsonValue& value : seats) {
        const QJsonObject seat = value.toObject();
        remembered.seats.push_back({seat.value("name").toString().trimmed().left(40),
                                    seat.value("bot").toBool(), seat.value("strength").toString(),
                                    seat.value("avatar").toString().left(40)});
    }
    return remembered;
}

std::optional<RememberedSeats> read(const QString& key) {
    return fromJson(QSettings().value(kGroup + key).toByteArray());
}

} // namespace

std::optional<RememberedSeats> recallSeats(const QString& gameId) {
    if (gameId.isEmpty())
        return std::nullopt;
    if (std::optional<RememberedSeats> here = read(gameId))
        return here;
    std::optional<RememberedSeats> latest = read(kLatest);
    if (latest) {
        for (RememberedSeat& seat : latest->seats)
            seat.bot = false;
    }
    return latest;
}

void rememberSeats(const QString& gameId, const RememberedSeats& seats) {
    if (gameId.isEmpty() || seats.seats.empty())
        return;
    QSettings settings;
    const QByteArray json = toJson(seats);
    settings.setValue(kGroup + gameId, json);
    settings.setValue(kGroup + kLatest, json);
}

std::optional<RememberedSeats> recallPlayedSeats(const QString& gameId) {
    if (gameId.isEmpty())
        return std::nullopt;
    return read(kPlayed + gameId);
}

void rememberPlayedSeats(const QString& gameId, const RememberedSeats& seats) {
    if (gameId.isEmpty() || seats.seats.empty())
        return;
    QSettings().setValue(kGroup + kPlayed + gameId, toJson(seats));
}

void forgetAllSeats() {
    QSettings settings;
    settings.remove(kGroup.chopped(1)); // the group, without its trailing slash
}
