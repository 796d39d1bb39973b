// foodcourt_bench_realtime_stalls: the longest the UI thread is kept from its event loop
// while the real-time tables play, on real time (the tables' SteadyClock, a real event
// loop): a 4-seat Kandar Klash! round with 3 hard bots (from the customer shown until the
// round stops) and a 6-seat Wok Up volley with 5 hard bots (from "Wok!" until the claim
// window is judged; the one person flicks at the signal and claims nothing). A 0 ms
// repeating timer records the gap between the loop's passes; the longest gap is the
// longest stall, the goal is 8 ms or less. A gap in which the kernel switched the UI
// thread out (getrusage's involuntary switches) is the machine's, not the tables'; a
// stall of the tables' making shows in every run, so each scenario runs several times and
// the best run's longest stall is the figure. Each runs with the bots on the app's thread
// pool, then thinking inline on the UI thread as they did before the BotScheduler. The
// tables only, no screen drawn; autosave on, as in the app. Prints figures, never fails.
//
//   QT_QPA_PLATFORM=offscreen foodcourt_bench_realtime_stalls [runs, default 3]
//   STALL_TRACE=1: every gap over 4 ms not preempted, with the table's last action;
//   NO_AUTOSAVE=1: the tables save nothing.
#include "kandarklash_table.h"
#include "wokup_table.h"

#include "core/realtime/bot_worker.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>
#include <sys/resource.h>
#include <vector>

using fc::kandarklash_ui::KandarKlashTable;
using fc::wokup_ui::WokUpTable;

namespace {

// Involuntary context switches of the calling thread so far: a gap in which the UI thread
// was switched out by the kernel (a busy machine, other programs on the cores) is not a
// stall of the tables' making.
long preemptions() {
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    return usage.ru_nivcsw;
}

// The gaps between the UI thread's event-loop passes, from a 0 ms repeating timer, each
// with whether the thread was preempted in it.
class LoopProbe {
  public:
    LoopProbe() {
        timer_.setInterval(0);
        QObject::connect(&timer_, &QTimer::timeout, [this] {
            const long switched = preemptions();
            gaps_.push_back(static_cast<double>(since_.nsecsElapsed()) / 1e6);
            preempted_.push_back(switched != switchedSince_);
            since_.restart();
            switchedSince_ = switched;
            if (gaps_.back() > 4 && !preempted_.back() && qEnvironmentVariableIsSet("STALL_TRACE"))
                std::printf("      own stall %.1f ms at %lld ms: %s\n", gaps_.back(),
                            static_cast<long long>(total_.elapsed()), note ? note().c_str() : "");
        });
    }
    std::function<std::string()> note; // what the table was doing, for STALL_TRACE
    void start() {
        total_.start();
        gaps_.clear();
        preempted_.clear();
        since_.start();
        switchedSince_ = preemptions();
        timer_.start();
    }
    void stop() { timer_.stop(); }
    const std::vector<double>& gaps() const { return gaps_; }
    const std::vector<bool>& preempted() const { return preempted_; }

