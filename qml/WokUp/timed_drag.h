// TimedDrag: follows one finger (or the left mouse button) dragged across the item and
// reports every step of it with the input event's own timestamp (milliseconds on the
// platform's input clock). Qt 6.4's DragHandler passes no timestamps on, so a speed
// measured with it had to read the wall clock when the UI got round to each move, and a
// stalled machine changed it; the events' own times do not change. Like a DragHandler it
// becomes active only once the point has moved past the platform's drag threshold
// (QStyleHints::startDragDistance) along either axis, and stays active until the point is
// released or taken away.
#pragma once

#include <QPointF>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

class TimedDrag : public QQuickItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)

  public:
    explicit TimedDrag(QQuickItem* parent = nullptr);
    bool active() const { return active_; }

  signals:
    void activeChanged();
    // While active: the point at `position` (item coordinates) at `timestampMs`; first for
    // the move that made it active.
    void moved(QPointF position, qreal timestampMs);

  protected:
    void touchEvent(QTouchEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void touchUngrabEvent() override;
    void mouseUngrabEvent() override;

  private:
    void press(QPointF scenePosition);
    void move(QPointF scenePosition, qreal timestampMs);
    void end();
    void setActive(bool active);

    bool down_ = false;
    int touchId_ = -1; // the finger followed; -1: the mouse, or none
    QPointF scenePress_;
    bool active_ = false;
};
