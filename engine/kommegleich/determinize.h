// Determinization for the hard bot's search: one full state consistent with what a seat's
// view shows, drawn at random. The unseen cards (other hands, the draw pile) are shuffled
// and dealt by the public counts; future shuffles get a fresh generator, since the real
// one is secret.
#pragma once

#include "view.h"

#include "core/rng.h"

namespace fc::kommegleich {

State determinize(const SeatKnowledge& known, fc::Rng& rng);

} // namespace fc::kommegleich
