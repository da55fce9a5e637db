"""A small seeded random generator whose whole state is one integer.

Python's ``random.Random`` carries 625 words of state; ours fits in a save file and can be
derived from ``(seed, position)`` so that replaying a log draws the same chance outcomes.
The generator is SplitMix64 (Steele, Lea & Flood 2014): fast, simple, good statistics.
"""

from __future__ import annotations

import hashlib
import math
import sys
from array import array
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
        # next64 inlined: random play draws one number per move, and the call is a third of the cost
        self.state = state = (self.state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def gauss(self, mean: float, sigma: float) -> float:
        """A normal draw (Box–Muller): a bot's trembling hand."""
        u = 1.0 - self.random()  # in (0, 1], so the logarithm is finite
        return mean + sigma * math.sqrt(-2.0 * math.log(u)) * math.cos(math.tau * self.random())

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Puts ``items`` in a uniformly random order, in place.

        Each item gets a random 64-bit key and the items are sorted by key: a random order as
        long as no two keys are equal (a chance of n²/2⁶⁵, below 10⁻¹⁵ for a hundred cards). The
        keys are a SHAKE-128 stream seeded by one draw, made in C, so a shuffle of a deck costs
        a few microseconds where a Fisher–Yates in Python drew one number per card.
        """
        n = len(items)
        keys = array("Q", hashlib.shake_128(self.next64().to_bytes(8, "little")).digest(8 * n))
        if sys.byteorder == "big":  # the stream is read little-endian on every machine
            keys.byteswap()
        items[:] = [items[i] for i in sorted(range(n), key=keys.__getitem__)]

    def split(self) -> Rng:
        """A child generator, so a caller can hand randomness away without sharing its stream."""
        return Rng(self.next64())
