// Conversions between what QML hands over (plain maps and lists) and engine values:
// a setup map to fc::Setup, engine JSON to QVariant.
#pragma once

#include "core/setup.h"
#include "core/status.h"

#include <QVariant>
#include <boost/json/value.hpp>

// {players, seed (decimal string; random when absent), startSeat,
//  seats:[{name, bot, strength}], options (ignored here)}
fc::Result<fc::Setup> setupFromVariant(const QVariantMap& map);
// An engine JSON object or array as a QVariantMap / QVariantList (for views in QML).
QVariant jsonToVariant(const boost::json::value& json);
