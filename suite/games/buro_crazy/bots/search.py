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
from suite.games.buro_crazy.bots.outlook import CALIBRATION, Calibration, bidding_pace
from suite.games.buro_crazy.rules.state import SCHEDULE

ROOT_GRID: tuple[int, ...] = (
    *range(21),
    *(t + d for t in (22, 25, 28, 31, 35, 40) for d in (0, 1)),
    50,
    60,
    75,
    90,
    110,
    130,
    152,
)
"""The bid totals of the duel being decided: every total up to 20, where duels are usually decided,
then each point with its successor up to 41, so that "one more than the other" can be bid where
generous players bid, then coarse. The normal bot's grid (``duel.GRID``) has such pairs; when this
grid skipped from 23 to 26 and from 26 to 30, the hard bot had to bid two or three more than a
normal bot's 24 or 27 to beat it. At a table of an easy, two normal bots and a hard one (100 games,
seed 1) it won 42% of its duels against the normal bots, which won 54% of theirs against it; with
this grid, 47% and 49%."""

LOOKAHEAD_GRID: tuple[int, ...] = (0, 2, 4, 6, 9, 13, 18, 25, 35, 50, 75, 110)
"""The bid totals of the duels ahead: coarse, since only their equilibrium's value matters."""


TUNED = Calibration(pile_weight=0.33, duel_scale=100.0)
"""The hard bot's outlook: the normal one's numbers, with the two that most change its play tuned
by series against three normal bots (docs/bots-buro-crazy.md). A pile counts a third of its
expected points, and a future duel goes to the richer duellist only a little more often."""


CAREFUL_PACE = 0.5
"""The roof's pace (``roof_pace``) at a careful table. Over whole games between the bots the roof ends
at 0.14 of what the calibration's winning bids would put there among three hard bots and a normal
one, 0.43-0.47 among normal bots with or without a hard one, 1.1-1.3 among an easy, a normal and two
hard bots, 1.9 among three easy bots and a normal one, 2.5 among three random bots and a normal one."""

GENEROUS_PACE = 0.8
"""The roof's pace from which the hard bot takes the table as generous through and through and values
positions as the normal bot does."""


def roof_pace(duel: int, roof: float) -> float:
    """How fast the roof has grown: the outlook's pace (``outlook.bidding_pace``), leaning on a careful
    table's pace rather than on 1 until it has seen a few duels, so that a new game is valued as a
    careful one until the table shows otherwise."""
    return float(bidding_pace(max(duel, 0), roof, CALIBRATION, toward=CAREFUL_PACE))


def generosity(duel: int, roof: float) -> float:
    """How far the table is from a careful one (0) to a generous one (1), by its ``roof_pace``."""
    return min(1.0, max(0.0, (roof_pace(duel, roof) - CAREFUL_PACE) / (GENEROUS_PACE - CAREFUL_PACE)))


def table_calibration(generosity: float) -> Calibration:
    """``TUNED`` at a careful table (``generosity`` 0), moving to the normal bot's ``CALIBRATION`` as
    the table grows generous (1).

    Both tuned numbers were tuned at a careful table, where the roof grows slowly: a pile holds
    little, every climb is fought for and costs more than it brings, and a duel is a coin toss
    whatever the hands. There the hard bot wins by letting the others pay for the climbs and drawing
    the difference from the kitchen. Where someone pours his hand onto the roof (a careless player, a
    noisy one, a person who likes to climb) the piles are worth fighting for at face value, and the
    poorer duellist does lose: there the bot that kept a third of a pile's worth left the piles to
    whoever climbed. Measured in series of 200 games (seed 1) of one hard bot against an easy, a
    normal and a hard bot, where the roof ends at about 1.1-1.3 of the calibration's pace: when the
    numbers followed the mean reading of the others' carelessness (``bots.reading``), whose noisy
    ``easy`` seat reads barely careless, the hard bot won 26.0% and the normal bot in its seat 43.0%;
    following the roof, 32.8% and 39.5%. Against three ``random`` bots 95.0% either way, against three
    ``easy`` 63.5% (66.0% before), against three ``normal`` 43.2% (46.5% before)."""
    return attrs.evolve(
        TUNED,
        pile_weight=TUNED.pile_weight + (CALIBRATION.pile_weight - TUNED.pile_weight) * generosity,
        duel_scale=TUNED.duel_scale + (CALIBRATION.duel_scale - TUNED.duel_scale) * generosity,
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
