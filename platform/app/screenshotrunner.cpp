#include "screenshotrunner.h"

#include "layoutaudit.h"

#include <QCoreApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace {
// Long enough for loaders, layouts and a screen transition to settle after the first frame.
constexpr int kSettleMs = 600;
} // namespace

ScreenshotRunner::ScreenshotRunner(QQuickWindow* window, QString path, QSize pixelSize,
                                   QObject* parent)
    : QObject(parent), window_(window), path_(std::move(path)), pixelSize_(pixelSize) {
    connect(
        window_, &QQuickWindow::frameSwapped, this,
        [this] { QTimer::singleShot(kSettleMs, this, &ScreenshotRunner::capture); },
        Qt::SingleShotConnection);
}

void ScreenshotRunner::capture() {
    QImage image = window_->grabWindow();
    // A fractional scale can leave a pixel more than asked for.
    if (pixelSize_.isValid() && image.width() >= pixelSize_.width() &&
        image.height() >= pixelSize_.height())
        image = image.copy(QRect(QPoint(0, 0), pixelSize_));
    QStringList problems;
    if (!image.save(path_))
        problems.append(QStringLiteral("could not write %1").arg(path_));
    problems += LayoutAudit::auditImage(image);
    problems += LayoutAudit::auditItems(window_->contentItem(),
                                        QRectF(0, 0, window_->width(), window_->height()));
    for (const QString& problem : problems)
        std::fprintf(stderr, "layout: %s\n", qPrintable(problem));
    std::fprintf(stdout, "%s: %s (%dx%d px)\n", qPrintable(path_),
                 problems.isEmpty() ? "ok" : "PROBLEMS", image.width(), image.height());
    std::fflush(stdout);
    QCoreApplication::exit(problems.isEmpty() ? 0 : 1);
}
