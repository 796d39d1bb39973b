// ScreenshotRunner: for --screenshot: waits for the first frame and a short settle, saves
// the window to PNG, audits image and layout, then ends the app (0 ok, 1 problems).
#pragma once

#include <QObject>
#include <QSize>
#include <QString>

class QQuickWindow;

class ScreenshotRunner : public QObject {
    Q_OBJECT
  public:
    // pixelSize: the image size asked for (invalid: whatever the window gives).
    ScreenshotRunner(QQuickWindow* window, QString path, QSize pixelSize,
                     QObject* parent = nullptr);

  private:
    void capture();
    QQuickWindow* window_;
    QString path_;
    QSize pixelSize_;
};
