#!/usr/bin/env python3
"""Regenerates the fuzz seed corpus with foodcourt-cli: for each game a few short saves
(a new game and a few legal actions in), their action lines for fuzz_actions, and typical
CLI argument lists. Usage: make_corpus.py <foodcourt-cli>"""
import json, os, subprocess, sys

cli = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
# In the registry's order (engine/games.cpp): fuzz_actions picks the game by the first byte.
games = [("tindahan", 3), ("kommegleich", 3), ("kandarklash", 2), ("wokup", 2),
         ("kakilima", 1), ("testgame", 2)]

def run(*args):
    return subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout

def write(folder, name, data):
    os.makedirs(os.path.join(here, "corpus", folder), exist_ok=True)
    with open(os.path.join(here, "corpus", folder, name), "wb") as f:
        f.write(data)

for index, (game, players) in enumerate(games):
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
    write("actions", f"{game}.bin", bytes([index, 0, 7]) + lines)

write("save_load", "empty.json", b"{}")
write("save_load", "wrong-version.json", b'{"format":"foodcourt-save","version":99}')
for name, args in {"new": ["--game", "tindahan", "--players", "3", "--seed", "7"],
                   "play": ["--game", "wokup", "--games", "10", "--seats", "bot:hard,bot:random"],
                   "bad": ["--players", "-1", "--seed", "x", "--games"]}.items():
    write("cli_arguments", name, b"\0".join(a.encode() for a in args))
