// The map MatchSession::start() takes, made from an engine setup (for starting from the
// shell's JSON and for replaying a save). Generic: it belongs next to setupFromVariant in
// FoodCourt.Common; it lives here until the shared module takes it.
#pragma once

#include "core/setup.h"

#include <QVariantMap>

namespace fc::kandarklash_ui {

QVariantMap setupToVariant(const Setup& setup);

} // namespace fc::kandarklash_ui
