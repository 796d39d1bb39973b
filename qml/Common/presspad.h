// PressPad: a touch pad for real-time games that reports every press with the input
// event's own timestamp, so presses by several players at the same instant are judged by
// when the fingers landed, not by when the UI got round to them. Each touch point and
// each mouse press counts; a finger held down does not repeat. From the keyboard (a pad
// with activeFocusOnTab), Enter, Return or Space is a press too, with the key event's
// timestamp; a held key does not repeat.
#pragma once

#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

class PressPad : public QQuickItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool down READ down NOTIFY downChanged)

  public:
    explicit PressPad(QQuickItem* parent = nullptr);
    bool down() const { return pointsDown_ > 0; }

  signals:
    // timestampMs: the event's timestamp (milliseconds on the platform's input clock).
    void pressed(qreal timestampMs);
    void downChanged();

  protected:
    void touchEvent(QTouchEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void touchUngrabEvent() override;
    void mouseUngrabEvent() override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;

  private:
    void setPointsDown(int count);
    int pointsDown_ = 0;
};
