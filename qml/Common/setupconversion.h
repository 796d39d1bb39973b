// Conversions between what QML hands over (plain maps and lists) and engine values:
// a setup map or the shell's setup JSON to fc::Setup and back, engine JSON to QVariant.
#pragma once

#include "core/setup.h"
#include "core/status.h"

#include <QVariant>
#include <boost/json/value.hpp>

// {players, seed (decimal string; random when absent), startSeat,
//  seats:[{name, bot, strength}], options (a map, game-specific; none when absent)}
fc::Result<fc::Setup> setupFromVariant(const QVariantMap& map);
// The same map made from an engine setup (to restart or replay a match through
// MatchSession::start); setupFromVariant(setupToVariant(s)) gives s back.
QVariantMap setupToVariant(const fc::Setup& setup);
// The shell's setup JSON (fc::setupToJson's form) as an fc::Setup; a refusal in words
// (translated) when it is not JSON or not a setup.
fc::Result<fc::Setup> setupFromJsonText(const QString& setupJson);
// An engine JSON object or array as a QVariantMap / QVariantList (for views in QML).
QVariant jsonToVariant(const boost::json::value& json);
