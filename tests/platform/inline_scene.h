// InlineScene: a small QML scene, written inline in a test, shown in a test's window (the
// layout audit's and AuditSettle's tests share it).
#pragma once

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <memory>

// Shows `body` (QML items) in a 400x300 Item on `window`, replacing the scene shown before.
// Texts lay out as they are created: no frame needs to pass (no positioners here).
inline void loadInlineScene(QQmlEngine& engine, QQuickWindow& window,
                            std::unique_ptr<QQuickItem>& scene, const QByteArray& body) {
    scene.reset();
    QQmlComponent component(&engine);
    component.setData("import QtQuick\nItem { width: 400; height: 300\n" + body + "\n}",
                      QUrl(QStringLiteral("inline.qml")));
    scene.reset(qobject_cast<QQuickItem*>(component.create()));
    QVERIFY2(scene, qPrintable(component.errorString()));
    scene->setParentItem(window.contentItem());
}
