#include "commandline.h"
#include "gameregistry.h"

#include <QCommandLineParser>
#include <QRegularExpression>
#include <algorithm>

namespace {
const QStringList kLanguages = {"en", "fr", "es", "de", "nl", "it"};
const QStringList kScreens = {"menu",    "setup", "settings", "rules",     "about",
                              "history", "game",  "guide",    "guide-next"};

// The stalls of the menu, in its order: every registered game that is not test-only.
QStringList stallIds() {
    QStringList ids;
    for (const fc::GameInfo& info : gameRegistry().all())
        if (!info.testOnly)
            ids << QString::fromStdString(info.id);
    return ids;
}

ParsedOptions failure(const QString& message) {
    return {std::nullopt, message, 2};
}
} // namespace

double AppOptions::effectiveScale() const {
    if (scale > 0)
        return scale;
    if (!auditOcr.isEmpty())
        return 2.0;
    if (!headless() || !size.isValid())
        return 1.0;
    const int shortSide = std::min(size.width(), size.height());
    const int longSide = std::max(size.width(), size.height());
    const bool phoneShaped = longSide >= 1.9 * shortSide;
    return phoneShaped ? std::max(1.0, shortSide / 412.0) : std::max(1.0, shortSide / 800.0);
}

ParsedOptions parseCommandLine(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Food Court: tabletop food games."));
    const QStringList stalls = stallIds();
    const QCommandLineOption help({"h", "help"}, QStringLiteral("Show this help."));
    const QCommandLineOption lang("lang", QStringLiteral("Language: en fr es de nl it."),
                                  QStringLiteral("CODE"));
    const QCommandLineOption size("size", QStringLiteral("Window size in device pixels."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption screen(
        "screen",
        QStringLiteral("Screen to open: menu setup settings rules about history game (the selected "
                       "stall's table, started with the default seats), guide (its guided first "
                       "game's first coach mark), guide-next (its second)."),
        QStringLiteral("NAME"));
    const QCommandLineOption stall(
        "stall", QStringLiteral("Selected stall: %1.").arg(stalls.join(' ')), QStringLiteral("ID"));
    const QCommandLineOption shot(
        "screenshot", QStringLiteral("Render offscreen to FILE.png, audit the layout, exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption first("first-frame",
                                   QStringLiteral("Print the time to the first frame, exit."));
    const QCommandLineOption scale(
        "scale", QStringLiteral("Device pixels per dp (default: guessed for headless runs)."),
        QStringLiteral("F"));
    const QCommandLineOption audit(
        "audit", QStringLiteral("Check every view of every built game at phone and tablet sizes "
                                "(device pixel ratios 1-3) for clipped text, controls under "
                                "48 dp or under a notch; print the findings, exit 1 on any."));
    const QCommandLineOption auditShots(
        "audit-shots",
        QStringLiteral("With --audit: also save a PNG of each view at each size "
                       "(ratio 2) into DIR."),
        QStringLiteral("DIR"));
    const QCommandLineOption auditAllow(
        "audit-allow",
        QStringLiteral("With --audit: views (such as game/tindahan) whose findings are printed "
                       "as known but do not fail the run."),
        QStringLiteral("VIEW,..."));
    const QCommandLineOption auditOnly(
        "audit-only",
        QStringLiteral("With --audit: check only the views whose names start with one of these "
                       "(such as game/wokup)."),
        QStringLiteral("PREFIX,..."));
    const QCommandLineOption auditOcr(
        "audit-ocr",
        QStringLiteral("With --audit: at one tablet or phone size only, also read each view back "
                       "with Tesseract (scrolling long pages) and fail a view when under 85% of "
                       "the words it shows are read; a text painted over another always fails."),
        QStringLiteral("tablet|phone"));
    const QCommandLineOption autoplay(
        "autoplay",
        QStringLiteral("Bots play the --stall game in every seat on the window, resuming its "
                       "paused game if there is one, else starting a new game with this seed; "
                       "prints each logged action once it is saved, exits at the end."),
        QStringLiteral("SEED"));
    parser.addOptions({help, lang, size, screen, stall, shot, first, scale, audit, auditShots,
                       auditAllow, auditOnly, auditOcr, autoplay});

    if (!parser.parse(arguments))
        return failure(parser.errorText());
    if (parser.isSet(help))
        // No application object exists yet, so Qt cannot name the program itself.
        return {std::nullopt,
                parser.helpText().replace(QStringLiteral("<executable_name>"),
                                          QStringLiteral("foodcourt")),
                0};
    if (!parser.positionalArguments().isEmpty())
        return failure(
            QStringLiteral("Unexpected argument: %1").arg(parser.positionalArguments().first()));

    AppOptions options;
    if (parser.isSet(lang)) {
        options.language = parser.value(lang);
        if (!kLanguages.contains(options.language))
            return failure(QStringLiteral("--lang: '%1' is not one of %2")
                               .arg(options.language, kLanguages.join(' ')));
    }
    if (parser.isSet(size)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
        const auto match = pattern.match(parser.value(size));
        if (!match.hasMatch())
            return failure(QStringLiteral("--size: expected WxH such as 1280x800, got '%1'")
                               .arg(parser.value(size)));
        options.size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    if (parser.isSet(screen)) {
        options.screen = parser.value(screen);
        if (!kScreens.contains(options.screen))
            return failure(QStringLiteral("--screen: '%1' is not one of %2")
                               .arg(options.screen, kScreens.join(' ')));
    }
    if (parser.isSet(stall)) {
        options.stall = parser.value(stall);
        if (!stalls.contains(options.stall))
            return failure(QStringLiteral("--stall: '%1' is not one of %2")
                               .arg(options.stall, stalls.join(' ')));
    }
    if (parser.isSet(shot)) {
        options.screenshot = parser.value(shot);
        if (!options.screenshot.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
            return failure(QStringLiteral("--screenshot: the file name must end in .png"));
    }
    options.firstFrame = parser.isSet(first);
    options.audit = parser.isSet(audit);
    options.auditShots = parser.value(auditShots);
    options.auditAllowed = parser.value(auditAllow).split(QLatin1Char(','), Qt::SkipEmptyParts);
    options.auditOnly = parser.value(auditOnly).split(QLatin1Char(','), Qt::SkipEmptyParts);
    options.auditOcr = parser.value(auditOcr);
    if (!options.auditOcr.isEmpty() && options.auditOcr != QLatin1String("tablet") &&
        options.auditOcr != QLatin1String("phone"))
        return failure(QStringLiteral("--audit-ocr: expected tablet or phone, got '%1'")
                           .arg(options.auditOcr));
    if ((!options.auditShots.isEmpty() || !options.auditAllowed.isEmpty() ||
         !options.auditOnly.isEmpty() || !options.auditOcr.isEmpty()) &&
        !options.audit)
        return failure(QStringLiteral(
            "--audit-shots, --audit-allow, --audit-only and --audit-ocr need --audit"));
    if (options.audit && (!options.screenshot.isEmpty() || options.firstFrame))
        return failure(
            QStringLiteral("--audit does not combine with --screenshot or --first-frame"));
    if (parser.isSet(autoplay)) {
        bool ok = false;
        options.autoplaySeed = parser.value(autoplay).toULongLong(&ok);
        if (!ok)
            return failure(QStringLiteral("--autoplay: the seed must be a whole number, got '%1'")
                               .arg(parser.value(autoplay)));
        if (options.stall.isEmpty())
            return failure(QStringLiteral("--autoplay needs --stall"));
        if (options.headless() || !options.screen.isEmpty())
            return failure(QStringLiteral("--autoplay does not combine with --screen, "
                                          "--screenshot, --first-frame or --audit"));
        options.autoplay = true;
    }
    if (parser.isSet(scale)) {
        bool ok = false;
        options.scale = parser.value(scale).toDouble(&ok);
        if (!ok || options.scale < 0.5 || options.scale > 6)
            return failure(QStringLiteral("--scale: expected a number from 0.5 to 6"));
    }
    return {options, {}, 0};
}
