#include "physics.h"

#include <box2d/box2d.h>

#include <algorithm>
#include <cmath>

namespace fc::wokup {

namespace {

// Box2D likes objects of 0.1-10 units: one unit is a decimetre here.
constexpr float kUnitsPerCm = 0.1f;
// Box2D's recommended 60 Hz: a token moves at most 0.2 units (half its diameter) per step,
// so tokens cannot pass through each other, and the rim is handled by continuous collision.
// Every step costs Box2D a dozen clock reads for its profile, so fewer steps is faster.
constexpr float kStep = 1.0f / 60.0f;
constexpr int kMaxSteps = 600;          // 10 s of sliding at most
constexpr double kFlightSeconds = 0.25; // airborne part of a throw: passes over other tokens
constexpr double kLandingKeeps = 0.6;   // share of the speed left after touching down
constexpr float kTableFriction = 3.0f;  // linear damping, 1/s
constexpr float kRestingSpeed = 0.5f * kUnitsPerCm; // below 0.5 cm/s a token is at rest

b2Vec2 toWorld(Vec v) {
    return {static_cast<float>(v.x) * kUnitsPerCm, static_cast<float>(v.y) * kUnitsPerCm};
}
Vec toTable(const b2Vec2& v) {
    return {v.x / kUnitsPerCm, v.y / kUnitsPerCm};
}

void addRim(b2World& world) {
    b2BodyDef def;
    b2Body* rim = world.CreateBody(&def);
    const float h = static_cast<float>(kTableHalf) * kUnitsPerCm;
    const b2Vec2 corners[4] = {{-h, -h}, {h, -h}, {h, h}, {-h, h}};
    for (int i = 0; i < 4; ++i) {
        b2EdgeShape edge;
        edge.SetTwoSided(corners[i], corners[(i + 1) % 4]);
        b2FixtureDef fixture;
        fixture.shape = &edge;
        fixture.restitution = 0.3f;
        rim->CreateFixture(&fixture);
    }
}

// Tokens already on the table start asleep: they lie still until something touches them
// (a contact wakes them). Box2D then solves only the moving island each step instead of one
// island per token, and each island costs several clock reads (its profiling timers).
b2Body* addToken(b2World& world, Vec at, bool moving) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.awake = moving;
    def.position = toWorld(at);
    def.linearDamping = kTableFriction;
    def.fixedRotation = true; // discs: spin on the table changes nothing we track
    b2Body* body = world.CreateBody(&def);
    b2CircleShape disc;
    disc.m_radius = static_cast<float>(kTokenRadius) * kUnitsPerCm;
    b2FixtureDef fixture;
    fixture.shape = &disc;
    fixture.density = 1.0f;
    fixture.friction = 0.2f;
    fixture.restitution = 0.3f;
    body->CreateFixture(&fixture);
    return body;
}

Vec clampToTable(Vec v) {
    const double limit = kTableHalf - kTokenRadius;
    return {std::clamp(v.x, -limit, limit), std::clamp(v.y, -limit, limit)};
}

Vec restingPlace(const b2Body* body) {
    const Vec v = clampToTable(toTable(body->GetPosition()));
    return {roundToLog(v.x), roundToLog(v.y)};
}

} // namespace

double roundToLog(double centimetres) {
    return std::round(centimetres * 100.0) / 100.0;
}

ThrowOutcome simulateThrow(const std::vector<TableToken>& table, const ThrowingSpot& spot,
                           ThrowInput input) {
    const double aim = std::clamp(input.aim, -kMaxAim, kMaxAim);
    const double speed = std::clamp(input.speed, kMinSpeed, kMaxSpeed);
    const Vec dir{spot.facing.x * std::cos(aim) - spot.facing.y * std::sin(aim),
                  spot.facing.x * std::sin(aim) + spot.facing.y * std::cos(aim)};

    b2World world(b2Vec2(0.0f, 0.0f));
    addRim(world);
    std::vector<b2Body*> bodies;
    bodies.reserve(table.size());
    for (const TableToken& t : table)
        bodies.push_back(addToken(world, t.position, false));
    const double flight = speed * kFlightSeconds;
    b2Body* thrown = addToken(
        world, clampToTable({spot.origin.x + dir.x * flight, spot.origin.y + dir.y * flight}),
        true);
    const double slide = speed * kLandingKeeps;
    thrown->SetLinearVelocity(toWorld({dir.x * slide, dir.y * slide}));

    ThrowOutcome outcome;
    const auto atRest = [&] {
        for (b2Body* b = world.GetBodyList(); b; b = b->GetNext()) {
            if (b->IsAwake() && b->GetType() == b2_dynamicBody &&
                b->GetLinearVelocity().Length() > kRestingSpeed)
                return false;
        }
        return true;
    };
    while (outcome.steps < kMaxSteps && !atRest()) {
        world.Step(kStep, 8, 3);
        ++outcome.steps;
    }

    outcome.rest = restingPlace(thrown);
    for (std::size_t i = 0; i < table.size(); ++i) {
        const Vec now = restingPlace(bodies[i]);
        if (now.x != table[i].position.x || now.y != table[i].position.y)
            outcome.moved.push_back({table[i].token, table[i].side, now});
    }
    return outcome;
}

} // namespace fc::wokup
