#include "setup_variant.h"

#include <QVariantList>

namespace fc::kandarklash_ui {

QVariantMap setupToVariant(const Setup& setup) {
    QVariantList seats;
    for (const SeatConfig& seat : setup.seats)
        seats.append(QVariantMap{{QStringLiteral("name"), QString::fromStdString(seat.name)},
                                 {QStringLiteral("bot"), seat.bot},
                                 {QStringLiteral("strength"), QString::fromStdString(seat.strength)}});
    return {{QStringLiteral("players"), setup.players},
            {QStringLiteral("seed"), QString::number(setup.seed)},
            {QStringLiteral("startSeat"), setup.startSeat},
            {QStringLiteral("seats"), seats}};
}

} // namespace fc::kandarklash_ui
