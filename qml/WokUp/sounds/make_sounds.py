#!/usr/bin/env python3
"""Synthesises Wok Up's sound cues as small WAV files: a flick's whoosh, tokens clattering
in the wok, a hand slapping a recipe card, and a gong for "Wok'up!".

Run from this folder: python3 make_sounds.py. The .wav files are committed, so the build
does not need Python; the noise is seeded, so a rerun writes the same files.
"""
import math
import random
import struct
import wave

RATE = 22050
rng = random.Random(6)


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix(base, add, at_seconds):
    """Adds `add` into `base` starting at the given time, growing `base` as needed."""
    start = int(RATE * at_seconds)
    out = base + [0.0] * max(0, start + len(add) - len(base))
    for i, s in enumerate(add):
        out[start + i] += s
    return out


def whoosh(seconds=0.28, volume=0.45):
    """Noise through a one-pole low-pass whose cut-off sweeps up then down: air rushing past."""
    count = int(RATE * seconds)
    samples, low = [], 0.0
    for i in range(count):
        t = i / count
        cutoff = 0.03 + 0.25 * math.sin(math.pi * t)
        low += cutoff * (rng.uniform(-1, 1) - low)
        samples.append(volume * math.sin(math.pi * t) * low * 3)
    return samples


def click(freq, seconds=0.035, volume=0.5):
    """A short knock: a damped sine with a bit of noise, like wood on wood."""
    count = int(RATE * seconds)
    return [volume * math.exp(-9.0 * i / count) *
            (0.8 * math.sin(2 * math.pi * freq * i / RATE) + 0.2 * rng.uniform(-1, 1))
            for i in range(count)]


def clatter():
    sound = silence(0.05)
    for n in range(6):
        sound = mix(sound, click(rng.uniform(900, 1800), volume=0.5 - 0.06 * n), 0.03 * n + rng.uniform(0, 0.02))
    return sound


def slap():
    """A hand landing flat on a card: a low thump under a burst of noise."""
    count = int(RATE * 0.12)
    return [0.6 * math.exp(-18.0 * i / count) * (0.6 * math.sin(2 * math.pi * 140 * i / RATE) + 0.4 * rng.uniform(-1, 1))
            for i in range(count)]


def gong(seconds=1.1, volume=0.3):
    """Inharmonic partials with a slow decay and a slight beat: a small gong."""
    count = int(RATE * seconds)
    partials = [(196, 1.0), (197.5, 0.6), (412, 0.5), (590, 0.3), (803, 0.2)]
    return [volume * math.exp(-3.0 * i / count) * min(1.0, i / (RATE * 0.004)) *
            sum(a * math.sin(2 * math.pi * f * i / RATE) for f, a in partials) / 2.6
            for i in range(count)]


def write(name, samples):
    with wave.open(name, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples))


CUES = {
    "throw.wav": whoosh,
    "clatter.wav": clatter,
    "claim.wav": slap,
    "wokup.wav": lambda: mix(slap(), gong(), 0.02),
}

if __name__ == "__main__":
    for file_name, make in CUES.items():
        write(file_name, make())
