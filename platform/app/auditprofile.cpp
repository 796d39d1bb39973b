#include "auditprofile.h"

#include <algorithm>
#include <cstdio>

namespace {
constexpr std::size_t kSlowestShown = 12;
} // namespace

AuditProfile::AuditProfile() : enabled_(qEnvironmentVariableIntValue("FOODCOURT_AUDIT_PROFILE")) {}

AuditProfile::Scope::Scope(AuditProfile& profile, const char* phase)
    : profile_(profile), phase_(phase) {
    if (profile_.enabled_)
        timer_.start();
}

AuditProfile::Scope::~Scope() {
    if (profile_.enabled_)
        profile_.phases_[QString::fromLatin1(phase_)] += timer_.elapsed();
}

void AuditProfile::beginView(const QString& name) {
    view_ = name;
    viewTimer_.start();
}

void AuditProfile::endView() {
    if (enabled_ && viewTimer_.isValid())
        views_.emplace_back(view_, viewTimer_.elapsed());
    viewTimer_.invalidate();
}

void AuditProfile::print() const {
    if (!enabled_)
        return;
    for (const auto& [phase, ms] : phases_)
        std::fprintf(stderr, "profile: %-10s %7lld ms\n", qPrintable(phase),
                     static_cast<long long>(ms));
    std::vector<std::pair<QString, qint64>> slowest = views_;
    std::stable_sort(slowest.begin(), slowest.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    slowest.resize(std::min(slowest.size(), kSlowestShown));
    for (const auto& [view, ms] : slowest)
        std::fprintf(stderr, "profile: view %-36s %6lld ms\n", qPrintable(view),
                     static_cast<long long>(ms));
}
