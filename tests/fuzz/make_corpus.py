#!/usr/bin/env python3
"""Regenerates the fuzz seed corpus with foodcourt-cli: for each game of `foodcourt-cli list`
a few short saves (a new game and a few legal actions in), their action lines for
fuzz_actions, and typical CLI argument lists. Run it again whenever the list of games
(cmake/FoodCourtGames.cmake) changes. Usage: make_corpus.py <foodcourt-cli>"""
import json, os, subprocess, sys

cli = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
def run(*args):
    return subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout

# Every registered game, in the registry's order: fuzz_actions picks the game by the first
# byte (its index) and the players by the second (above the fewest). Turn-based games with
# three people, the others with their fewest.
def players_for(game):
    if game["timing"] == "turn-based":
        return max(game["minPlayers"], 3)
    return game["minPlayers"]

listed = json.loads(run("list"))["games"]
games = [(game["id"], players_for(game), game["minPlayers"]) for game in listed]

def write(folder, name, data):
    os.makedirs(os.path.join(here, "corpus", folder), exist_ok=True)
    with open(os.path.join(here, "corpus", folder, name), "wb") as f:
        f.write(data)

for index, (game, players, fewest) in enumerate(games):
    path = f"/tmp/corpus-{game}.json"
    run("new", "--game", game, "--players", str(players), "--seed", "7", "--out", path)
    actions = []
    for step in range(6):
        shown = json.loads(run("show", path, "--all-seats").splitlines()[0])
        if shown["over"] or not shown["seatsToAct"]:
            break
        seat = shown["seatsToAct"][0]
        action = shown["legalActions"][str(seat)][step % len(shown["legalActions"][str(seat)])]
        run("apply", path, "--seat", str(seat), action)
        actions.append((seat, action))
        if step in (0, 5):
            write("save_load", f"{game}-{step + 1}.json", open(path, "rb").read())
    lines = b"".join(bytes([seat]) + a.encode() + b"\n" for seat, a in actions)
    write("actions", f"{game}.bin", bytes([index, players - fewest, 7]) + lines)

write("save_load", "empty.json", b"{}")
write("save_load", "wrong-version.json", b'{"format":"foodcourt-save","version":99}')
for name, args in {"new": ["--game", "tindahan", "--players", "3", "--seed", "7"],
                   "play": ["--game", "wokup", "--games", "10", "--seats", "bot:hard,bot:random"],
                   "bad": ["--players", "-1", "--seed", "x", "--games"]}.items():
    write("cli_arguments", name, b"\0".join(a.encode() for a in args))
