#include "timed_drag.h"

#include <QGuiApplication>
#include <QMouseEvent>
#include <QStyleHints>
#include <QTouchEvent>

#include <cmath>

TimedDrag::TimedDrag(QQuickItem* parent) : QQuickItem(parent) {
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptTouchEvents(true);
}

void TimedDrag::touchEvent(QTouchEvent* event) {
    for (const QEventPoint& point : event->points()) {
        if (!down_ && point.state() == QEventPoint::Pressed) {
            touchId_ = point.id();
            press(point.scenePosition());
        } else if (down_ && point.id() == touchId_) {
            if (point.state() == QEventPoint::Updated)
                move(point.scenePosition(), static_cast<qreal>(point.timestamp()));
            else if (point.state() == QEventPoint::Released)
                end();
        }
    }
    event->accept();
}

void TimedDrag::mousePressEvent(QMouseEvent* event) {
    // A press synthesised from touch is followed in touchEvent().
    if (down_ || event->source() != Qt::MouseEventNotSynthesized) {
        event->ignore();
        return;
    }
    touchId_ = -1;
    press(event->scenePosition());
    event->accept();
}

void TimedDrag::mouseMoveEvent(QMouseEvent* event) {
    if (down_ && touchId_ < 0)
        move(event->scenePosition(), static_cast<qreal>(event->timestamp()));
    event->accept();
}

void TimedDrag::mouseReleaseEvent(QMouseEvent* event) {
    if (down_ && touchId_ < 0)
        end();
    event->accept();
}

// Taken away (by another item, or the window): the drag ends where it stood.
void TimedDrag::touchUngrabEvent() {
    if (touchId_ >= 0)
        end();
}

void TimedDrag::mouseUngrabEvent() {
    if (touchId_ < 0)
        end();
}

void TimedDrag::press(QPointF scenePosition) {
    down_ = true;
    scenePress_ = scenePosition;
}

void TimedDrag::move(QPointF scenePosition, qreal timestampMs) {
    if (!active_) {
        const QPointF delta = scenePosition - scenePress_;
        const int threshold = QGuiApplication::styleHints()->startDragDistance();
        if (std::abs(delta.x()) <= threshold && std::abs(delta.y()) <= threshold)
            return;
        setActive(true);
    }
    emit moved(mapFromScene(scenePosition), timestampMs);
}

void TimedDrag::end() {
    down_ = false;
    touchId_ = -1;
    setActive(false);
}

void TimedDrag::setActive(bool active) {
    if (active == active_)
        return;
    active_ = active;
    emit activeChanged();
}
