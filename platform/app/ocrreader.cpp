#include "ocrreader.h"

#include <QFile>
#include <QHash>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {

constexpr int kTimeoutMs = 60000;

QString tesseractCode(const QString& appLanguage) {
    static const QHash<QString, QString> codes = {{"en", "eng"}, {"fr", "fra"}, {"es", "spa"},
                                                  {"de", "deu"}, {"nl", "nld"}, {"it", "ita"}};
    return codes.value(appLanguage, QStringLiteral("eng"));
}

} // namespace

OcrReader::OcrReader(const QString& appLanguage) : tesseractLanguage_(tesseractCode(appLanguage)) {}

QString OcrReader::unavailableReason() const {
    if (QStandardPaths::findExecutable(QStringLiteral("tesseract")).isEmpty())
        return QStringLiteral("tesseract is not installed (scripts/install-deps.sh installs it)");
    QProcess list;
    list.start(QStringLiteral("tesseract"), {QStringLiteral("--list-langs")});
    if (!list.waitForFinished(kTimeoutMs))
        return QStringLiteral("tesseract --list-langs did not answer");
    const QString languages = QString::fromUtf8(list.readAllStandardOutput());
    if (!languages.split(QLatin1Char('\n')).contains(tesseractLanguage_))
        return QStringLiteral("tesseract has no '%1' data (Debian: tesseract-ocr-%1)")
            .arg(tesseractLanguage_);
    return {};
}

std::optional<QString> OcrReader::read(const QImage& image, Layout layout, QString* error) const {
    const std::optional<QStringList> texts = readAll({image}, layout, error);
    return texts ? std::optional<QString>(texts->front()) : std::nullopt;
}

std::optional<QStringList> OcrReader::readAll(const std::vector<QImage>& images, Layout layout,
                                              QString* error) const {
    if (images.empty())
        return QStringList();
    // Tesseract reads a list of image files in one run, each page on its own (the same text
    // as a run per page), the pages' texts parted by a form feed.
    QTemporaryDir dir;
    QFile list(dir.filePath(QStringLiteral("pages.txt")));
    if (!dir.isValid() || !list.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("no room for the pages to read");
        return std::nullopt;
    }
    for (std::size_t i = 0; i < images.size(); ++i) {
        const QString path = dir.filePath(QStringLiteral("page%1.png").arg(i));
        // Grey levels: colour only distracts Tesseract's thresholding.
        if (!images[i].convertToFormat(QImage::Format_Grayscale8).save(path, "PNG", 0)) {
            *error = QStringLiteral("could not write %1").arg(path);
            return std::nullopt;
        }
        list.write(path.toUtf8() + '\n');
    }
    list.close();

    QProcess tesseract;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // One thread: ctest runs two checks at once on two cores, and threads only contend.
    environment.insert(QStringLiteral("OMP_THREAD_LIMIT"), QStringLiteral("1"));
    tesseract.setProcessEnvironment(environment);
    // Page segmentation modes: 3 automatic page layout, 11 sparse text.
    const QString mode = layout == Layout::Page ? QStringLiteral("3") : QStringLiteral("11");
    tesseract.start(QStringLiteral("tesseract"),
                    {list.fileName(), QStringLiteral("stdout"), QStringLiteral("-l"),
                     tesseractLanguage_, QStringLiteral("--psm"), mode});
    const int timeoutMs = kTimeoutMs * int(images.size());
    if (!tesseract.waitForFinished(timeoutMs) || tesseract.exitStatus() != QProcess::NormalExit ||
        tesseract.exitCode() != 0) {
        *error = QStringLiteral("tesseract failed: %1 %2")
                     .arg(tesseract.errorString(),
                          QString::fromUtf8(tesseract.readAllStandardError()).trimmed());
        return std::nullopt;
    }
    const QStringList texts =
        QString::fromUtf8(tesseract.readAllStandardOutput()).split(QLatin1Char('\f'));
    if (texts.size() != qsizetype(images.size())) {
        *error =
            QStringLiteral("tesseract read %1 pages of %2").arg(texts.size()).arg(images.size());
        return std::nullopt;
    }
    return texts;
}
