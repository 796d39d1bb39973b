// The project's own seeded generator: PCG32 (XSH-RR, 64-bit state), with our own bounded
// integers and shuffle. No std distributions: their output differs between standard
// libraries, and a seed must replay the same game on every platform.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <utility>

namespace fc {

namespace rng_detail {
// What Rng::below() needs to know about a small bound b: the rejection threshold 2^32 mod b,
// and the 64-bit fixed-point inverse ceil(2^64 / b) that turns r mod b into multiplies.
struct SmallBound {
    std::uint32_t threshold = 0;
    std::uint64_t inverse = 0;
};
constexpr std::array<SmallBound, 65> makeSmallBounds() {
    std::array<SmallBound, 65> table{};
    for (std::uint32_t b = 1; b < table.size(); ++b)
        table[b] = {(0u - b) % b, UINT64_MAX / b + 1}; // b = 1 wraps to 0: r mod 1 = 0
    return table;
}
inline constexpr std::array<SmallBound, 65> kSmallBounds = makeSmallBounds();
} // namespace rng_detail

class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0, std::uint64_t stream = 0x0da3e39cb94b95bdULL);

    std::uint32_t next32() {
        const std::uint64_t old = state_;
        state_ = old * kMultiplier + inc_;
        const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
        const auto rot = static_cast<std::uint32_t>(old >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
    }
    std::uint64_t next64();
    // Uniform in [0, bound), unbiased (rejection of the short last interval). bound > 0.
    std::uint32_t below(std::uint32_t bound) {
        if (bound >= rng_detail::kSmallBounds.size())
            return belowLarge(bound);
        // The same values as belowLarge, without a division: small bounds are the hot path
        // of every random playout (a move out of a dozen, a shuffle of a deck).
        const rng_detail::SmallBound& small = rng_detail::kSmallBounds[bound];
        for (;;) {
            const std::uint32_t r = next32();
            if (r >= small.threshold)
                return remainder(r, bound, small.inverse);
        }
    }
    // Uniform in [0, bound), unbiased, by Lemire's multiply-and-shift (2019): the high half
    // of r * bound, redrawn in the rare case that r falls in the short last interval. One
    // multiply, no table, but other values than below() for the same draws: below() keeps
    // the values that deals (and so saves) were made with, this is for draws no save
    // replays, such as random playouts. bound > 0.
    std::uint32_t lemireBelow(std::uint32_t bound) {
        std::uint64_t product = std::uint64_t{next32()} * bound;
        if (static_cast<std::uint32_t>(product) < bound) [[unlikely]] {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (static_cast<std::uint32_t>(product) < threshold)
                product = std::uint64_t{next32()} * bound;
        }
        return static_cast<std::uint32_t>(product >> 32u);
    }
    // Uniform in [lo, hi], inclusive. lo <= hi.
    int between(int lo, int hi);
    // Uniform in [0, 1) with 32 bits of resolution.
    double unit();
    // A generator for a sub-task (a bot, a determinization) that does not disturb this one's
    // sequence more than one draw.
    Rng split();

    template <class T> void shuffle(std::span<T> items) {
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
    static constexpr std::uint64_t kMultiplier = 6364136223846793005ULL;

    // r mod b from the fractional part of r / b: high 64 bits of (r * inverse mod 2^64) * b,
    // exact for every 32-bit r and b (Lemire, Kaser & Kurz 2019), in two 64-bit products.
    static std::uint32_t remainder(std::uint32_t r, std::uint32_t b, std::uint64_t inverse) {
        const std::uint64_t fraction = inverse * r;
#ifdef __SIZEOF_INT128__
        // One widening multiply where the compiler has one (GCC, Clang: every target we ship).
        __extension__ using Wide = unsigned __int128; // __extension__: not ISO, said on purpose
        return static_cast<std::uint32_t>((static_cast<Wide>(fraction) * b) >> 64u);
#else
        const std::uint64_t low = ((fraction & 0xffffffffu) * b) >> 32u;
        return static_cast<std::uint32_t>(((fraction >> 32u) * b + low) >> 32u);
#endif
    }
    std::uint32_t belowLarge(std::uint32_t bound);

    std::uint64_t state_ = 0;
    std::uint64_t inc_ = 1;
};

} // namespace fc
