#include "setupconversion.h"

#include "core/save.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

namespace {

// Options are small; as with jsonToVariant, text is the bridge between the two JSON worlds.
fc::Result<boost::json::object> optionsFromVariant(const QVariant& options) {
    if (!options.isValid() || options.isNull())
        return boost::json::object{};
    if (!options.canConvert<QVariantMap>())
        return fc::Status::fail("setup: 'options' must be a map");
    const QByteArray text =
        QJsonDocument(QJsonObject::fromVariantMap(options.toMap())).toJson(QJsonDocument::Compact);
    boost::system::error_code ec;
    boost::json::value json = boost::json::parse(text.toStdString(), ec);
    if (ec || !json.is_object())
        return fc::Status::fail("setup: 'options' cannot be read as JSON");
    return std::move(json.as_object());
}

} // namespace

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

    auto options = optionsFromVariant(map.value(QStringLiteral("options")));
    if (!options)
        return options.status();
    setup.options = std::move(options).value();
    return setup;
}

QVariantMap setupToVariant(const fc::Setup& setup) {
    QVariantList seats;
    for (const fc::SeatConfig& seat : setup.seats) {
        seats.append(
            QVariantMap{{QStringLiteral("name"), QString::fromStdString(seat.name)},
                        {QStringLiteral("bot"), seat.bot},
                        {QStringLiteral("strength"), QString::fromStdString(seat.strength)}});
    }
    return {{QStringLiteral("players"), setup.players},
            {QStringLiteral("seed"), QString::number(setup.seed)},
            {QStringLiteral("startSeat"), setup.startSeat},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("options"), jsonToVariant(setup.options)}};
}

fc::Result<fc::Setup> setupFromJsonText(const QString& setupJson) {
    boost::system::error_code ec;
    const boost::json::value json = boost::json::parse(setupJson.toStdString(), ec);
    if (ec) {
        //: A new game could not start: the setup the menu handed over is broken; %1 is the
        //: parser's own (English) reason.
        return fc::Status::fail(
            QCoreApplication::translate("SetupConversion", "The game setup is not valid JSON: %1")
                .arg(QString::fromStdString(ec.message()))
                .toStdString());
    }
    return fc::setupFromJson(json);
}

QVariant jsonToVariant(const boost::json::value& json) {
    // Engine views are small; a round trip through text keeps this free of a hand-written
    // walker over every JSON kind.
    const std::string text = boost::json::serialize(json);
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).toVariant();
}