  private:
    QTimer timer_;
    QElapsedTimer since_;
    QElapsedTimer total_;
    long switchedSince_ = 0;
    std::vector<double> gaps_;
    std::vector<bool> preempted_;
};

// Runs the event loop until `done()` holds (checked whenever `sender` emits `signal`) or
// `capMs` passes. False on the cap.
template <typename Sender, typename Signal>
bool runUntil(Sender* sender, Signal signal, const std::function<bool()>& done, int capMs) {
    if (done())
        return true;
    QEventLoop loop;
    const auto connection = QObject::connect(sender, signal, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer::singleShot(capMs, &loop, &QEventLoop::quit);
    loop.exec();
    QObject::disconnect(connection);
    return done();
}

struct Figures {
    std::vector<double> gaps;
    std::vector<bool> preempted;
    std::size_t actions = 0;
    bool finished = false;
};

// The longest gap in which the UI thread was not preempted: the tables' own work, plus
// whatever a virtual machine's host took without telling the guest.
double ownStall(const Figures& f) {
    double own = 0;
    for (std::size_t i = 0; i < f.gaps.size(); ++i) {
        if (!f.preempted[i])
            own = std::max(own, f.gaps[i]);
    }
    return own;
}

void print(const Figures& f) {
    std::vector<double> g = f.gaps;
    if (g.empty()) {
        std::printf("    no passes recorded\n");
        return;
    }
    std::sort(g.begin(), g.end());
    const auto at = [&](double q) { return g[static_cast<std::size_t>(q * (g.size() - 1))]; };
    int over = 0;
    for (double gap : g)
        over += gap > 8 ? 1 : 0;
    std::printf(
        "    %2zu actions%s, %7zu passes; gap min %.3f median %.3f p99.9 %.3f max %5.1f ms, "
        "%2d over 8 ms; longest not preempted %5.1f ms\n",
        f.actions, f.finished ? "" : " (CUT OFF)", g.size(), g.front(), at(0.5), at(0.999),
        g.back(), over, ownStall(f));
}

// Runs `play` `runs` times and prints each run, then the best run's longest stall: a stall
// of the tables' making shows in every run, the machine's hiccups do not.
void measure(const char* what, int runs, const std::function<Figures()>& play) {
    std::printf("%s\n", what);
    double best = 1e9, bestWall = 1e9;
    for (int run = 0; run < runs; ++run) {
        const Figures f = play();
        print(f);
        if (!f.gaps.empty()) {
            best = std::min(best, ownStall(f));
            bestWall = std::min(bestWall, *std::max_element(f.gaps.begin(), f.gaps.end()));
        }
    }
    std::printf("  longest stall, best of %d runs: %.1f ms wall, %.1f ms not preempted "
                "(goal <= 8 ms)\n",
                runs, bestWall, best);
}

QString seatsJson(int players, int humans) {
    QStringList seats;
    for (int i = 0; i < players; ++i) {
        const bool bot = i >= humans;
        seats << QStringLiteral(R"({"name":"P%1","bot":%2,"strength":"%3"})")
                     .arg(i + 1)
                     .arg(bot ? "true" : "false", bot ? "hard" : "");
    }
    return seats.join(QLatin1Char(','));
}

QString setupJson(int players, int humans, int seed) {
    return QStringLiteral(R"({"players":%1,"seed":"%2","startSeat":0,"options":{},"seats":[%3]})")
        .arg(players)
        .arg(seed)
        .arg(seatsJson(players, humans));
}

Figures kandarKlashRound(int seed, bool inlineBots) {
    using Stage = KandarKlashTable::Stage;
    fc::realtime::InlineBotWorker inlineWorker;
    KandarKlashTable table;
    if (inlineBots)
        table.setBotWorker(&inlineWorker);
    table.setCountdownMs(300);
    if (qEnvironmentVariableIsSet("NO_AUTOSAVE"))
        table.setAutosave(false);
    Figures f;
    if (!table.startFromSetupJson(setupJson(4, 1, seed)).isEmpty())
        return f;
    runUntil(
        &table, &KandarKlashTable::stageChanged, [&] { return table.stage() == Stage::Cooking; },
        5000);
    const std::size_t before = table.match()->log().size();
    LoopProbe probe;
    probe.note = [&] {
        const auto& log = table.match()->log();
        return std::to_string(log.size()) + " " + (log.empty() ? "" : log.back().action);
    };
    probe.start();
    f.finished = runUntil(
        &table, &KandarKlashTable::stageChanged, [&] { return table.stage() != Stage::Cooking; },
        60'000);
    probe.stop();
    f.gaps = probe.gaps();
    f.preempted = probe.preempted();
    f.actions = table.match()->log().size() - before;
    return f;
}

Figures wokUpVolley(int seed, bool inlineBots) {
    fc::realtime::InlineBotWorker inlineWorker;
    WokUpTable table;
    if (inlineBots)
        table.setBotWorker(&inlineWorker);
    table.setProperty("countdownStepMs", 100);
    if (qEnvironmentVariableIsSet("NO_AUTOSAVE"))
        table.setAutosave(false);
    Figures f;
    if (!table.startFromSetupJson(setupJson(6, 1, seed)).isEmpty())
        return f;
    const auto stageIs = [&](const char* name) { return table.stage() == QLatin1String(name); };
    runUntil(
        &table, &WokUpTable::stageChanged, [&] { return stageIs("throwing"); }, 5000);
    const std::size_t before = table.match()->log().size();
    LoopProbe probe;
    probe.note = [&] {
        const auto& log = table.match()->log();
        return table.stage().toStdString() + " " + std::to_string(log.size()) + " " +
               (log.empty() ? "" : log.back().action.substr(0, 40));
    };
    probe.start();
    table.flick(0, 0.02, 100, -1); // the person throws at the signal
    bool claiming = false;
    f.finished = runUntil(
        &table, &WokUpTable::stageChanged,
        [&] {
            claiming = claiming || stageIs("claiming");
            return claiming && !stageIs("claiming");
        },
        60'000);
    probe.stop();
    f.gaps = probe.gaps();
    f.preempted = probe.preempted();
    f.actions = table.match()->log().size() - before;
    return f;
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QGuiApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the autosave goes to a scratch place
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    std::printf("UI-thread stalls of the real-time tables (SteadyClock, real event loop)\n");
    if (QFile loadavg(QStringLiteral("/proc/loadavg")); loadavg.open(QIODevice::ReadOnly))
        std::printf("load average: %s", loadavg.readLine().constData());
    constexpr int kSeed = 31;
    measure("Kandar Klash!, 4 seats, 3 hard bots, one round; bots on the thread pool", runs,
            [] { return kandarKlashRound(kSeed, false); });
    measure("Kandar Klash!, the same; bots thinking inline on the UI thread (as before)", runs,
            [] { return kandarKlashRound(kSeed, true); });
    measure("Wok Up, 6 seats, 5 hard bots, one volley; bots on the thread pool", runs,
            [] { return wokUpVolley(kSeed, false); });
    measure("Wok Up, the same; bots thinking inline on the UI thread (as before)", runs,
            [] { return wokUpVolley(kSeed, true); });
    return 0;
}
