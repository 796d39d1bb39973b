#include "presspad.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QTouchEvent>

PressPad::PressPad(QQuickItem* parent) : QQuickItem(parent) {
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptTouchEvents(true);
}

void PressPad::touchEvent(QTouchEvent* event) {
    int down = pointsDown_;
    for (const QEventPoint& point : event->points()) {
        if (point.state() == QEventPoint::Pressed) {
            ++down;
            emit pressed(static_cast<qreal>(point.timestamp()));
        } else if (point.state() == QEventPoint::Released) {
            --down;
        }
    }
    setPointsDown(std::max(0, down));
    event->accept();
}

void PressPad::mousePressEvent(QMouseEvent* event) {
    // A mouse press synthesised from touch was already counted in touchEvent().
    if (event->source() != Qt::MouseEventNotSynthesized) {
        event->ignore();
        return;
    }
    setPointsDown(pointsDown_ + 1);
    emit pressed(static_cast<qreal>(event->timestamp()));
    event->accept();
}

void PressPad::mouseReleaseEvent(QMouseEvent* event) {
    setPointsDown(std::max(0, pointsDown_ - 1));
    event->accept();
}

namespace {
bool pressesPad(const QKeyEvent* event) {
    const int key = event->key();
    return key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter;
}
} // namespace

void PressPad::keyPressEvent(QKeyEvent* event) {
    if (!pressesPad(event)) {
        event->ignore();
        return;
    }
    if (!event->isAutoRepeat()) {
        setPointsDown(pointsDown_ + 1);
        emit pressed(static_cast<qreal>(event->timestamp()));
    }
    event->accept();
}

void PressPad::keyReleaseEvent(QKeyEvent* event) {
    if (!pressesPad(event)) {
        event->ignore();
        return;
    }
    if (!event->isAutoRepeat())
        setPointsDown(std::max(0, pointsDown_ - 1));
    event->accept();
}

void PressPad::touchUngrabEvent() {
    setPointsDown(0);
}

void PressPad::mouseUngrabEvent() {
    setPointsDown(0);
}

void PressPad::setPointsDown(int count) {
    if (count == pointsDown_)
        return;
    pointsDown_ = count;
    emit downChanged();
}
