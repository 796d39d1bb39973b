#include "setupconversion.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <boost/json/serialize.hpp>

fc::Result<fc::Setup> setupFromVariant(const QVariantMap& map) {
    fc::Setup setup;
    bool ok = false;
    setup.players = map.value(QStringLiteral("players")).toInt(&ok);
    if (!ok || setup.players < 1)
        return fc::Status::fail("setup: 'players' must be a positive number");

    const QVariant seed = map.value(QStringLiteral("seed"));
    if (seed.isValid() && !seed.toString().isEmpty()) {
        setup.seed = seed.toString().toULongLong(&ok);
        if (!ok)
            return fc::Status::fail("setup: 'seed' must be a non-negative integer");
    } else {
        setup.seed = QRandomGenerator::global()->generate64();
    }

    setup.startSeat = map.value(QStringLiteral("startSeat"), 0).toInt(&ok);
    if (!ok || setup.startSeat < 0 || setup.startSeat >= setup.players)
        return fc::Status::fail("setup: 'startSeat' must name one of the seats");

    const QVariantList seats = map.value(QStringLiteral("seats")).toList();
    if (!seats.isEmpty() && seats.size() != setup.players)
        return fc::Status::fail("setup: 'seats' must list exactly 'players' seats");
    for (const QVariant& entry : seats) {
        const QVariantMap seat = entry.toMap();
        fc::SeatConfig config;
        config.name = seat.value(QStringLiteral("name")).toString().trimmed().toStdString();
        config.bot = seat.value(QStringLiteral("bot")).toBool();
        config.strength = seat.value(QStringLiteral("strength")).toString().toStdString();
        setup.seats.push_back(std::move(config));
    }
    return setup;
}

QVariant jsonToVariant(const boost::json::value& json) {
    // Engine views are small; a round trip through text keeps this free of a hand-written
    // walker over every JSON kind.
    const std::string text = boost::json::serialize(json);
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).toVariant();
}
