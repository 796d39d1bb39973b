// The project's own seeded generator: PCG32 (XSH-RR, 64-bit state), with our own bounded
// integers and shuffle. No std distributions: their output differs between standard
// libraries, and a seed must replay the same game on every platform.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <utility>

namespace fc {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0, std::uint64_t stream = 0x0da3e39cb94b95bdULL);

    std::uint32_t next32();
    std::uint64_t next64();
    // Uniform in [0, bound), unbiased (rejection of the short last interval). bound > 0.
    std::uint32_t below(std::uint32_t bound);
    // Uniform in [lo, hi], inclusive. lo <= hi.
    int between(int lo, int hi);
    // Uniform in [0, 1) with 32 bits of resolution.
    double unit();
    // A generator for a sub-task (a bot, a determinization) that does not disturb this one's
    // sequence more than one draw.
    Rng split();

    template <class T>
    void shuffle(std::span<T> items) {
        // Fisher-Yates from the back.
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    // Exact state, for saves: "state:inc" in hex.
    std::string encode() const;
    static bool decode(const std::string& text, Rng& out);

    bool operator==(const Rng&) const = default;

private:
    std::uint64_t state_ = 0;
    std::uint64_t inc_ = 1;
};

} // namespace fc
