"""A small seeded random generator whose whole state is one integer.

Python's ``random.Random`` carries 625 words of state; ours fits in a save file and can be
derived from ``(seed, position)`` so that replaying a log draws the same chance outcomes.
The generator is SplitMix64 (Steele, Lea & Flood 2014): fast, simple, good statistics.
"""

from __future__ import annotations

import math
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """Seeded pseudo-random numbers; ``state`` is a plain int, so the generator serialises trivially."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    @classmethod
    def derive(cls, seed: int, *keys: int) -> Rng:
        """A generator for one purpose (a log position, a bot decision), independent of the others."""
        rng = cls(seed)
        for key in keys:
            rng = cls(rng.next64() ^ (key * _GOLDEN & _MASK))
        return rng

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) / 9007199254740992.0

    def randrange(self, n: int) -> int:
        """An int in [0, n), without modulo bias worth speaking of (n is small beside 2**64)."""
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        return (self.next64() * n) >> 64

    def gauss(self, mean: float, sigma: float) -> float:
        """A normal draw (Box–Muller): a bot's trembling hand."""
        u = 1.0 - self.random()  # in (0, 1], so the logarithm is finite
        return mean + sigma * math.sqrt(-2.0 * math.log(u)) * math.cos(math.tau * self.random())

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, in place; the generator is inlined because shuffles dominate random play."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.state = state

    def split(self) -> Rng:
        """A child generator, so a caller can hand randomness away without sharing its stream."""
        return Rng(self.next64())
