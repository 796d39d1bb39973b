#include "scoring.h"

#include "content.h"

namespace fc::kakilima {

Score makeScore(int delivered, int tokens, int steps) {
    Score s;
    s.delivered = delivered;
    s.orders = 10 * delivered;
    s.tokens = tokens;
    s.tokenPoints = 5 * tokens;
    s.allTokens = tokenPoints(tokens) - s.tokenPoints;
    s.steps = steps;
    s.total = s.orders + s.tokenPoints + s.allTokens - s.steps;
    return s;
}

std::string_view rankingBand(int total) {
    if (total >= 100)
        return "Impossible";
    if (total >= 70)
        return "5-star review";
    if (total >= 40)
        return "Not bad lar";
    if (total >= 0)
        return "ok ok lo";
    return "Mak Cik Kiah starve liao";
}

} // namespace fc::kakilima
