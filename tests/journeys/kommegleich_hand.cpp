#include "kommegleich_hand.h"

QQuickItem* handCard(Journey& journey, int slot) {
    return journey.needName(QStringLiteral("handCard_%1").arg(slot), 5000);
}

QPointF handGap(Journey& journey, int gap) {
    QQuickItem* hand = journey.needName(QStringLiteral("hand"));
    QQuickItem* row = hand->parentItem();
    // HandFan.gapAt: the slot whose left edge is nearest the finger.
    const qreal left = (row->width() - hand->width()) / 2;
    const qreal pitch = hand->property("pitch").toReal();
    return row->mapToScene(QPointF(left + gap * pitch, hand->y() + hand->height() / 2));
}

QString sweepOntoOrders(Journey& journey, int first, int last, int rowSlot) {
    const QPointF start = Journey::centreOf(handCard(journey, first));
    const QPointF end = Journey::centreOf(handCard(journey, last));
    QQuickItem* hand = journey.needName(QStringLiteral("hand"));
    const QPointF above = end - QPointF(0, hand->height());
    const QPointF order =
        Journey::centreOf(journey.needName(QStringLiteral("order_%1").arg(rowSlot + last - first)));
    const QString what =
        QStringLiteral("run %1-%2 swept onto order %3").arg(first).arg(last).arg(rowSlot);
    journey.dragPath({start, end, above, order}, what);
    return what;
}
