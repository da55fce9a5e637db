"""A uniformly random placement of the figures on the steps (B5), drawn with one random number.

A placement is valid when no double space holds two figures of one colour. ``completions(counts)``
counts the valid ways to fill the double spaces still free with the figures left (``counts[p]``
of player ``p``). Drawing one index below the count of a whole placement and walking down those
counts (unranking) gives every valid placement the same chance, as shuffling until no double space
repeats a colour would, but with one random number instead of some fifty.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import cache
from itertools import permutations

from suite.core.rng import Rng
from suite.games.buro_crazy.constants import FIGURES_PER_PLAYER, STEPS_SPACES
from suite.games.buro_crazy.rules.state import EMPTY

Counts = tuple[int, ...]
Pair = tuple[int, int, Counts]
"""The left and right owners of a double space, and the figures left after it."""


@cache
def _next_pairs(counts: Counts) -> tuple[tuple[int, ...], tuple[Pair, ...]]:
    """Every way to fill the next double space, with the valid placements that follow counted
    cumulatively: ``ends[i]`` placements begin with one of the pairs up to ``i``. A few hundred
    count vectors exist per table size."""
    ends: list[int] = []
    pairs: list[Pair] = []
    for left, right in permutations(range(len(counts)), 2):
        if counts[left] and counts[right]:
            rest = list(counts)
            rest[left] -= 1
            rest[right] -= 1
            pairs.append((left, right, tuple(rest)))
            ends.append((ends[-1] if ends else 0) + completions(tuple(rest)))
    return tuple(ends), tuple(pairs)


@cache
def completions(counts: Counts) -> int:
    """How many valid ways the figures in ``counts`` fill the next double spaces; one figure alone
    (15 figures: the last one shares its double space with the empty space) fits one way."""
    if sum(counts) <= 1:
        return 1
    ends, _ = _next_pairs(counts)
    return ends[-1] if ends else 0  # what is left is one colour only


def nth_placement(counts: Counts, index: int) -> list[int]:
    """The ``index``-th valid placement (0 ≤ index < ``completions(counts)``) of these figures, as
    their owners on consecutive spaces: each index gives a different one."""
    spaces: list[int] = []
    for _ in range(sum(counts) // 2):
        ends, pairs = _next_pairs(counts)
        pair = bisect_right(ends, index)
        index -= ends[pair - 1] if pair else 0
        first, second, counts = pairs[pair]
        spaces += (first, second)
    if 1 in counts:
        spaces.append(counts.index(1))
    return spaces


def random_placement(players: int, rng: Rng) -> tuple[int, ...]:
    """The owner of the figure on each steps space, left to right, uniformly among valid ones;
    the empty space, if any, is the last."""
    counts: Counts = (FIGURES_PER_PLAYER[players],) * players
    spaces = nth_placement(counts, rng.randrange(completions(counts)))
    return (*spaces, *[EMPTY] * (STEPS_SPACES - len(spaces)))
