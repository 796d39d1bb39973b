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

double cornerAngle(int stack) { return std::numbers::pi / 2 + 2 * std::numbers::pi * stack / kStackCount; }

Vec corner(int stack) {
    const double a = cornerAngle(stack);
    return {kWokRadius * std::cos(a), kWokRadius * std::sin(a)};
}

} // namespace

Piece stackPiece(int stack) {
    return {corner(stack), cornerAngle(stack), kCardHalfLength, kCardHalfWidth};
}

Piece dividerPiece(int divider) {
    const Vec a = corner(divider);
    const Vec b = corner((divider + 1) % kStackCount);
    return {{(a.x + b.x) / 2, (a.y + b.y) / 2}, std::atan2(b.y - a.y, b.x - a.x), kDividerHalfLength,
            kDividerHalfWidth};
}

double distanceToPiece(Vec point, const Piece& piece) {
    const double c = std::cos(piece.angle);
    const double s = std::sin(piece.angle);
    const double dx = point.x - piece.centre.x;
    const double dy = point.y - piece.centre.y;
    const double along = std::abs(dx * c + dy * s) - piece.halfLength;
    const double across = std::abs(-dx * s + dy * c) - piece.halfWidth;
    return std::hypot(std::max(along, 0.0), std::max(across, 0.0));
}

bool touchesPiece(Vec tokenCentre, const Piece& piece) {
    return distanceToPiece(tokenCentre, piece) <= kTokenRadius + kTouchSlack;
}

bool touchesAnyStack(Vec tokenCentre) {
    for (int stack = 0; stack < kStackCount; ++stack) {
        if (touchesPiece(tokenCentre, stackPiece(stack)))
            return true;
    }
    return false;
}

bool touchesAnyDivider(Vec tokenCentre) {
    for (int divider = 0; divider < kStackCount; ++divider) {
        if (touchesPiece(tokenCentre, dividerPiece(divider)))
            return true;
    }
    return false;
}

bool insidePentagon(Vec point) {
    // Convex, corners counter-clockwise: inside when left of every side.
    for (int i = 0; i < kStackCount; ++i) {
        const Vec a = corner(i);
        const Vec b = corner((i + 1) % kStackCount);
        if ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x) < 0)
            return false;
    }
    return true;
}

bool inWok(Vec tokenCentre) {
    return insidePentagon(tokenCentre) || touchesAnyStack(tokenCentre) || touchesAnyDivider(tokenCentre);
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
