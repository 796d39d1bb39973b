// KakiLimaTable::hint: "What can I do?" through the one hint control: the route planner's
// advice (requestHint(), worked out off the UI thread), marked on the map and in the hand
// as before. The first ask starts the planner and answers "pending"; hintReady() follows.
#include "kakilima_table.h"

#include <utility>

namespace fc::kakilima_ui {

QVariantMap KakiLimaTable::hint(int seat) {
    static_cast<void>(seat); // a solo game: the one player's view
    if (hint_)
        return hintAnswer({hintText_}, {{QStringLiteral("action"), hintAction()}});
    QVariantMap pending = hintAnswer({});
    pending.insert(QStringLiteral("pending"), true);
    if (hintWatcher_.isRunning())
        return pending;
    if (!hintError_.isEmpty()) // the planner found nothing for this position
        return hintAnswer({std::exchange(hintError_, QString())});
    const QString refused = requestHint();
    if (!refused.isEmpty())
        return hintAnswer({refused});
    return pending;
}

} // namespace fc::kakilima_ui
