// ScreenReading: what a person can read on a window now, checked by OCR. The texts meant
// to be read (LayoutAudit::seenTexts: not covered, not faded, not scrolled half away, any
// quarter turn) are cut out where they are painted (ReadingSheet) and read back with
// Tesseract (OcrReader) in the app's language. Used by the audit (--audit-ocr) and by the
// real-window journeys, so both judge a screen the same way.
#pragma once

#include "ocrreader.h"
#include "ocrwords.h"

#include <QImage>
#include <QString>
#include <QStringList>
#include <vector>

class QQuickWindow;

struct ScreenReading {
    static constexpr double kMinWordsRead = 0.85;
    // Fainter text than this is decoration (a watermark, a disabled hint), not meant to
    // be read.
    static constexpr qreal kReadableOpacity = 0.35;

    QImage screen;     // the window as grabbed
    QImage sheet;      // the texts cut out, as Tesseract was given them
    QStringList meant; // the texts meant to be read
    QString read;      // what Tesseract read
    WordTally tally;
    QString error; // Tesseract failed (nothing was judged)

    bool readable() const { return error.isEmpty() && tally.share() >= kMinWordsRead; }

    // Reads `window` as it is now.
    static ScreenReading of(QQuickWindow* window, const OcrReader& reader);
    // What `window` shows now, to read later with readAll (nothing read yet).
    static ScreenReading capture(QQuickWindow* window);
    // Reads every captured screen, all in one Tesseract run per layout (OcrReader::readAll).
    static void readAll(std::vector<ScreenReading>& readings, const OcrReader& reader);
    // Writes <stem>.png, <stem>-read.png and <stem>.txt (meant, read, missed).
    void save(const QString& stem) const;
};
