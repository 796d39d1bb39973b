#!/usr/bin/env python3
"""Synthesises Kandar Klash!'s own cues as small WAV files: a voiced "Siap!" (a formant
voice: a hiss for the s, the vowels i and a shaped by vocal-tract resonances, a closing
p) and the bell that starts a round.

Run from this folder: python3 make_sounds.py. The .wav files are committed, so the build
needs no Python; rerun only to change a cue.
"""
import math
import random
import struct
import wave

RATE = 22050


def resonator(samples, freq, bandwidth):
    """A two-pole resonance (one formant of the vocal tract), unity gain at its peak."""
    r = math.exp(-math.pi * bandwidth / RATE)
    c1 = 2 * r * math.cos(2 * math.pi * freq / RATE)
    c2 = -r * r
    gain = 1 - r
    out, y1, y2 = [], 0.0, 0.0
    for x in samples:
        y = gain * x + c1 * y1 + c2 * y2
        out.append(y)
        y1, y2 = y, y1
    return out


def glide(a, b, t):
    return a + (b - a) * t


def voiced(seconds, formants_from, formants_to, pitch_from, pitch_to):
    """Pulses at the voice's pitch through three formants gliding between two vowels.
    Done in short frames so the resonances can move."""
    count = int(RATE * seconds)
    frame = 220
    phase = 0.0
    out = []
    for start in range(0, count, frame):
        t = start / count
        pitch = glide(pitch_from, pitch_to, t)
        source = []
        for _ in range(min(frame, count - start)):
            phase += pitch / RATE
            source.append(1.0 if phase >= 1.0 else 0.0)
            phase -= math.floor(phase)
        mixed = [0.0] * len(source)
        for (f_a, b_a), (f_b, b_b), level in zip(formants_from, formants_to, (1.0, 0.5, 0.25)):
            band = resonator(source, glide(f_a, f_b, t), glide(b_a, b_b, t))
            mixed = [m + level * s for m, s in zip(mixed, band)]
        out.extend(mixed)
    peak = max(abs(s) for s in out) or 1.0
    return [s / peak for s in out]


def hiss(seconds):
    """The s: bright noise (white noise with a resonance near 5 kHz)."""
    rng = random.Random(7)
    noise = [rng.uniform(-1, 1) for _ in range(int(RATE * seconds))]
    shaped = resonator(noise, 5000, 2500)
    peak = max(abs(s) for s in shaped) or 1.0
    return [s / peak for s in shaped]


def envelope(samples, attack, release, volume):
    n = len(samples)
    a, r = max(1, int(RATE * attack)), max(1, int(RATE * release))
    return [volume * s * min(1.0, i / a, (n - i) / r) for i, s in enumerate(samples)]


def siap():
    vowel_i = [(300, 60), (2300, 90), (3000, 120)]
    vowel_a = [(780, 80), (1250, 90), (2600, 120)]
    s = envelope(hiss(0.12), 0.02, 0.03, 0.25)
    i = envelope(voiced(0.14, vowel_i, vowel_i, 210, 240), 0.015, 0.01, 0.8)
    ia = envelope(voiced(0.26, vowel_i, vowel_a, 240, 170), 0.01, 0.06, 0.9)
    closure = [0.0] * int(RATE * 0.05)
    burst = envelope(hiss(0.02), 0.001, 0.015, 0.3)
    return s + i + ia + closure + burst


def bell():
    out = []
    for i in range(int(RATE * 0.5)):
        t = i / RATE
        decay = math.exp(-6 * t)
        out.append(0.3 * decay * (math.sin(2 * math.pi * 1320 * t)
                                  + 0.5 * math.sin(2 * math.pi * 2640 * t)
                                  + 0.25 * math.sin(2 * math.pi * 3960 * t)) / 1.75)
    return envelope(out, 0.003, 0.05, 1.0)


def write(name, samples):
    with wave.open(name, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32767))
                                 for s in samples))


if __name__ == "__main__":
    write("siap.wav", siap())
    write("go.wav", bell())
