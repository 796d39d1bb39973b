// Replaying a match into a MatchSession: how a table resumes a save or takes back a step
// (start afresh from the setup, then apply the logged actions again).
#pragma once

#include "matchsession.h"

#include "core/match.h"

#include <span>

// Starts `session` on `gameId` from `setup`, then applies `log` in order. Only the final
// state is autosaved (when the session autosaves at all). Returns "" or the first refusal;
// a refused start leaves the session's current match as it was.
QString replayMatch(MatchSession& session, const QString& gameId, const fc::Setup& setup,
                    std::span<const fc::LoggedAction> log);
