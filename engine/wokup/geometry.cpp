#include "geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace fc::wokup {

namespace {

constexpr double kCardHalfLength = 4.5; // 6 x 9 cm cards
constexpr double kCardHalfWidth = 3.0;
constexpr double kDividerHalfLength = 5.0; // 10 x 1.5 cm dividers
constexpr double kDividerHalfWidth = 0.75;
constexpr double kTouchSlack = 1e-9; // "exactly touching" survives rounding of the sums
constexpr double kSeatDistance = 46.0;

double cornerAngle(int stack) {
    return std::numbers::pi / 2 + 2 * std::numbers::pi * stack / kStackCount;
}

Vec corner(int stack) {
    const double a = cornerAngle(stack);
    return {kWokRadius * std::cos(a), kWokRadius * std::sin(a)};
}

// A piece with its turn worked out once: the wok's pieces never move, and the in-wok test
// runs for every token of every evaluation.
struct FixedPiece {
    Piece piece;
    double cos = 1;
    double sin = 0;
};

double distance(Vec point, const Piece& piece, double c, double s) {
    const double dx = point.x - piece.centre.x;
    const double dy = point.y - piece.centre.y;
    const double along = std::abs(dx * c + dy * s) - piece.halfLength;
    const double across = std::abs(-dx * s + dy * c) - piece.halfWidth;
    return std::hypot(std::max(along, 0.0), std::max(across, 0.0));
}

struct WokPieces {
    std::array<FixedPiece, kStackCount> stacks;
    std::array<FixedPiece, kStackCount> dividers;
    std::array<Vec, kStackCount> corners;
};

const WokPieces& wokPieces(); // below: built from the public piece functions

bool touchesAny(Vec tokenCentre, const std::array<FixedPiece, kStackCount>& pieces) {
    return std::any_of(pieces.begin(), pieces.end(), [&](const FixedPiece& f) {
        return distance(tokenCentre, f.piece, f.cos, f.sin) <= kTokenRadius + kTouchSlack;
    });
}

} // namespace

Piece stackPiece(int stack) {
    return {corner(stack), cornerAngle(stack), kCardHalfLength, kCardHalfWidth};
}

Piece dividerPiece(int divider) {
    const Vec a = corner(divider);
    const Vec b = corner((divider + 1) % kStackCount);
    return {{(a.x + b.x) / 2, (a.y + b.y) / 2},
            std::atan2(b.y - a.y, b.x - a.x),
            kDividerHalfLength,
            kDividerHalfWidth};
}

namespace {

const WokPieces& wokPieces() {
    static const WokPieces pieces = [] {
        WokPieces w;
        for (int i = 0; i < kStackCount; ++i) {
            const Piece stack = stackPiece(i);
            const Piece divider = dividerPiece(i);
            w.stacks[static_cast<std::size_t>(i)] = {stack, std::cos(stack.angle),
                                                     std::sin(stack.angle)};
            w.dividers[static_cast<std::size_t>(i)] = {divider, std::cos(divider.angle),
                                                       std::sin(divider.angle)};
            w.corners[static_cast<std::size_t>(i)] = corner(i);
        }
        return w;
    }();
    return pieces;
}

} // namespace

bool touchesAnyStack(Vec tokenCentre) {
    return touchesAny(tokenCentre, wokPieces().stacks);
}

bool touchesAnyDivider(Vec tokenCentre) {
    return touchesAny(tokenCentre, wokPieces().dividers);
}

bool insidePentagon(Vec point) {
    // Convex, corners counter-clockwise: inside when left of every side.
    const auto& corners = wokPieces().corners;
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Vec a = corners[i];
        const Vec b = corners[(i + 1) % corners.size()];
        if ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x) < 0)
            return false;
    }
    return true;
}

bool inWok(Vec tokenCentre) {
    return insidePentagon(tokenCentre) || touchesAnyStack(tokenCentre) ||
           touchesAnyDivider(tokenCentre);
}

bool onTable(Vec tokenCentre) {
    const double limit = kTableHalf - kTokenRadius;
    return std::abs(tokenCentre.x) <= limit && std::abs(tokenCentre.y) <= limit;
}

ThrowingSpot throwingSpot(int seat, int players) {
    // Seat 0 at the bottom edge, the others counter-clockwise around the table.
    const double a = -std::numbers::pi / 2 + 2 * std::numbers::pi * seat / players;
    const Vec out{std::cos(a), std::sin(a)};
    return {{kSeatDistance * out.x, kSeatDistance * out.y}, {-out.x, -out.y}};
}

} // namespace fc::wokup
