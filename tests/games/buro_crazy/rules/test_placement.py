"""B5's random placement: one draw picks a valid placement by its index, every index its own one."""

from __future__ import annotations

from itertools import permutations

import pytest

from suite.games.buro_crazy.rules.placement import completions, nth_placement


def _valid(spaces: tuple[int, ...]) -> bool:
    return all(spaces[i] != spaces[i + 1] for i in range(0, len(spaces) - 1, 2))


@pytest.mark.parametrize("counts", [(1, 1), (2, 1), (2, 2), (2, 2, 1), (2, 2, 2), (3, 2, 2), (2, 2, 1, 1)])
def test_the_count_of_valid_placements_is_exact(counts: tuple[int, ...]) -> None:
    figures = [p for p, n in enumerate(counts) for _ in range(n)]
    assert completions(counts) == sum(_valid(order) for order in set(permutations(figures)))


@pytest.mark.parametrize("counts", [(2, 2, 2), (5, 5, 5)])
def test_each_index_gives_its_own_valid_placement(counts: tuple[int, ...]) -> None:
    """A bijection from the indices onto the valid placements: a uniform index, a uniform placement.
    (Three players' five figures each have 80,640 placements.)"""
    seen = {tuple(nth_placement(counts, i)) for i in range(completions(counts))}
    assert len(seen) == completions(counts)
    for spaces in seen:
        assert _valid(spaces) and all(spaces.count(p) == n for p, n in enumerate(counts))
