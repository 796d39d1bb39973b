#include "guide_sequence.h"

#include <utility>

namespace fc::guide {

namespace {

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t start = text.find_first_not_of(' ', at);
        if (start == std::string_view::npos)
            break;
        std::size_t end = text.find(' ', start);
        if (end == std::string_view::npos)
            end = text.size();
        out.push_back(text.substr(start, end - start));
        at = end;
    }
    return out;
}

// One alternative: the pattern's words, in order, among the action's, the first word first.
bool oneMatches(std::string_view pattern, const std::vector<std::string_view>& action) {
    const std::vector<std::string_view> wanted = words(pattern);
    if (wanted.empty() || action.empty() || wanted.front() != action.front())
        return false;
    std::size_t at = 1;
    for (std::size_t w = 1; w < wanted.size(); ++w) {
        while (at < action.size() && action[at] != wanted[w])
            ++at;
        if (at == action.size())
            return false;
        ++at;
    }
    return true;
}

} // namespace

std::vector<std::string_view> actionWords(std::string_view action) {
    std::vector<std::string_view> out = words(action);
    std::erase_if(out, [](std::string_view word) { return word.front() == '@'; });
    return out;
}

bool actionMatches(std::string_view pattern, std::string_view action) {
    const std::vector<std::string_view> actual = actionWords(action);
    std::size_t at = 0;
    while (at <= pattern.size()) {
        std::size_t bar = pattern.find('|', at);
        if (bar == std::string_view::npos)
            bar = pattern.size();
        if (oneMatches(pattern.substr(at, bar - at), actual))
            return true;
        at = bar + 1;
    }
    return false;
}

Sequence::Sequence(std::vector<Step> steps, int learnerSeat)
    : steps_(std::move(steps)), learner_(learnerSeat) {}

bool Sequence::next() {
    if (left_ || finished() || current()->kind != Step::Read)
        return false;
    ++index_;
    return true;
}

bool Sequence::conditionMet() {
    if (left_ || finished() || current()->kind != Step::Condition)
        return false;
    ++index_;
    return true;
}

bool Sequence::actionApplied(int seat, std::string_view action) {
    if (left_ || finished())
        return false;
    const Step& step = *current();
    if (step.kind != Step::Action || seat != seatOf(step) || !actionMatches(step.waitFor, action))
        return false;
    ++index_;
    return true;
}

bool Sequence::admits(int seat, std::string_view action) const {
    if (left_ || finished())
        return false;
    const Step& step = *current();
    if (step.kind == Step::Condition)
        return seat == learner_ && !step.allow.empty() && actionMatches(step.allow, action);
    return step.kind == Step::Action && seat == seatOf(step) && seat == learner_ &&
           actionMatches(step.waitFor, action);
}

bool Sequence::holdsBots() const {
    return left_ || finished() || current()->kind == Step::Read || current()->holdBots;
}

} // namespace fc::guide
