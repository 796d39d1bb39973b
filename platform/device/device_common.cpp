// The OS-independent part of fc::device: placing screen insets on a window, and reading
// insets given as text.
#include "device.h"

#include <QRectF>
#include <QString>
#include <QStringList>
#include <algorithm>

namespace fc::device {

QMarginsF windowSafeInsets(const QMarginsF& screenInsets, const QRectF& windowGeometry,
                           const QRectF& screenGeometry) {
    // Each screen inset, less the distance between the window's edge and the screen's.
    const auto remaining = [](qreal inset, qreal gap) { return std::max<qreal>(0, inset - gap); };
    return {remaining(screenInsets.left(), windowGeometry.left() - screenGeometry.left()),
            remaining(screenInsets.top(), windowGeometry.top() - screenGeometry.top()),
            remaining(screenInsets.right(), screenGeometry.right() - windowGeometry.right()),
            remaining(screenInsets.bottom(), screenGeometry.bottom() - windowGeometry.bottom())};
}

bool parseInsets(const QString& text, QMarginsF* insets) {
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 4)
        return false;
    qreal values[4];
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        values[i] = parts[i].trimmed().toDouble(&ok);
        if (!ok || values[i] < 0 || values[i] > 500)
            return false;
    }
    *insets = QMarginsF(values[3], values[0], values[1], values[2]);
    return true;
}

} // namespace fc::device
