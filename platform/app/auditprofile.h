// AuditProfile: where an --audit run's time goes, for FOODCOURT_AUDIT_PROFILE=1 (the
// audit grew slower as views were added; this says which phase and which view to look at).
// Each phase is timed with a Scope; the totals, and the slowest views, go to stderr at the
// end, in wall time and in the process's CPU time (on a loaded machine the wall time is
// mostly waiting for a core; the CPU time is what a view costs). Off, it costs a branch
// per scope and prints nothing.
#pragma once

#include <QElapsedTimer>
#include <QString>

#include <map>
#include <vector>

class AuditProfile {
  public:
    AuditProfile();
    bool enabled() const { return enabled_; }

    // Times its lifetime into `phase` ("frames", "grab", "png", "ocr", ...), within the
    // view last begun.
    class Scope {
      public:
        Scope(AuditProfile& profile, const char* phase);
        ~Scope();
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

      private:
        AuditProfile& profile_;
        const char* phase_;
        QElapsedTimer timer_;
        qint64 cpuStart_ = 0;
    };

    void beginView(const QString& name);
    void endView();
    void print() const;
    const QString& view() const { return view_; }

  private:
    struct Spent {
        qint64 wallMs = 0;
        qint64 cpuMs = 0;
    };
    // The process's CPU time (user + system, every thread) in ms.
    static qint64 cpuMs();

    bool enabled_ = false;
    std::map<QString, Spent> phases_; // phase -> time over the whole run
    std::vector<std::pair<QString, Spent>> views_;
    QString view_;
    QElapsedTimer viewTimer_;
    qint64 viewCpuStart_ = 0;
};
