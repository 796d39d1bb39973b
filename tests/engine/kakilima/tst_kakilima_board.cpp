// Walking on the map: the ends of walks of exactly n steps on hand-made maps and on the
// game's map, the paths shown for them, and the distances the planner uses.
#include "kakilima/board.h"

#include <QTest>

#include <bit>

using namespace fc::kakilima;

Q_DECLARE_METATYPE(fc::kakilima::CellSet)

namespace {

CellSet cells(std::initializer_list<const char*> names) {
    CellSet set = 0;
    for (const char* name : names)
        set |= cellBit(*parseCell(name));
    return set;
}

// Every cell of the map but `open` is blocked.
CellSet onlyOpen(std::initializer_list<const char*> open) {
    return ~cells(open) & ((CellSet{1} << kCells) - 1);
}

QString names(CellSet set) {
    QStringList list;
    for (; set; set &= set - 1)
        list << QString::fromStdString(cellName(std::countr_zero(set)));
    return list.join(' ');
}

} // namespace

class KakiLimaBoardTest : public QObject {
    Q_OBJECT

  private slots:
    void reachableEndsOnHandMadeMaps_data() {
        QTest::addColumn<CellSet>("blocked");
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("steps");
        QTest::addColumn<CellSet>("expected");
        QTest::newRow("open map, 1 step from a corner")
            << CellSet{0} << "A1" << 1 << cells({"B1", "A2"});
        QTest::newRow("open map, 2 steps: never back to the start")
            << CellSet{0} << "A1" << 2 << cells({"C1", "B2", "A3"});
        QTest::newRow("open map, 3 steps: round the square to a neighbour")
            << CellSet{0} << "A1" << 3 << cells({"D1", "C2", "B3", "A4", "B1", "A2"});
        QTest::newRow("a house cannot be entered") << cells({"B1"}) << "A1" << 1 << cells({"A2"});
        QTest::newRow("a house walls in a path")
            << cells({"B1", "B2", "B3"}) << "A1" << 3 << cells({"A4"});
        const CellSet corridor = onlyOpen({"A1", "B1", "C1", "D1", "E1", "F1"});
        QTest::newRow("corridor, 2 steps") << corridor << "A1" << 2 << cells({"C1"});
        QTest::newRow("corridor, 5 steps") << corridor << "A1" << 5 << cells({"F1"});
        QTest::newRow("corridor, too long") << corridor << "A1" << 6 << CellSet{0};
        QTest::newRow("corridor, from the middle") << corridor << "C1" << 2 << cells({"A1", "E1"});
        const CellSet square = onlyOpen({"A1", "B1", "A2", "B2"});
        QTest::newRow("2x2 square, 3 steps") << square << "A1" << 3 << cells({"B1", "A2"});
        QTest::newRow("2x2 square, 4 steps would revisit") << square << "A1" << 4 << CellSet{0};
        QTest::newRow("game map, walled corner") << kBlockedCells << "A1" << 1 << cells({"B1"});
        QTest::newRow("game map, x2 of a 5 from the Kopitiam")
            << kBlockedCells << "C3" << 10 << reachableOnMap(*parseCell("C3"), 10);
    }
    void reachableEndsOnHandMadeMaps() {
        QFETCH(CellSet, blocked);
        QFETCH(QString, start);
        QFETCH(int, steps);
        QFETCH(CellSet, expected);
        const int from = *parseCell(start.toStdString());
        QCOMPARE(names(reachableEnds(from, steps, blocked)), names(expected));
        // One path to each end: the right length, orthogonal, no card twice, no house.
        const std::vector<WalkPath> walks = walksFrom(from, steps, blocked);
        QCOMPARE(static_cast<int>(walks.size()), std::popcount(expected));
        for (const WalkPath& walk : walks) {
            QCOMPARE(static_cast<int>(walk.path.size()), steps + 1);
            QCOMPARE(walk.path.front(), from);
            QCOMPARE(walk.path.back(), walk.end);
            CellSet seen = 0;
            for (std::size_t i = 0; i < walk.path.size(); ++i) {
                const int cell = walk.path[i];
                QVERIFY(!(seen & cellBit(cell)));
                QVERIFY(!(blocked & cellBit(cell)));
                seen |= cellBit(cell);
                if (i > 0)
                    QCOMPARE(std::abs(columnOf(cell) - columnOf(walk.path[i - 1])) +
                                 std::abs(rowOf(cell) - rowOf(walk.path[i - 1])),
                             1);
            }
        }
    }

    void badRequestsReachNothing() {
        QCOMPARE(reachableEnds(0, 0, 0), CellSet{0});
        QCOMPARE(reachableEnds(0, kMaxSteps + 1, 0), CellSet{0});
        QCOMPARE(reachableEnds(-1, 2, 0), CellSet{0});
        QCOMPARE(reachableEnds(*parseCell("C1"), 2, kBlockedCells), CellSet{0}); // inside a house
        QVERIFY(pathTo(0, 1, 2, 0).empty()); // no 2-step walk from A1 ends on B1
    }

    // The table agrees with the search, and no open card of the game's map ever leaves
    // the walker without a legal walk, whatever the card.
    void gameMapTableAndNoDeadEnds() {
        for (int cell = 0; cell < kCells; ++cell) {
            if (kBlockedCells & cellBit(cell))
                continue;
            for (int steps = 1; steps <= kMaxSteps; ++steps) {
                const CellSet ends = reachableOnMap(cell, steps);
                QCOMPARE(ends, reachableEnds(cell, steps, kBlockedCells));
                QVERIFY2(ends != 0, qPrintable(QString::fromStdString(cellName(cell)) + " " +
                                               QString::number(steps)));
                QCOMPARE(ends & kBlockedCells, CellSet{0});
            }
        }
    }

    void mapLayout() {
        QCOMPARE(std::popcount(kBlockedCells), kHouses);
        for (int stall = 0; stall < kStalls; ++stall) {
            QCOMPARE(stallAt(kStallCells[static_cast<std::size_t>(stall)]), stall);
            for (int house = 0; house < kHouses; ++house) // no stall is a door: see kakilima.h
                QVERIFY(!(doorsOf(house) & cellBit(kStallCells[static_cast<std::size_t>(stall)])));
        }
        // Pairs of houses share a door: one stop can deliver two orders.
        QCOMPARE(names(doorsOf(0) & doorsOf(1)), QString("D1"));
        QCOMPARE(names(doorsOf(6) & doorsOf(7)), QString("A3"));
    }

    void distances() {
        const int a1 = *parseCell("A1"), f6 = *parseCell("F6");
        QCOMPARE(mapDistance(a1, a1), 0);
        QCOMPARE(mapDistance(a1, f6), 10);
        QCOMPARE(mapDistance(f6, a1), 10);
        QCOMPARE(mapDistance(a1, *parseCell("C1")), kUnreachable); // a house
        // A4's doors are A3, B4 and A5; from A1 (walled in by B1 only) the nearest is A3.
        const int house = 6;
        QCOMPARE(kHouseCells[house], *parseCell("A4"));
        QCOMPARE(distanceToHouse(a1, house), 4); // A1 B1 B2 B3 A3
        QCOMPARE(nearestDoor(a1, house), *parseCell("A3"));
    }
};

QTEST_APPLESS_MAIN(KakiLimaBoardTest)
#include "tst_kakilima_board.moc"
