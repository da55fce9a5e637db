"""A uniformly random placement of the figures on the steps (B5), drawn with one random number.

A placement is valid when no double space holds two figures of one colour. ``completions(counts)``
counts the valid ways to fill the double spaces still free with the figures left (``counts[p]``
of player ``p``). Drawing one index below the count of a whole placement and walking down those
counts (unranking) gives every valid placement the same chance, as shuffling until no double space
repeats a colour would, but with one random number instead of some fifty.
"""

from __future__ import annotations

from functools import cache
from itertools import permutations

from suite.core.rng import Rng
from suite.games.buro_crazy.constants import FIGURES_PER_PLAYER, STEPS_SPACES
from suite.games.buro_crazy.state import EMPTY

Counts = tuple[int, ...]


@cache
def _next_pairs(counts: Counts) -> tuple[tuple[int, int, Counts, int], ...]:
    """Every way to fill the next double space: its left and right owners, the figures left after
    it, and how many valid placements follow. A few hundred count vectors exist per table size."""
    pairs = []
    for left, right in permutations(range(len(counts)), 2):
        if counts[left] and counts[right]:
            rest = list(counts)
            rest[left] -= 1
            rest[right] -= 1
            pairs.append((left, right, tuple(rest), completions(tuple(rest))))
    return tuple(pairs)


@cache
def completions(counts: Counts) -> int:
    """How many valid ways the figures in ``counts`` fill the next double spaces; one figure alone
    (15 figures: the last one shares its double space with the empty space) fits one way."""
    if sum(counts) <= 1:
        return 1
    return sum(ways for *_, ways in _next_pairs(counts))


def nth_placement(counts: Counts, index: int) -> list[int]:
    """The ``index``-th valid placement (0 ≤ index < ``completions(counts)``) of these figures, as
    their owners on consecutive spaces: each index gives a different one."""
    spaces: list[int] = []
    left = sum(counts)
    while left >= 2:
        for first, second, rest, ways in _next_pairs(counts):
            if index < ways:
                spaces += (first, second)
                counts, left = rest, left - 2
                break
            index -= ways
    if left:
        spaces.append(counts.index(1))
    return spaces


def random_placement(players: int, rng: Rng) -> tuple[int, ...]:
    """The owner of the figure on each steps space, left to right, uniformly among valid ones;
    the empty space, if any, is the last."""
    counts: Counts = (FIGURES_PER_PLAYER[players],) * players
    spaces = nth_placement(counts, rng.randrange(completions(counts)))
    return (*spaces, *[EMPTY] * (STEPS_SPACES - len(spaces)))
