// The seats a family chose last time at each stall (how many, who starts, each seat's
// name, bot and strength), kept in the app's settings, so the setup screen offers them
// again: names are not retyped every game, and a look at the Rules page or a game loses
// nothing. A stall never set up before gets the names of the latest setup at any stall.
#pragma once

#include <QString>
#include <optional>
#include <vector>

struct RememberedSeat {
    QString name; // "" for the default "Player N"
    bool bot = false;
    QString strength;
    QString avatar; // "" for none
};

struct RememberedSeats {
    int startSeat = 0;
    std::vector<RememberedSeat> seats;
};

// What was chosen last at `gameId`; else the latest setup anywhere, its bots as people
// (another game's strengths may not exist here); else nothing. Unreadable settings count
// as nothing.
std::optional<RememberedSeats> recallSeats(const QString& gameId);
void rememberSeats(const QString& gameId, const RememberedSeats& seats);
// The seats of the last game started at `gameId` (bots included), for "the same players as
// last time"; nothing when none was started there (or the settings are unreadable).
std::optional<RememberedSeats> recallPlayedSeats(const QString& gameId);
void rememberPlayedSeats(const QString& gameId, const RememberedSeats& seats);
// Forgets every stall's seats.
void forgetAllSeats();
