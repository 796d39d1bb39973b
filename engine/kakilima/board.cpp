#include "board.h"

#include <bit>

namespace fc::kakilima {

namespace {

using ReachTable = std::array<std::array<CellSet, kMaxSteps + 1>, kCells>;
using DistanceTable = std::array<std::array<std::uint8_t, kCells>, kCells>;

constexpr ReachTable buildReachTable() {
    ReachTable table{};
    for (int cell = 0; cell < kCells; ++cell)
        if (!(kBlockedCells & cellBit(cell)))
            table[static_cast<std::size_t>(cell)] = reachableBySteps(cell, kBlockedCells);
    return table;
}

// Breadth-first from every open cell.
constexpr DistanceTable buildDistances() {
    DistanceTable table{};
    for (auto& row : table)
        row.fill(kUnreachable);
    for (int from = 0; from < kCells; ++from) {
        if (kBlockedCells & cellBit(from))
            continue;
        auto& dist = table[static_cast<std::size_t>(from)];
        std::array<int, kCells> queue{};
        int head = 0, tail = 0;
        queue[static_cast<std::size_t>(tail++)] = from;
        dist[static_cast<std::size_t>(from)] = 0;
        while (head < tail) {
            const int cell = queue[static_cast<std::size_t>(head++)];
            std::array<int, 4> next{};
            const int count = neighbours(cell, next);
            for (int i = 0; i < count; ++i) {
                const int to = next[static_cast<std::size_t>(i)];
                if ((kBlockedCells & cellBit(to)) ||
                    dist[static_cast<std::size_t>(to)] != kUnreachable)
                    continue;
                dist[static_cast<std::size_t>(to)] =
                    static_cast<std::uint8_t>(dist[static_cast<std::size_t>(cell)] + 1);
                queue[static_cast<std::size_t>(tail++)] = to;
            }
        }
    }
    return table;
}

constexpr CellSet computeDoors(int house) {
    std::array<int, 4> next{};
    const int count = neighbours(kHouseCells[static_cast<std::size_t>(house)], next);
    CellSet doors = 0;
    for (int i = 0; i < count; ++i)
        if (!(kBlockedCells & cellBit(next[static_cast<std::size_t>(i)])))
            doors |= cellBit(next[static_cast<std::size_t>(i)]);
    return doors;
}

constexpr std::array<CellSet, kHouses> buildDoors() {
    std::array<CellSet, kHouses> doors{};
    for (int house = 0; house < kHouses; ++house)
        doors[static_cast<std::size_t>(house)] = computeDoors(house);
    return doors;
}

constexpr ReachTable kReach = buildReachTable();
constexpr std::array<CellSet, kHouses> kDoors = buildDoors();
constexpr DistanceTable kDistance = buildDistances();

// Per cell and house: the distance to the nearest door, and that door.
struct HouseDistances {
    DistanceTable distance{};
    DistanceTable door{};
};

constexpr HouseDistances buildHouseDistances() {
    HouseDistances table{};
    for (int from = 0; from < kCells; ++from) {
        for (int house = 0; house < kHouses; ++house) {
            int best = kUnreachable, bestDoor = 0;
            for (CellSet doors = kDoors[static_cast<std::size_t>(house)]; doors;
                 doors &= doors - 1) {
                const int door = std::countr_zero(doors);
                const int d =
                    kDistance[static_cast<std::size_t>(from)][static_cast<std::size_t>(door)];
                if (d < best) {
                    best = d;
                    bestDoor = door;
                }
            }
            table.distance[static_cast<std::size_t>(from)][static_cast<std::size_t>(house)] =
                static_cast<std::uint8_t>(best);
            table.door[static_cast<std::size_t>(from)][static_cast<std::size_t>(house)] =
                static_cast<std::uint8_t>(bestDoor);
        }
    }
    return table;
}
constexpr HouseDistances kHouseDistance = buildHouseDistances();

bool findPath(int cell, int end, int stepsLeft, CellSet visited, CellSet blocked,
              std::vector<int>& path) {
    path.push_back(cell);
    if (stepsLeft == 0) {
        if (cell == end)
            return true;
        path.pop_back();
        return false;
    }
    std::array<int, 4> next{};
    const int count = neighbours(cell, next);
    for (int i = 0; i < count; ++i) {
        const int to = next[static_cast<std::size_t>(i)];
        if (((visited | blocked) & cellBit(to)) == 0 &&
            findPath(to, end, stepsLeft - 1, visited | cellBit(to), blocked, path))
            return true;
    }
    path.pop_back();
    return false;
}

} // namespace

CellSet reachableEnds(int start, int steps, CellSet blocked) {
    if (start < 0 || start >= kCells || steps < 1 || steps > kMaxSteps ||
        (blocked & cellBit(start)))
        return 0;
    return reachableBySteps(start, blocked)[static_cast<std::size_t>(steps)];
}

CellSet reachableOnMap(int start, int steps) {
    return kReach[static_cast<std::size_t>(start)][static_cast<std::size_t>(steps)];
}

std::vector<int> pathTo(int start, int end, int steps, CellSet blocked) {
    std::vector<int> path;
    if (start < 0 || start >= kCells || end < 0 || end >= kCells || steps < 1 ||
        steps > kMaxSteps || (blocked & cellBit(start)))
        return path;
    if (!findPath(start, end, steps, cellBit(start), blocked, path))
        path.clear();
    return path;
}

int mapDistance(int from, int to) {
    return kDistance[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)];
}

int distanceToHouse(int from, int house) {
    return kHouseDistance.distance[static_cast<std::size_t>(from)][static_cast<std::size_t>(house)];
}

int nearestDoor(int from, int house) {
    return kHouseDistance.door[static_cast<std::size_t>(from)][static_cast<std::size_t>(house)];
}

CellSet doorsOf(int house) {
    return kDoors[static_cast<std::size_t>(house)];
}

std::vector<WalkPath> walksFrom(int start, int steps, CellSet blocked) {
    std::vector<WalkPath> walks;
    for (CellSet ends = reachableEnds(start, steps, blocked); ends; ends &= ends - 1) {
        const int end = std::countr_zero(ends);
        walks.push_back({end, pathTo(start, end, steps, blocked)});
    }
    return walks;
}

} // namespace fc::kakilima
