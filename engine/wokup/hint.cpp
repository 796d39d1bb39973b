#include "wokup/hint.h"

#include "wokup/content.h"

namespace fc::wokup {

Hint hintFor(const std::vector<int>& faceUpCards, const std::vector<TableToken>& table) {
    const WokSummary wok = summarize(table);
    Hint hint;
    for (int card : faceUpCards) {
        if (isComplete(recipe(card), wok))
            hint.completeCards.push_back(card);
    }
    hint.wokUp = wokUpReady(wok);
    return hint;
}

Hint hintFor(const State& state) {
    return hintFor(state.visibleCards(), state.table);
}

} // namespace fc::wokup
