// WokUpTable::hint: "What can I do?" from the engine's hint (engine/wokup/hint.h): which
// face-up recipe cards the settled wok completes, and whether Wok'up! may be shouted. It
// reads only what every player sees, so any seat may ask; it answers only while claims
// are open (before that the wok is still settling on screen).
#include "wokup_table.h"

#include "wokup/content.h"
#include "wokup/hint.h"

namespace fc::wokup_ui {

QVariantMap WokUpTable::hint(int seat) {
    static_cast<void>(seat); // everything it reads is on the table for all to see
    const fc::wokup::WokUpGame* wok = game();
    if (!wok)
        return hintWait();
    if (stage_ == Stage::Throwing)
        //: Hint line in Wok Up while the tokens are thrown.
        return hintAnswer({tr("Flick your tokens from your edge into the wok.")});
    if (stage_ != Stage::Claiming)
        return hintWait();
    const fc::wokup::Hint found = fc::wokup::hintFor(wok->state());
    //: Hint line in Wok Up while claims are open.
    QStringList lines{tr("Press a recipe card that the wok completes to win it.")};
    QVariantList cards;
    for (int card : found.completeCards)
        cards.append(QString::fromStdString(fc::wokup::cardName(card)));
    if (cards.isEmpty())
        //: Hint line in Wok Up: no face-up recipe is complete; pressing one would be wrong.
        lines << tr("No face-up recipe is complete now: wait for the next throw.");
    else
        //: Hint line in Wok Up: the complete recipe cards are marked in the wok.
        lines << tr("%n recipe card(s) complete now, marked in the wok.", nullptr,
                    int(cards.size()));
    if (found.wokUp)
        //: Hint line in Wok Up: one ingredient shows 10 pictures or more.
        lines << tr("Wok'up! is possible: press Wok'up! and then any face-up recipe.");
    return hintAnswer(lines, {{QStringLiteral("cards"), cards}});
}

} // namespace fc::wokup_ui
