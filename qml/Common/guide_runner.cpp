#include "guide_runner.h"

GuideRunner::GuideRunner(QObject* parent) : QObject(parent) {}

GuideRunner::~GuideRunner() {
    if (session_)
        session_->setGuide(nullptr);
}

void GuideRunner::setSession(MatchSession* session) {
    if (session == session_)
        return;
    if (session_) {
        disconnect(applied_);
        session_->setGuide(nullptr);
    }
    session_ = session;
    if (session_) {
        applied_ =
            connect(session_, &MatchSession::actionApplied, this, &GuideRunner::onActionApplied);
        session_->setGuide(this);
    }
    emit sessionChanged();
}

void GuideRunner::setSteps(const QVariantList& steps) {
    // The same steps again (their texts retranslated when the language changes): the
    // learner keeps their place.
    const bool sameShape = steps.size() == steps_.size() && sequence_.size() == steps.size();
    steps_ = steps;
    if (!sameShape) {
        rebuild();
        return;
    }
    emit stepsChanged();
    emit stepChanged();
}

void GuideRunner::setLearnerSeat(int seat) {
    if (seat == learnerSeat_)
        return;
    learnerSeat_ = seat;
    rebuild();
}

void GuideRunner::rebuild() {
    std::vector<fc::guide::Step> steps;
    for (const QVariant& entry : std::as_const(steps_)) {
        const QVariantMap map = entry.toMap();
        fc::guide::Step step;
        step.waitFor = map.value(QStringLiteral("waitFor")).toString().toStdString();
        step.by = map.value(QStringLiteral("by"), fc::guide::kLearner).toInt();
        step.allow = map.value(QStringLiteral("allow")).toString().toStdString();
        step.holdBots = map.value(QStringLiteral("holdBots")).toBool();
        if (!step.waitFor.empty())
            step.kind = fc::guide::Step::Action;
        else if (!map.value(QStringLiteral("until")).toString().isEmpty())
            step.kind = fc::guide::Step::Condition;
        steps.push_back(std::move(step));
    }
    sequence_ = fc::guide::Sequence(std::move(steps), learnerSeat_);
    emit stepsChanged();
    moved();
}

QVariantMap GuideRunner::step() const {
    return finished() ? QVariantMap() : steps_.value(stepIndex()).toMap();
}

QString GuideRunner::stepField(const char* name) const {
    return step().value(QLatin1String(name)).toString();
}

int GuideRunner::stepBy() const {
    const fc::guide::Step* step = sequence_.current();
    return step && step->by != fc::guide::kLearner ? step->by : learnerSeat_;
}

QString GuideRunner::stepKind() const {
    const fc::guide::Step* step = sequence_.current();
    if (!step)
        return {};
    switch (step->kind) {
    case fc::guide::Step::Action:
        return QStringLiteral("action");
    case fc::guide::Step::Condition:
        return QStringLiteral("condition");
    case fc::guide::Step::Read:
        break;
    }
    return QStringLiteral("read");
}

bool GuideRunner::next() {
    if (!sequence_.next())
        return false;
    moved();
    return true;
}

bool GuideRunner::conditionMet() {
    if (!sequence_.conditionMet())
        return false;
    moved();
    return true;
}

void GuideRunner::conditionReached(int index) {
    QMetaObject::invokeMethod(
        this,
        [this, index] {
            if (stepIndex() == index)
                conditionMet();
        },
        Qt::QueuedConnection);
}

void GuideRunner::leave() {
    if (sequence_.left())
        return;
    sequence_.leave();
    moved();
}

void GuideRunner::onActionApplied(int seat, const QString& action) {
    if (sequence_.actionApplied(seat, action.toStdString()))
        moved();
}

void GuideRunner::moved() {
    emit stepChanged();
    if (session_)
        session_->guideChanged();
}

QString GuideRunner::refusalOf(int seat, const QString& action) const {
    if (sequence_.admits(seat, action.toStdString()))
        return {};
    //: Refusal in a guided first game: the learner did something other than what the coach
    //: mark shows.
    return tr("Not yet: in this guided game, follow the highlighted step.");
}

QQuickItem* GuideRunner::findItem(QQuickItem* root, const QString& name) const {
    if (!root || !root->isVisible() || name.isEmpty())
        return nullptr;
    if (root->objectName() == name)
        return root;
    const QList<QQuickItem*> children = root->childItems();
    for (QQuickItem* child : children) {
        if (QQuickItem* found = findItem(child, name))
            return found;
    }
    return nullptr;
}
