#include "auditsettle.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QEventLoop>
#include <QQuickItem>
#include <QQuickWindow>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>

namespace {
// A planner's job is bounded by its own budget; this only stops a hung one hanging the run.
constexpr int kBackgroundLimitMs = 120000;
} // namespace

QString AuditSettle::Result::problem() const {
    if (!framed)
        return QStringLiteral("no frame within %1 ms").arg(kFrameTimeoutMs);
    if (!settled)
        return QStringLiteral("still changing after %1 frames (%2)").arg(kMaxFrames).arg(changing);
    return {};
}

AuditSettle::AuditSettle(QQuickWindow* window, std::function<void()> tickAnimations)
    : window_(window), tickAnimations_(std::move(tickAnimations)) {}

AuditSettle::Result AuditSettle::settle() {
    Result result;
    while (result.frames < kMaxFrames) {
        finishBackgroundWork();
        tickAnimations_();
        result.framed = frame();
        const Fingerprint before = fingerprint(window_->contentItem());
        result.framed = result.framed && frame();
        result.frames += 2;
        if (!result.framed)
            return result;
        const Fingerprint after = fingerprint(window_->contentItem());
        result.changing = firstChange(before, after);
        if (result.changing.isEmpty())
            return result;
    }
    result.settled = false;
    return result;
}

bool AuditSettle::frame() {
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, [&loop] { loop.exit(1); });
    QObject::connect(window_, &QQuickWindow::frameSwapped, &loop, [&loop] { loop.exit(0); });
    timeout.start(kFrameTimeoutMs);
    window_->update();
    return loop.exec() == 0;
}

// Work the screen handed to Qt's thread pool (QtConcurrent) is finished, and its answer
// (a QFutureWatcher's finished(), queued) delivered, so the frame after shows it.
void AuditSettle::finishBackgroundWork() {
    QThreadPool* pool = QThreadPool::globalInstance();
    if (pool->activeThreadCount() == 0)
        return;
    pool->waitForDone(kBackgroundLimitMs);
    QCoreApplication::sendPostedEvents();
}

AuditSettle::Fingerprint AuditSettle::fingerprint(QQuickItem* root) {
    Fingerprint items;
    QList<QQuickItem*> pending = {root};
    while (!pending.isEmpty()) {
        QQuickItem* item = pending.takeLast();
        QByteArray bytes;
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out << item->isVisible();
        if (item->isVisible()) { // an item not shown may do as it likes
            out << item->x() << item->y() << item->width() << item->height() << item->z()
                << item->opacity() << item->rotation() << item->scale() << item->clip();
            if (item->inherits("QQuickText") || item->inherits("QQuickTextEdit") ||
                item->inherits("QQuickTextInput"))
                out << item->property("text").toString();
            pending += item->childItems();
        }
        items.push_back({item, std::move(bytes)});
    }
    return items;
}

QString AuditSettle::firstChange(const Fingerprint& before, const Fingerprint& after) {
    const auto describe = [](const QQuickItem* item) {
        const QString name = item->objectName();
        return QStringLiteral("%1%2 at %3,%4 %5x%6")
            .arg(QString::fromLatin1(item->metaObject()->className()),
                 name.isEmpty() ? QString() : QStringLiteral(" '%1'").arg(name))
            .arg(item->x())
            .arg(item->y())
            .arg(item->width())
            .arg(item->height());
    };
    for (std::size_t i = 0; i < std::min(before.size(), after.size()); ++i) {
        if (before[i].item != after[i].item)
            return QStringLiteral("items came or went near %1").arg(describe(after[i].item));
        if (before[i].state != after[i].state)
            return QStringLiteral("%1 changed").arg(describe(after[i].item));
    }
    if (before.size() != after.size())
        return QStringLiteral("%1 items, then %2").arg(before.size()).arg(after.size());
    return {};
}
