// The app's command-line flags, parsed before the GUI exists (the platform and the
// scale must be chosen before QGuiApplication starts).
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

struct AppOptions {
    QString language;         // --lang: overrides the saved language for this run
    QSize size;               // --size WxH in device pixels (invalid: the default)
    QString screen;           // --screen: menu, setup, settings, rules, about, game
    QString stall;            // --stall: the selected stall's game id
    QString screenshot;       // --screenshot FILE.png: render, audit, exit
    bool firstFrame = false;  // --first-frame: print the time to the first frame, exit
    bool audit = false;       // --audit: every view at every device size, report, exit
    QString auditShots;       // --audit-shots DIR: with --audit, PNGs of each view at ratio 2
    QStringList auditAllowed; // --audit-allow VIEW,...: findings printed but not failing
    QStringList auditOnly;    // --audit-only PREFIX,...: audit only the views named so
    QString auditOcr;         // --audit-ocr tablet|phone: at that one size, OCR every view
    bool autoplay = false;    // --autoplay SEED: bots play the --stall game (see AutoplayRunner)
    quint64 autoplaySeed = 0;
    double scale = 0; // --scale: device pixels per dp (0: automatic for headless runs)

    bool headless() const { return !screenshot.isEmpty() || firstFrame || audit; }
    // Device pixels per dp: given, or guessed from the size so a phone-sized screenshot
    // looks like a phone (about 412 dp wide) and a big tablet like a tablet (~800 dp tall);
    // 2 for OCR, so body text is tall enough in pixels for Tesseract.
    double effectiveScale() const;
};

struct ParsedOptions {
    std::optional<AppOptions> options; // empty: exit with `exitCode` after printing `message`
    QString message;
    int exitCode = 0;
};

ParsedOptions parseCommandLine(const QStringList& arguments);
