// OcrReader: reads the text in a rendered screen with Tesseract (the `tesseract` command,
// Debian's tesseract-ocr with the tesseract-ocr-<lang> data), in the screen's language.
#pragma once

#include <QImage>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

class OcrReader {
  public:
    // appLanguage: the app's code (en fr es de nl it).
    explicit OcrReader(const QString& appLanguage);

    // Empty when Tesseract and the language's data are installed, else why not.
    QString unavailableReason() const;
    // How Tesseract looks for text: as a page of blocks and columns (finds headings on
    // coloured bars), or as sparse labels in no order (finds small captions on buttons).
    enum class Layout { Page, Sparse };
    // The text read in `image`; empty with `error` set when Tesseract failed.
    std::optional<QString> read(const QImage& image, Layout layout, QString* error) const;
    // The text read in each of `images`, in their order, by one Tesseract run: starting
    // Tesseract (loading a language's models) costs about as much as reading a page, and a
    // language's OCR audit reads 60-220 pages. Empty with `error` set when Tesseract failed.
    std::optional<QStringList> readAll(const std::vector<QImage>& images, Layout layout,
                                       QString* error) const;

  private:
    QString tesseractLanguage_; // eng fra spa deu nld ita
};
