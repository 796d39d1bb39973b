#include "auditprofile.h"

#include <algorithm>
#include <cstdio>
#include <ctime>

namespace {
constexpr std::size_t kSlowestShown = 12;
} // namespace

AuditProfile::AuditProfile() : enabled_(qEnvironmentVariableIntValue("FOODCOURT_AUDIT_PROFILE")) {}

qint64 AuditProfile::cpuMs() {
    timespec spent{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spent);
    return qint64(spent.tv_sec) * 1000 + spent.tv_nsec / 1000000;
}

AuditProfile::Scope::Scope(AuditProfile& profile, const char* phase)
    : profile_(profile), phase_(phase) {
    if (profile_.enabled_) {
        timer_.start();
        cpuStart_ = cpuMs();
    }
}

AuditProfile::Scope::~Scope() {
    if (!profile_.enabled_)
        return;
    Spent& spent = profile_.phases_[QString::fromLatin1(phase_)];
    spent.wallMs += timer_.elapsed();
    spent.cpuMs += cpuMs() - cpuStart_;
}

void AuditProfile::beginView(const QString& name) {
    view_ = name;
    viewTimer_.start();
    if (enabled_)
        viewCpuStart_ = cpuMs();
}

void AuditProfile::endView() {
    if (enabled_ && viewTimer_.isValid())
        views_.emplace_back(view_, Spent{viewTimer_.elapsed(), cpuMs() - viewCpuStart_});
    viewTimer_.invalidate();
}

void AuditProfile::print() const {
    if (!enabled_)
        return;
    for (const auto& [phase, spent] : phases_)
        std::fprintf(stderr, "profile: %-10s %7lld ms (cpu %7lld ms)\n", qPrintable(phase),
                     static_cast<long long>(spent.wallMs), static_cast<long long>(spent.cpuMs));
    // The costliest views by CPU time: the wall time of a loaded machine ranks them by luck.
    std::vector<std::pair<QString, Spent>> slowest = views_;
    std::stable_sort(slowest.begin(), slowest.end(),
                     [](const auto& a, const auto& b) { return a.second.cpuMs > b.second.cpuMs; });
    slowest.resize(std::min(slowest.size(), kSlowestShown));
    for (const auto& [view, spent] : slowest)
        std::fprintf(stderr, "profile: view %-36s %6lld ms (cpu %6lld ms)\n", qPrintable(view),
                     static_cast<long long>(spent.wallMs), static_cast<long long>(spent.cpuMs));
}
