"""The hard bot's search: the next duels solved backwards as simultaneous-move games.

Buro Crazy has no hidden state but the two sealed bids of the duel being fought (B20), so its game
tree is a perfect-information tree of simultaneous moves, one node per duel. The search solves it
by backward induction to a fixed depth (Bošanský et al. 2016 call this the backward-induction
baseline of simultaneous-move search): the positions ``depth`` duels ahead are valued by the
outlook, each duel before them is solved by regret matching over a grid of bid totals, and its
mixed equilibrium's expected value (one per player) becomes the value of the position before it.
Each level of the tree is one batched numpy computation over every situation the duels above it
can lead to, so a decision weighs tens of thousands of positions exactly, where sampling playouts
in Python would average a few thousand noisy ones.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import numpy as np

from suite.games.buro_crazy.bots.duel import Table, Value, duel_utilities, regret_matching, static_value
from suite.games.buro_crazy.bots.outlook import CALIBRATION, Calibration
from suite.games.buro_crazy.rules.state import SCHEDULE

ROOT_GRID: tuple[int, ...] = (*range(13), 14, 16, 18, 20, 23, 26, 30, 35, 40, 50, 60, 75, 90, 110, 130, 152)
"""The bid totals of the duel being decided: fine where duels are usually decided, coarse above."""

LOOKAHEAD_GRID: tuple[int, ...] = (0, 2, 4, 6, 9, 13, 18, 25, 35, 50, 75, 110)
"""The bid totals of the duels ahead: coarse, since only their equilibrium's value matters."""


TUNED = Calibration(pile_weight=0.33, duel_scale=100.0)
"""The hard bot's outlook: the normal one's numbers, with the two that most change its play tuned
by series against three normal bots (docs/bots-buro-crazy.md). A pile counts a third of its
expected points, and a future duel goes to the richer duellist only a little more often."""


CARELESS_TABLE = 0.5
"""The other players' mean reading (``bots.reading``) from which the hard bot takes the table as
careless through and through and values positions as the normal bot does."""


def table_calibration(careless: float) -> Calibration:
    """``TUNED`` for a table whose other players bid carelessly with chance ``careless`` on average
    (``bots.reading``), moving to the normal bot's ``CALIBRATION`` as the table reads careless.

    Both tuned numbers were tuned at a careful table, where every climb is fought for and costs more
    than the outlook counts, and a duel is a coin toss whatever the hands. Careless players pour their
    hands onto the roof and are soon too poor to fight: there a pile is worth the points it holds and
    the richer duellist does win. Measured in series of 200 games (seed 1) against three ``easy`` bots,
    whose noisy bids read from 0 to 0.85 (about 0.3 on average): the hard bot won 60.0% with a pile
    weight that followed the reading linearly, 63.5% with the weight fixed at 0.66 and 66.0% at face
    value; the normal bot won 67.0%. Moving both numbers, all the way at a mean reading of
    ``CARELESS_TABLE``, gave 66.0% there (58.5% with seed 2, the normal bot 62.0%), 95.0% against three
    ``random`` bots (93% before) and 46.5% against three ``normal`` bots, whose reading falls to
    nothing after their first few bids (49-52% before, within the noise)."""
    share = min(1.0, careless / CARELESS_TABLE)
    return attrs.evolve(
        TUNED,
        pile_weight=TUNED.pile_weight + (CALIBRATION.pile_weight - TUNED.pile_weight) * share,
        duel_scale=TUNED.duel_scale + (CALIBRATION.duel_scale - TUNED.duel_scale) * share,
    )


LOOKAHEAD_DEPTH = 1
"""Duels solved beyond the one being decided."""

ROWS_AT_ONCE = 6
"""Root bids searched between two looks at the clock and at a cancel request."""


class Lookahead:
    """Values a table by solving its next ``depth`` duels (0: the outlook alone)."""

    def __init__(
        self,
        depth: int,
        iterations: int,
        calibration: Calibration = CALIBRATION,
        grid: tuple[int, ...] = LOOKAHEAD_GRID,
    ) -> None:
        self.depth = depth
        self.grid = np.asarray(grid, dtype=float)
        self.iterations = iterations
        self.static = static_value(calibration)

    def root(
        self, table: Table, left_totals: np.ndarray, right_totals: np.ndarray, stop: Callable[[], bool]
    ) -> np.ndarray:
        """``duel_utilities`` of the duel being decided, searched a few left bids at a time; once
        ``stop()`` says so (time is up, or the player no longer waits), the remaining bids are
        valued by the outlook alone, so a move is always ready."""
        parts = []
        for start in range(0, len(left_totals), ROWS_AT_ONCE):
            value = self.static if stop() else self.value
            parts.append(duel_utilities(table, left_totals[start : start + ROWS_AT_ONCE], right_totals, value))
        return np.concatenate(parts, axis=2)

    def value(self, table: Table, depth: int | None = None) -> np.ndarray:
        """``(players, N)``: each player's value of each situation when the next duels are played
        by the equilibrium of their bid grids."""
        depth = self.depth if depth is None else depth
        if depth == 0 or table.duel >= len(SCHEDULE):
            return self.static(table)
        left, right = table.duellists
        deeper: Value = lambda t: self.value(t, depth - 1)  # noqa: E731 - the recursion's next level
        utilities = duel_utilities(table, self.grid, self.grid, deeper)
        # A situation no bid can reach (a hand gone negative) still keeps the 0 bid open.
        allowed_left = self.grid[None, :] <= np.maximum(table.hands[left], 0.0)[:, None]
        allowed_right = self.grid[None, :] <= np.maximum(table.hands[right], 0.0)[:, None]
        sigma_left, sigma_right = regret_matching(
            utilities[left], utilities[right], self.iterations, allowed_left, allowed_right
        )
        return np.einsum("pnij,ni,nj->pn", utilities, sigma_left, sigma_right)
