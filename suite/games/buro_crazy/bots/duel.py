"""One duel as a two-player matrix game over bid totals, and its mixed solution.

Both duellists choose a total at once (B6). For every pair of totals the position after the duel
follows from the rules in a few additions (who climbs, what goes to the roof, what the kitchen
pays, then any byes, walkovers and kitchen reset up to the next real duel), so the payoff of each
pair is what each player makes of that position: the outlook's utilities (``outlook``) for the
normal bot, a search of the next duels for the hard one. Regret matching on the bimatrix gives a
mixed strategy to sample from: a fixed bidding rule would be read and exploited by anyone who
watches a few duels.

Everything is batched: ``N`` money situations on one board at once, each with its own pair of
duellists' hands, as numpy columns.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import numpy as np

from suite.core.rng import Rng
from suite.games.buro_crazy.bots.outlook import CALIBRATION, Calibration, utilities
from suite.games.buro_crazy.constants import BYE_PAYMENT, KITCHEN_SETS
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.queries import climbed, settled, tie_half
from suite.games.buro_crazy.rules.state import FINAL_LEVEL, SCHEDULE, BuroState

Board = tuple[tuple[int, ...], ...]

GRID: tuple[int, ...] = (
    *range(21),
    *(t + d for t in (22, 24, 26, 28, 30, 33, 36, 40, 45, 50, 55, 60, 70, 80, 90, 100, 115, 130) for d in (0, 1)),
    152,
)
"""The bid totals the normal bot considers: every total up to 20, where most duels are decided,
then a coarser grid, each point with its successor so that "one more than the other" stays
expressible."""


@attrs.frozen
class Table:
    """``N`` money situations on one board, before duel number ``duel`` (the next real duel, or
    ``len(SCHEDULE)`` after the final): ``hands`` ``(players, N)``, ``roof`` and ``kitchen`` ``(N,)``,
    all in points."""

    board: Board
    duel: int
    kitchen_level: int
    hands: np.ndarray
    roof: np.ndarray
    kitchen: np.ndarray

    @property
    def duellists(self) -> tuple[int, int]:
        level, office = SCHEDULE[self.duel]
        return self.board[level][2 * office], self.board[level][2 * office + 1]


Value = Callable[[Table], np.ndarray]
"""What every player makes of each situation of a table: ``(players, N)``."""


def static_value(calibration: Calibration = CALIBRATION) -> Value:
    """The outlook's utilities as a ``Value``: what the normal bot looks at after a duel."""

    def value(table: Table) -> np.ndarray:
        return utilities(
            table.board, table.duel, table.kitchen_level, table.hands, table.roof, table.kitchen, calibration
        )

    return value


def state_table(s: BuroState) -> Table:
    """A state's money as a table of one situation."""
    hands = np.array([[C.value(h)] for h in s.hands], dtype=float)
    return Table(
        board=s.board,
        duel=s.duel,
        kitchen_level=s.kitchen_level,
        hands=hands,
        roof=np.array([float(C.value(s.roof))]),
        kitchen=np.array([float(C.value(s.kitchen))]),
    )


def candidate_totals(hand: C.Cards, grid: tuple[int, ...] = GRID) -> tuple[int, ...]:
    """The grid snapped down to what ``hand`` can form exactly, without repeats, smallest first."""
    mask = C.reachable(hand)
    top = C.totals(mask)[-1]
    chosen = set()
    for target in grid:
        t = min(target, top)
        while not mask >> t & 1:
            t -= 1
        chosen.add(t)
    return tuple(sorted(chosen))


def advanced(table: Table) -> Table:
    """The table at its next real duel, where the rules take it without a decision
    (``queries.settled``): byes pay 10 or the whole hand (B11; the rules' change making may leave a
    point or two either way, which the money in points ignores), walkovers cost nothing (B13), a
    new kitchen at each level (B4). A kitchen the supply cannot fill is counted full: the roof
    makes up the difference (B15)."""
    run = settled(table.board, table.duel)
    hands, roof, kitchen_level, kitchen = table.hands, table.roof, table.kitchen_level, table.kitchen
    if run.byes:
        hands = hands.copy()
    for player in run.byes:
        paid = np.minimum(hands[player], BYE_PAYMENT)
        hands[player] -= paid
        roof = roof + paid
    if run.floor > kitchen_level:
        kitchen_level = run.floor
        kitchen = np.full_like(kitchen, float(C.value(KITCHEN_SETS[kitchen_level])))
    return Table(board=run.board, duel=run.duel, kitchen_level=kitchen_level, hands=hands, roof=roof, kitchen=kitchen)


