// AuditProfile: where an --audit run's wall time goes, for FOODCOURT_AUDIT_PROFILE=1 (the
// audit grew slower as views were added; this says which phase and which view to look at).
// Each phase is timed with a Scope; the totals, and the slowest views, go to stderr at the
// end. Off, it costs a branch per scope and prints nothing.
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
    };

    void beginView(const QString& name);
    void endView();
    void print() const;
    const QString& view() const { return view_; }

  private:
    bool enabled_ = false;
    std::map<QString, qint64> phases_; // phase -> ms over the whole run
    std::vector<std::pair<QString, qint64>> views_;
    QString view_;
    QElapsedTimer viewTimer_;
};
