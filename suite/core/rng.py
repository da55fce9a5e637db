"""The seeded random generator of the games: repeatable from a seed, one stream per purpose.

Every chance outcome and every bot decision draws from an ``Rng`` made for it with
``derive(seed, *keys)`` (a match's seed and a log position, say), so that replaying a log draws the
same outcomes and no two purposes share a stream. The keys are mixed into one seed by SplitMix64
(Steele, Lea & Flood 2014); the numbers themselves come from CPython's Mersenne Twister, whose
sequence for a given seed the language keeps stable. It draws in C: random play draws a number per
move, and a SplitMix64 step on Python integers cost three times as much.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import partial
from itertools import repeat, starmap
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def splitmix64(state: int) -> int:
    """The output of the SplitMix64 step that follows ``state``: a well-mixed 64-bit number."""
    z = (state + _GOLDEN) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """Seeded pseudo-random numbers."""

    __slots__ = ("_bits", "_random")

    def __init__(self, seed: int = 0) -> None:
        generator = random.Random(seed & _MASK)
        self._bits = generator.getrandbits
        self._random = generator.random

    @classmethod
    def derive(cls, seed: int, *keys: int) -> Rng:
        """A generator for one purpose (a log position, a bot decision), independent of the others."""
        mixed = seed & _MASK
        for key in keys:
            mixed = splitmix64(mixed) ^ (key * _GOLDEN & _MASK)
        return cls(mixed)

    def next64(self) -> int:
        return self._bits(64)

    def random(self) -> float:
        """A float in [0, 1)."""
        return self._random()

    def randrange(self, n: int) -> int:
        """An int in [0, n), without modulo bias worth speaking of (n is small beside 2**64)."""
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        return (self._bits(64) * n) >> 64

    def gauss(self, mean: float, sigma: float) -> float:
        """A normal draw (Box–Muller): a bot's trembling hand."""
        u = 1.0 - self._random()  # in (0, 1], so the logarithm is finite
        return mean + sigma * math.sqrt(-2.0 * math.log(u)) * math.cos(math.tau * self._random())

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list[T]) -> None:
        """Puts ``items`` in a uniformly random order, in place: each item gets a random key and the
        items are sorted by key, a random order as long as no two keys are equal (53 random bits a
        key: a chance below 10⁻¹² for a hundred cards). The key function ignores its item and
        returns the next random number, so that drawing and sorting run in C, where a Fisher–Yates
        in Python would make a call per item."""
        items.sort(key=partial(next, starmap(self._random, repeat(()))))

    def split(self) -> Rng:
        """A child generator, so a caller can hand randomness away without sharing its stream."""
        return Rng(self.next64())
