#include "rng.h"

#include <cinttypes>
#include <cstdio>

namespace fc {

Rng::Rng(std::uint64_t seed, std::uint64_t stream) {
    // PCG32's reference seeding: the increment must be odd; two steps mix in the seed.
    state_ = 0;
    inc_ = (stream << 1u) | 1u;
    next32();
    state_ += seed;
    next32();
}

std::uint64_t Rng::next64() {
    const std::uint64_t high = next32();
    return (high << 32u) | next32();
}

std::uint32_t Rng::belowLarge(std::uint32_t bound) {
    // Reject the values below 2^32 mod bound so that every residue is equally likely.
    const std::uint32_t threshold = (0u - bound) % bound;
    for (;;) {
        const std::uint32_t r = next32();
        if (r >= threshold)
            return r % bound;
    }
}

int Rng::between(int lo, int hi) {
    const auto span = static_cast<std::uint64_t>(static_cast<std::int64_t>(hi) - lo) + 1;
    // The whole int range has 2^32 values, one more than below() can bound.
    const std::uint32_t offset =
        span > UINT32_MAX ? next32() : below(static_cast<std::uint32_t>(span));
    return static_cast<int>(static_cast<std::int64_t>(lo) + offset);
}

double Rng::unit() {
    return next32() * (1.0 / 4294967296.0);
}

Rng Rng::split() {
    const std::uint64_t seed = next64();
    return Rng(seed, seed ^ 0x9e3779b97f4a7c15ULL);
}

std::string Rng::encode() const {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%016" PRIx64 ":%016" PRIx64, state_, inc_);
    return buffer;
}

bool Rng::decode(const std::string& text, Rng& out) {
    if (text.size() != 33 || text[16] != ':')
        return false;
    std::uint64_t parts[2] = {0, 0};
    for (int p = 0; p < 2; ++p) {
        for (int i = 0; i < 16; ++i) {
            const char c = text[p * 17 + i];
            int digit;
            if (c >= '0' && c <= '9')
                digit = c - '0';
            else if (c >= 'a' && c <= 'f')
                digit = c - 'a' + 10;
            else
                return false;
            parts[p] = (parts[p] << 4u) | static_cast<std::uint64_t>(digit);
        }
    }
    if ((parts[1] & 1u) == 0)
        return false; // PCG's increment is always odd
    out.state_ = parts[0];
    out.inc_ = parts[1];
    return true;
}

} // namespace fc
