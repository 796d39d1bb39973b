// Walking on the map: which cards a walk of exactly n orthogonal steps can end on, never
// entering a blocked card (a house) nor any card twice in one walk (the start included),
// one such path to each end for the table to animate, and shortest distances for the
// planner. Works on any blocked set (tests use hand-made maps); the game's own map has its
// answers tabled at compile time.
#pragma once

#include "content.h"

#include <array>
#include <cstdint>
#include <vector>

namespace fc::kakilima {

using CellSet = std::uint64_t; // bit `cell` set when the cell is in the set
constexpr CellSet cellBit(int cell) {
    return CellSet{1} << cell;
}

// The orthogonal neighbours of a cell, off-map ones left out.
constexpr int neighbours(int cell, std::array<int, 4>& out) {
    int n = 0;
    const int c = columnOf(cell), r = rowOf(cell);
    if (r > 0)
        out[static_cast<std::size_t>(n++)] = cell - kSide;
    if (c > 0)
        out[static_cast<std::size_t>(n++)] = cell - 1;
    if (c < kSide - 1)
        out[static_cast<std::size_t>(n++)] = cell + 1;
    if (r < kSide - 1)
        out[static_cast<std::size_t>(n++)] = cell + kSide;
    return n;
}

namespace detail {

constexpr void collectEnds(int cell, int stepsLeft, CellSet visited, CellSet blocked,
                           std::array<CellSet, kMaxSteps + 1>& endsBySteps, int taken) {
    endsBySteps[static_cast<std::size_t>(taken)] |= cellBit(cell);
    if (stepsLeft == 0)
        return;
    std::array<int, 4> next{};
    const int count = neighbours(cell, next);
    for (int i = 0; i < count; ++i) {
        const int to = next[static_cast<std::size_t>(i)];
        if ((visited | blocked) & cellBit(to))
            continue;
        collectEnds(to, stepsLeft - 1, visited | cellBit(to), blocked, endsBySteps, taken + 1);
    }
}

} // namespace detail

// For each step count 0..kMaxSteps, the cells a self-avoiding walk from `start` can end on.
constexpr std::array<CellSet, kMaxSteps + 1> reachableBySteps(int start, CellSet blocked) {
    std::array<CellSet, kMaxSteps + 1> ends{};
    detail::collectEnds(start, kMaxSteps, cellBit(start), blocked, ends, 0);
    return ends;
}

// The ends of walks of exactly `steps` steps from `start` (1 <= steps <= kMaxSteps).
CellSet reachableEnds(int start, int steps, CellSet blocked);
// The same on the game's map (the houses blocked), from a table: the hot path.
CellSet reachableOnMap(int start, int steps);

// One walk of exactly `steps` steps from `start` to `end`, start and end included, or an
// empty path when there is none.
std::vector<int> pathTo(int start, int end, int steps, CellSet blocked = kBlockedCells);

// Every end of a walk of exactly `steps` steps from `start`, each with one walk to it
// (start and end included): what the table lights up and animates for a card.
struct WalkPath {
    int end = -1;
    std::vector<int> path;
};
std::vector<WalkPath> walksFrom(int start, int steps, CellSet blocked = kBlockedCells);

// Shortest distances on the game's map between open cells (kUnreachable otherwise), and
// from each cell to the nearest open card next to each house.
constexpr int kUnreachable = 99;
int mapDistance(int from, int to);
int distanceToHouse(int from, int house);
// The open card next to `house` nearest to `from` (the first of several as near).
int nearestDoor(int from, int house);
// Open cards next to a house: where its character takes deliveries.
CellSet doorsOf(int house);

} // namespace fc::kakilima
