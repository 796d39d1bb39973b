#include "command_line.h"

#include <charconv>

namespace fc::cli {

namespace {

template <class T> std::optional<T> parseNumber(const std::string& text) {
    T value{};
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

} // namespace

CommandLine::CommandLine(const std::vector<std::string>& args,
                         const std::set<std::string>& allowedOptions,
                         const std::set<std::string>& allowedFlags) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg.rfind("--", 0) != 0) {
            positionals_.push_back(arg);
            continue;
        }
        std::string name = arg.substr(2);
        std::optional<std::string> value;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name.resize(eq);
        }
        if (allowedFlags.count(name)) {
            if (value)
                throw UsageError("--" + name + " takes no value");
            if (!flags_.insert(name).second)
                throw UsageError("--" + name + " is given twice");
            continue;
        }
        if (!allowedOptions.count(name))
            throw UsageError("unknown option --" + name);
        if (!value) {
            if (i + 1 >= args.size())
                throw UsageError("--" + name + " needs a value");
            value = args[++i];
        }
        if (!options_.emplace(name, *value).second)
            throw UsageError("--" + name + " is given twice");
    }
}

std::optional<std::string> CommandLine::option(const std::string& name) const {
    const auto it = options_.find(name);
    if (it == options_.end())
        return std::nullopt;
    return it->second;
}

std::string CommandLine::required(const std::string& name) const {
    auto value = option(name);
    if (!value)
        throw UsageError("missing --" + name);
    return *value;
}

int CommandLine::integer(const std::string& name, int lo, int hi) const {
    auto value = optionalInteger(name, lo, hi);
    if (!value)
        throw UsageError("missing --" + name);
    return *value;
}

std::optional<int> CommandLine::optionalInteger(const std::string& name, int lo, int hi) const {
    const auto text = option(name);
    if (!text)
        return std::nullopt;
    const auto value = parseNumber<int>(*text);
    if (!value || *value < lo || *value > hi)
        throw UsageError("--" + name + " must be a whole number from " + std::to_string(lo) +
                         " to " + std::to_string(hi) + ", not \"" + *text + "\"");
    return value;
}

std::uint64_t CommandLine::seed(const std::string& name) const {
    const std::string text = required(name);
    const auto value = parseNumber<std::uint64_t>(text);
    if (!value)
        throw UsageError("--" + name +
                         " must be a whole number from 0 to 18446744073709551615, not \"" + text +
                         "\"");
    return *value;
}

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::size_t start = 0;
    for (;;) {
        const auto comma = text.find(',', start);
        items.push_back(text.substr(start, comma - start));
        if (comma == std::string::npos)
            return items;
        start = comma + 1;
    }
}

} // namespace fc::cli
