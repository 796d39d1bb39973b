// libFuzzer target: the CLI's own argument parsing (options, integers, seeds, lists).
// Misuse must throw UsageError with a message; nothing else may escape or crash.
#include "command_line.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> args;
    std::string word;
    for (std::size_t i = 0; i < size; ++i) { // NUL-separated words, as argv would be
        if (data[i] == 0) {
            args.push_back(word);
            word.clear();
        } else {
            word.push_back(static_cast<char>(data[i]));
        }
    }
    args.push_back(word);
    try {
        const fc::cli::CommandLine line(args,
                                        {"game", "games", "seed", "players", "seats", "seat"});
        (void)line.optionalInteger("players", 1, 6);
        (void)line.optionalInteger("games", 1, 100000000);
        if (line.option("seed"))
            (void)line.seed("seed");
        if (const auto seats = line.option("seats"))
            (void)fc::cli::splitList(*seats);
        (void)line.required("game");
    } catch (const fc::cli::UsageError& error) {
        if (std::string(error.what()).empty())
            std::abort(); // misuse must be explained
    }
    return 0;
}