def duel_utilities(table: Table, left_totals: np.ndarray, right_totals: np.ndarray, value: Value) -> np.ndarray:
    """Every player's value after the current duel for each situation and pair of totals, shape
    ``(players, N, len(left_totals), len(right_totals))``: a climb (B7; in the final the loser pays
    too, B14) or a tie that halves both bids onto the roof before the duel is fought again (B9)."""
    level, office = SCHEDULE[table.duel]
    sides = table.duellists
    players, n = table.hands.shape
    shape = (n, len(left_totals), len(right_totals))
    x = np.broadcast_to(np.asarray(left_totals, float)[None, :, None], shape).ravel()
    y = np.broadcast_to(np.asarray(right_totals, float)[None, None, :], shape).ravel()
    column = np.repeat(np.arange(n), shape[1] * shape[2])
    hands, roof, kitchen = table.hands[:, column], table.roof[column], table.kitchen[column]
    final = level == FINAL_LEVEL
    out = np.empty((players, x.size))
    for side, cells in ((0, x > y), (1, x < y)):
        if not cells.any():
            continue
        won, lost = (x[cells], y[cells]) if side == 0 else (y[cells], x[cells])
        winner, loser = sides[side], sides[1 - side]
        drawn = np.minimum(won - lost, kitchen[cells])
        h = hands[:, cells]
        h[winner] -= won
        h[loser] += drawn - (lost if final else 0.0)
        paid = won + (lost if final else 0.0)
        after = Table(
            board=climbed(table.board, level, office, side),
            duel=table.duel + 1,
            kitchen_level=table.kitchen_level,
            hands=h,
            roof=roof[cells] + paid,
            kitchen=kitchen[cells] - drawn,
        )
        out[:, cells] = value(advanced(after))
    cells = x == y
    if cells.any():
        half = tie_half(x[cells])
        h = hands[:, cells]
        h[sides[0]] -= half
        h[sides[1]] -= half
        tie = Table(
            board=table.board,
            duel=table.duel,
            kitchen_level=table.kitchen_level,
            hands=h,
            roof=roof[cells] + 2 * half,
            kitchen=kitchen[cells],
        )
        out[:, cells] = value(tie)
    return out.reshape(players, *shape)


def regret_matching(
    rows: np.ndarray,
    cols: np.ndarray,
    iterations: int,
    row_allowed: np.ndarray | None = None,
    col_allowed: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Average strategies of regret matching+ (Tammelin 2014) on a batch of bimatrix games:
    ``rows[..., i, j]`` is the row player's payoff, ``cols[..., i, j]`` the column player's; the
    ``allowed`` masks (``rows.shape[:-1]``, ``cols.shape[:-2] + (m,)``) rule out totals a hand cannot
    pay. Later iterations weigh more (linear averaging), which converges faster. In a two-duellist
    game that is not zero-sum this reaches a coarse correlated equilibrium: neither duellist gains
    by always bidding one total instead."""
    *batch, n, m = rows.shape
    row_allowed = np.ones((*batch, n), bool) if row_allowed is None else row_allowed
    col_allowed = np.ones((*batch, m), bool) if col_allowed is None else col_allowed
    uniform_r = row_allowed / row_allowed.sum(axis=-1, keepdims=True)
    uniform_c = col_allowed / col_allowed.sum(axis=-1, keepdims=True)
    regret_r, regret_c = np.zeros_like(uniform_r), np.zeros_like(uniform_c)
    avg_r, avg_c = np.zeros_like(uniform_r), np.zeros_like(uniform_c)
    sigma_r, sigma_c = uniform_r, uniform_c
    for t in range(1, iterations + 1):
        value_r = np.einsum("...ij,...j->...i", rows, sigma_c)
        value_c = np.einsum("...ij,...i->...j", cols, sigma_r)
        mean_r = (sigma_r * value_r).sum(axis=-1, keepdims=True)
        mean_c = (sigma_c * value_c).sum(axis=-1, keepdims=True)
        regret_r = np.maximum(regret_r + value_r - mean_r, 0.0) * row_allowed
        regret_c = np.maximum(regret_c + value_c - mean_c, 0.0) * col_allowed
        avg_r += t * sigma_r
        avg_c += t * sigma_c
        sigma_r = _normalised(regret_r, uniform_r)
        sigma_c = _normalised(regret_c, uniform_c)
    return avg_r / avg_r.sum(axis=-1, keepdims=True), avg_c / avg_c.sum(axis=-1, keepdims=True)


def _normalised(regret: np.ndarray, uniform: np.ndarray) -> np.ndarray:
    total = regret.sum(axis=-1, keepdims=True)
    return np.where(total > 0, regret / np.where(total > 0, total, 1.0), uniform)


def sample(strategy: np.ndarray, rng: Rng) -> int:
    """An index drawn from a mixed strategy with the bot's own generator (for reproducible games)."""
    u = rng.random() * strategy.sum()
    return min(int(np.searchsorted(np.cumsum(strategy), u, side="right")), len(strategy) - 1)
