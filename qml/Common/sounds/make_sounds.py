#!/usr/bin/env python3
"""Synthesises the app's short sound cues (sine blips with soft edges) as small WAV files.

Run from this folder: python3 make_sounds.py. The generated .wav files are committed, so
the build does not need Python; rerun only to change a cue.
"""
import math
import struct
import wave

RATE = 22050  # enough for blips, and keeps each file a few kilobytes


def tone(freq, seconds, volume=0.35):
    """One sine note with a 5 ms fade in and an exponential fade out (no clicks)."""
    count = int(RATE * seconds)
    fade_in = int(RATE * 0.005)
    samples = []
    for i in range(count):
        envelope = min(1.0, i / fade_in) * math.exp(-4.0 * i / count)
        samples.append(volume * envelope * math.sin(2 * math.pi * freq * i / RATE))
    return samples


def write(name, samples):
    with wave.open(name, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(s * 32767)) for s in samples))


CUES = {
    "tap.wav": tone(880, 0.06),
    "success.wav": tone(660, 0.09) + tone(990, 0.14),
    "error.wav": tone(220, 0.12) + tone(185, 0.16),
    "handoff.wav": tone(523, 0.08) + tone(659, 0.08) + tone(784, 0.12),
    "win.wav": tone(523, 0.1) + tone(659, 0.1) + tone(784, 0.1) + tone(1047, 0.3),
    # The shared countdown: a low, round knock per beat, then a bright two-note call.
    "beat.wav": tone(440, 0.16, 0.45),
    "signal.wav": tone(784, 0.07, 0.45) + tone(1175, 0.28, 0.45),
}

if __name__ == "__main__":
    for file_name, cue in CUES.items():
        write(file_name, cue)
