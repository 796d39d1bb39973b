// Start-up benchmark: runs `foodcourt --first-frame` and the minimal Qt Quick Controls
// window alternately (so both see the same machine load), offscreen, and prints the
// medians of their self-reported time to first frame, of the whole process run and (on
// Unix) of the CPU time the process used, with the ratios app / minimal (target: <= 1.5).
// CPU time is the figure least disturbed by other work on a busy machine.
// Prints figures; never fails on speed.
//
// Usage: foodcourt_bench_startup [--runs N] [--warmup N]
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <optional>
#include <vector>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace {

struct Run {
    double firstFrameMs = 0; // what the program itself reports, from main() to the first frame
    double processMs = 0;    // launch to exit, as the user waits for it (includes loading)
    double cpuMs = 0;        // user + system CPU time of the process (0 where unknown)
};

// CPU time used so far by all waited-for child processes.
double childrenCpuMs() {
#ifdef Q_OS_UNIX
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    const auto ms = [](const timeval& t) { return t.tv_sec * 1e3 + t.tv_usec / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
#else
    return 0;
#endif
}

struct Program {
    QString label;
    QString path;
    QStringList args;
    std::vector<Run> runs;
};

std::optional<Run> runOnce(const Program& program, const QProcessEnvironment& env, QString& error) {
    QProcess process;
    process.setProcessEnvironment(env);
    const double cpuBefore = childrenCpuMs();
    QElapsedTimer wall;
    wall.start();
    process.start(program.path, program.args);
    if (!process.waitForFinished(60'000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        error = program.label + QStringLiteral(" failed: ") + process.errorString() + '\n' +
                QString::fromLocal8Bit(process.readAllStandardError());
        return std::nullopt;
    }
    const double processMs = wall.nsecsElapsed() / 1e6;
    const double cpuMs = childrenCpuMs() - cpuBefore;
    static const QRegularExpression firstFrame(QStringLiteral("first-frame-ms: ([0-9.]+)"));
    const auto match = firstFrame.match(QString::fromLocal8Bit(process.readAllStandardOutput()));
    if (!match.hasMatch()) {
        error = program.label + QStringLiteral(" printed no 'first-frame-ms:' line");
        return std::nullopt;
    }
    return Run{match.captured(1).toDouble(), processMs, cpuMs};
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

template <class Field> double medianOf(const Program& program, Field field) {
    std::vector<double> values;
    for (const Run& run : program.runs)
        values.push_back(run.*field);
    return median(values);
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Start-up time: the app against a minimal window"));
    parser.addHelpOption();
    const QCommandLineOption runsOption(QStringLiteral("runs"),
                                        QStringLiteral("Measured runs of each program."),
                                        QStringLiteral("N"), QStringLiteral("15"));
    const QCommandLineOption warmupOption(QStringLiteral("warmup"),
                                          QStringLiteral("Unmeasured runs of each first."),
                                          QStringLiteral("N"), QStringLiteral("2"));
    parser.addOptions({runsOption, warmupOption});
    parser.process(app);
    const int runs = parser.value(runsOption).toInt();
    const int warmup = parser.value(warmupOption).toInt();
    QTextStream out(stdout);
    if (runs < 1 || warmup < 0) {
        QTextStream(stderr) << "--runs must be at least 1 and --warmup at least 0\n";
        return 2;
    }

    QTemporaryDir runtimeDir; // private XDG_RUNTIME_DIR (0700), as Qt expects
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtimeDir.path());

    std::vector<Program> programs{
        {QStringLiteral("foodcourt"),
         QStringLiteral(FOODCOURT_APP_PATH),
         {QStringLiteral("--first-frame")},
         {}},
        {QStringLiteral("minimal window"), QStringLiteral(MINIMAL_WINDOW_PATH), {}, {}},
    };
    for (int i = 0; i < warmup + runs; ++i) {
        for (Program& program : programs) {
            QString error;
            const auto run = runOnce(program, env, error);
            if (!run) {
                QTextStream(stderr) << error << '\n';
                return 1;
            }
            if (i >= warmup)
                program.runs.push_back(*run);
        }
    }

    out << "start-up, offscreen, median of " << runs << " runs each (after " << warmup
        << " warm-up runs), alternating:\n";
    for (const Program& program : programs)
        out << "  " << program.label.leftJustified(16) << " first frame "
            << QString::number(medianOf(program, &Run::firstFrameMs), 'f', 1) << " ms,  process "
            << QString::number(medianOf(program, &Run::processMs), 'f', 1) << " ms,  CPU "
            << QString::number(medianOf(program, &Run::cpuMs), 'f', 1) << " ms\n";
    const auto ratio = [&](double Run::*field) {
        const double baseline = medianOf(programs[1], field);
        return baseline > 0 ? QString::number(medianOf(programs[0], field) / baseline, 'f', 2)
                            : QStringLiteral("n/a");
    };
    out << "  ratio app / minimal: first frame " << ratio(&Run::firstFrameMs) << ", process "
        << ratio(&Run::processMs) << ", CPU " << ratio(&Run::cpuMs) << "  (target <= 1.5)\n";
    return 0;
}
