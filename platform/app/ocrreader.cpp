#include "ocrreader.h"

#include <QBuffer>
#include <QHash>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>

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
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    // Grey levels: colour only distracts Tesseract's thresholding.
    image.convertToFormat(QImage::Format_Grayscale8).save(&buffer, "PNG", 0);

    QProcess tesseract;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // One thread: ctest runs two checks at once on two cores, and threads only contend.
    environment.insert(QStringLiteral("OMP_THREAD_LIMIT"), QStringLiteral("1"));
    tesseract.setProcessEnvironment(environment);
    // Page segmentation modes: 3 automatic page layout, 11 sparse text.
    const QString mode = layout == Layout::Page ? QStringLiteral("3") : QStringLiteral("11");
    tesseract.start(QStringLiteral("tesseract"),
                    {QStringLiteral("stdin"), QStringLiteral("stdout"), QStringLiteral("-l"),
                     tesseractLanguage_, QStringLiteral("--psm"), mode});
    if (!tesseract.waitForStarted(kTimeoutMs)) {
        *error = QStringLiteral("tesseract did not start: %1").arg(tesseract.errorString());
        return std::nullopt;
    }
    tesseract.write(png);
    tesseract.closeWriteChannel();
    if (!tesseract.waitForFinished(kTimeoutMs) || tesseract.exitCode() != 0) {
        *error = QStringLiteral("tesseract failed: %1")
                     .arg(QString::fromUtf8(tesseract.readAllStandardError()).trimmed());
        return std::nullopt;
    }
    return QString::fromUtf8(tesseract.readAllStandardOutput());
}
