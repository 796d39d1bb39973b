// What every game's screenshot tool does the same way: wait on the event loop, make a
// setup with named seats, read --size, load a game screen into a view, and write the PNG.
// Header-only: each tool is one source file; include it by relative path.
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QSize>
#include <QStringList>
#include <QTranslator>

#include <cstdio>

namespace fc::screenshot {

// Runs the event loop until `done` holds or `ms` pass.
template <class Pred> bool waitFor(Pred done, int ms) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return done();
}

// A setup of `players` seats named from `names`: the first `humans` are human, the rest
// bots of `botStrength`.
inline QString setupJson(quint64 seed, const QStringList& names, int players, int humans,
                         const char* botStrength) {
    QString seats;
    for (int seat = 0; seat < players; ++seat) {
        const bool bot = seat >= humans;
        seats += QStringLiteral("%1{\"name\":\"%2\",\"bot\":%3,\"strength\":\"%4\"}")
                     .arg(seat ? "," : "", names.value(seat), bot ? "true" : "false",
                          bot ? botStrength : "");
    }
    return QStringLiteral(
               "{\"players\":%1,\"seed\":\"%2\",\"startSeat\":0,\"seats\":[%3],\"options\":{}}")
        .arg(players)
        .arg(seed)
        .arg(seats);
}

// "WxH" as a size; an invalid size (and a message) when the text is not one.
inline QSize parseSize(const QString& text) {
    const QStringList parts = text.split(QLatin1Char('x'));
    const QSize size = parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize();
    if (size.width() <= 0 || size.height() <= 0) {
        std::fprintf(stderr, "--size must look like 1280x800\n");
        return {};
    }
    return size;
}

// Installs the app's translation for `code` (en fr es de nl it), embedded under :/i18n/ by
// foodcourt_embed_translations: the screens in every language, as the app shows them.
// False, with a message, when there is none.
inline bool installTranslation(QTranslator& translator, const QString& code) {
    if (!translator.load(QStringLiteral(":/i18n/foodcourt_%1.qm").arg(code))) {
        std::fprintf(stderr, "--lang: no translation for '%s'\n", qPrintable(code));
        return false;
    }
    QCoreApplication::installTranslator(&translator);
    return true;
}

// Loads the screen at `qrcUrl` (its root item resizes with the view) at `size`; null,
// with a message, when it does not load.
inline QQuickItem* loadScreen(QQuickView& view, const QSize& size, const char* qrcUrl) {
    view.engine()->addImportPath(QStringLiteral("qrc:/"));
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.resize(size);
    view.setSource(QUrl(QString::fromLatin1(qrcUrl)));
    QQuickItem* screen = view.rootObject();
    if (!screen) {
        std::fprintf(stderr, "%s did not load\n", qrcUrl);
        return nullptr;
    }
    // The module's rules page, as the app's host gives it (<Module>Screen.qml's neighbour
    // <Module>Rules.qml), so the table shows its "?" as in the app.
    QString rules = QString::fromLatin1(qrcUrl);
    rules.replace(QStringLiteral("Screen.qml"), QStringLiteral("Rules.qml"));
    if (QFile::exists(rules.mid(3))) // "qrc:/..." -> ":/..."
        screen->setProperty("rulesPage", rules);
    return screen;
}

// Writes what the view shows to `path`; the picture, or a null image (and a message).
inline QImage saveWindow(QQuickView& view, const QString& path) {
    const QImage image = view.grabWindow();
    if (image.isNull() || !image.save(path)) {
        std::fprintf(stderr, "could not write %s\n", qPrintable(path));
        return {};
    }
    return image;
}

} // namespace fc::screenshot
