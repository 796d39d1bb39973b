#include "refusal_text.h"

#include "kandarklash/refusals.h"

#include <QCoreApplication>

#include <array>
#include <string_view>

namespace fc::kandarklash_ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("KandarKlashRefusal", text);
}

} // namespace

QString refusalText(const fc::Refusal& refusal, const QString& fallback) {
    using namespace fc::kandarklash::refusal;
    struct Sentence {
        std::string_view code;
        const char* text; // %1: the code's first argument, where the sentence has one
    };
    // Times in ms and card numbers are left out: the cook sees the card and the clock.
    static constexpr std::array<Sentence, 18> sentences = {{
        {kGameOver, QT_TRANSLATE_NOOP("KandarKlashRefusal", "The game is over.")},
        //: A touch named a seat that is not at this table.
        {kNoSeat, QT_TRANSLATE_NOOP("KandarKlashRefusal", "There is no such seat at this table.")},
        //: An action stamped before the cook's previous one.
        {kBackInTime,
         QT_TRANSLATE_NOOP("KandarKlashRefusal", "Your actions cannot go back in time.")},
        //: A cook who has called "Siap!" touched a card of their dish.
        {kDishFinal,
         QT_TRANSLATE_NOOP("KandarKlashRefusal", "Your dish is final once you have called Siap!")},
        //: A ketchup was laid while the cooks were still building.
        {kKetchupAfterStop,
         QT_TRANSLATE_NOOP("KandarKlashRefusal",
                           "The ketchup comes after the round stops, to the last cook.")},
        //: Shown when a cook touches a card after the round stopped.
        {kRoundStopped, QT_TRANSLATE_NOOP("KandarKlashRefusal", "The round has stopped.")},
        //: The last cook touched a card instead of laying the ketchup.
        {kPlaceKetchupNow,
         QT_TRANSLATE_NOOP("KandarKlashRefusal", "The round has stopped: place your ketchup.")},
        //: A cook pressed "Siap!" twice.
        {kAlreadyClaimed, QT_TRANSLATE_NOOP("KandarKlashRefusal", "You have already called Siap!")},
        //: A "Siap!" came after the round stopped.
        {kTooLate, QT_TRANSLATE_NOOP("KandarKlashRefusal", "Too late: the round has stopped.")},
        //: A card was taken back that is not on the mat.
        {kNotOnTable, QT_TRANSLATE_NOOP("KandarKlashRefusal", "That card is not on your mat.")},
        {kNoSuchCard, QT_TRANSLATE_NOOP("KandarKlashRefusal", "There is no such ingredient card.")},
        //: A card was laid turned other than by quarter turns.
        {kBadTurn, QT_TRANSLATE_NOOP("KandarKlashRefusal", "A card turns by quarter turns only.")},
        //: A card was dropped partly off the cook's table.
        {kOffTable, QT_TRANSLATE_NOOP("KandarKlashRefusal", "The card must stay on your table.")},
        //: A card was dropped where the rules do not allow it.
        {kMustTouch,
         QT_TRANSLATE_NOOP("KandarKlashRefusal",
                           "A card must touch your other cards and stay on the table.")},
        //: The last cook must lay the ketchup before finishing.
        {kPlaceKetchupFirst, QT_TRANSLATE_NOOP("KandarKlashRefusal", "Place your ketchup first.")},
        //: %1 is the most ketchups a cook may have (6); the new one is thrown away.
        {kKetchupsFull, QT_TRANSLATE_NOOP("KandarKlashRefusal",
                                          "You already have %1 ketchups: this one is discarded.")},
        //: The first ketchup was laid off the cook's table.
        {kKetchupOnTable,
         QT_TRANSLATE_NOOP("KandarKlashRefusal", "The ketchup goes on your table.")},
        //: The ketchup was laid on a space the rules do not allow.
        {kKetchupNextToKetchup,
         QT_TRANSLATE_NOOP("KandarKlashRefusal",
                           "The ketchup goes next to your other ketchups, on a free space.")},
    }};
    for (const Sentence& sentence : sentences) {
        if (refusal.code != sentence.code)
            continue;
        QString text = translated(sentence.text);
        if (text.contains(QLatin1String("%1")))
            text = text.arg(refusal.args.empty() ? QString()
                                                 : QString::fromStdString(refusal.args.front()));
        return text;
    }
    return fallback;
}

QString notACookText() {
    //: Shown when a touch comes from a seat that is not a human cook's.
    return QCoreApplication::translate("KandarKlashRefusal",
                                       "That is not a cook's place at this table.");
}

QString waitForCustomerText() {
    //: Shown when a cook touches a card before the round starts.
    return QCoreApplication::translate("KandarKlashRefusal", "Wait for the customer!");
}

} // namespace fc::kandarklash_ui
