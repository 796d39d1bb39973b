// The CLI's command line: a command word, "--name value" options, "--name" flags (no
// value) and positional words, checked against what the command accepts. Misuse throws
// UsageError, which main() turns into the usage text and exit code 64.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace fc::cli {

class UsageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class CommandLine {
  public:
    // args: everything after the command word. Throws UsageError.
    CommandLine(const std::vector<std::string>& args, const std::set<std::string>& allowedOptions,
                const std::set<std::string>& allowedFlags = {});

    const std::vector<std::string>& positionals() const { return positionals_; }
    std::optional<std::string> option(const std::string& name) const;
    // Whether the flag --name was given.
    bool flag(const std::string& name) const { return flags_.count(name) > 0; }
    std::string required(const std::string& name) const;
    // A decimal integer within [lo, hi]; throws UsageError naming the option otherwise.
    int integer(const std::string& name, int lo, int hi) const;
    std::optional<int> optionalInteger(const std::string& name, int lo, int hi) const;
    std::uint64_t seed(const std::string& name) const;

  private:
    std::map<std::string, std::string> options_;
    std::set<std::string> flags_;
    std::vector<std::string> positionals_;
};

// "a,b,c" -> {"a","b","c"}; empty items are kept so that counts can be checked.
std::vector<std::string> splitList(const std::string& text);

} // namespace fc::cli
