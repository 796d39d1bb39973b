// Determinization for the hard bot's search: one full state consistent with what a seat
// knows, drawn at random. The unseen cards go to the other seats with their exact hand
// counts, and a seat that has not followed a fruit gets none of it.
#pragma once

#include "view.h"

#include "core/rng.h"

namespace fc::tindahan {

State determinize(const SeatKnowledge& known, fc::Rng& rng);

} // namespace fc::tindahan
