// The table seen from above, in centimetres with the wok's centre at (0, 0): the square
// table, each seat's throwing spot on its edge, and the wok: five recipe stacks at the
// corners of a regular pentagon joined by five dividers along its sides.
//
// A token is in the wok when its centre is inside the pentagon through the stacks' centres
// or it touches a stack or a divider (the rulings). "Touches" includes exactly touching:
// distance from the token's centre to the piece <= the token's radius.
#pragma once

#include <array>

namespace fc::wokup {

struct Vec {
    double x = 0;
    double y = 0;
};

// A flat piece lying on the table: a rectangle turned by `angle` (radians) about its centre.
struct Piece {
    Vec centre;
    double angle = 0;
    double halfLength = 0; // along the angle
    double halfWidth = 0;  // across it
};

constexpr double kTableHalf = 50.0;  // the table is 100 x 100 cm
constexpr double kTokenRadius = 2.0; // tokens are 4 cm discs
constexpr double kWokRadius = 16.0;  // centre of the wok to each stack's centre
constexpr int kStackCount = 5;

Piece stackPiece(int stack);     // a recipe stack, its long side pointing at the centre
Piece dividerPiece(int divider); // between stack `divider` and the next one

bool touchesAnyStack(Vec tokenCentre);
bool touchesAnyDivider(Vec tokenCentre);
bool insidePentagon(Vec point);
bool inWok(Vec tokenCentre);
// Whether a token resting here lies wholly on the table.
bool onTable(Vec tokenCentre);

// Where a seat throws from and the way it faces (towards the wok), for `players` seats
// spread around the table.
struct ThrowingSpot {
    Vec origin;
    Vec facing; // unit vector
};
ThrowingSpot throwingSpot(int seat, int players);

} // namespace fc::wokup
