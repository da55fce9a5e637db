"""What a Buro Crazy position promises each player, for the bots: piles, eligibility, kitchen money
and, from those, each player's chance to win.

A position's worth is its expected final score (B18: hand plus the piles received) and whether the
player can win at all (a figure in the building). Both hang on duels not yet fought. The outlook
follows the knockout bracket level by level and gives each future duel to the richer duellist
somewhat more often (a player who cannot pay cannot climb); it counts the bids those duels will put
on the roof (they come back as piles), what the winners pay for them, and the kitchen money their
losers draw. How much is bid is read from the table: a roof that grew faster than expected means
a table that bids high, and the duels ahead are scaled by as much.

Everything is computed for a batch of money situations on one board at once (numpy, one column per
situation), because the duel solver asks about every pair of bid totals.
"""

from __future__ import annotations

import attrs
import numpy as np

from suite.games.buro_crazy.constants import BYE_PAYMENT, KITCHEN_SETS, PILES, PILES_BOSS, PILES_CHALLENGER
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.scoring import eligible
from suite.games.buro_crazy.rules.state import BOSS_LEVEL, EMPTY, FINAL_LEVEL, SCHEDULE, BuroState

Board = tuple[tuple[int, ...], ...]


@attrs.frozen
class Calibration:
    """The outlook's numbers (docs/bots-buro-crazy.md says where each comes from).

    - ``winning_bid``: what a duel's winner pays, by level (steps, ground, first, final), at a
      table that bids like the bots do; ``final_losing_bid``: what the final's loser adds (B14).
    - ``kitchen_drawn``: the part of each level's kitchen that its losers draw.
    - ``duel_scale``: the hand difference at which the richer duellist wins a future duel 73% of
      the time (a logistic curve; even hands make a coin toss).
    - ``pile_weight``: what a player makes of a pile's expected points; 1 takes them at face value.
    - ``trust``: how many average duels' worth of expected roof the roof seen so far is weighed
      against before it changes the bids expected ahead.
    - ``spread_end``, ``spread_per_duel``: the uncertainty of final scores, in points, at the end
      (the piles' deal) and for each duel still ahead.
    - ``points_weight``: what 100 expected points are worth beside a certain win, so that a player
      whose chance is gone still plays for his score (as people do) instead of bidding anyhow.
    """

    winning_bid: tuple[float, ...] = (8.0, 15.0, 12.0, 12.0)
    final_losing_bid: float = 5.0
    kitchen_drawn: tuple[float, ...] = (0.45, 0.45, 0.3, 0.25)
    duel_scale: float = 40.0
    pile_weight: float = 1.0
    trust: float = 4.0
    spread_end: float = 6.0
    spread_per_duel: float = 1.5
    points_weight: float = 0.05


CALIBRATION = Calibration()


def win_chances(
    board: Board,
    next_duel: int,
    kitchen_level: int,
    hands: np.ndarray,
    roof: np.ndarray,
    kitchen: np.ndarray,
    calibration: Calibration = CALIBRATION,
) -> np.ndarray:
    """Each player's chance to win, shape ``(players, N)``, for ``N`` money situations on one board.

    ``hands`` is ``(players, N)``: each hand's points; ``roof`` and ``kitchen`` are ``(N,)``
    totals; ``next_duel`` is the first duel still to fight. The chance is a softmax of expected
    final scores whose temperature is the uncertainty still ahead, weighted by eligibility (B18).
    """
    scores, eligible, duels_left = expected_scores(board, next_duel, kitchen_level, hands, roof, kitchen, calibration)
    return _softmax(scores, eligible, duels_left, calibration)


def _softmax(scores: np.ndarray, eligible: np.ndarray, duels_left: np.ndarray, calibration: Calibration) -> np.ndarray:
    spread = calibration.spread_end + calibration.spread_per_duel * duels_left
    weights = np.exp((scores - scores.max(axis=0)) / spread) * eligible
    total = weights.sum(axis=0)
    return weights / np.where(total > 0, total, 1.0)


def utilities(
    board: Board,
    next_duel: int,
    kitchen_level: int,
    hands: np.ndarray,
    roof: np.ndarray,
    kitchen: np.ndarray,
    calibration: Calibration = CALIBRATION,
) -> np.ndarray:
    """What each player makes of a position, ``(players, N)``: his chance to win, plus a little
    for his expected points (``Calibration.points_weight``)."""
    scores, eligible, duels_left = expected_scores(board, next_duel, kitchen_level, hands, roof, kitchen, calibration)
    return _softmax(scores, eligible, duels_left, calibration) + calibration.points_weight * scores / 100


def state_columns(s: BuroState) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A state's money as one column: hands ``(players, 1)``, roof ``(1,)``, kitchen ``(1,)``."""
    hands = np.array([[C.value(h)] for h in s.hands], dtype=float)
    return hands, np.array([float(C.value(s.roof))]), np.array([float(C.value(s.kitchen))])


def state_win_chances(s: BuroState, calibration: Calibration = CALIBRATION) -> np.ndarray:
    """``win_chances`` of one state (between bids), shape ``(players,)``."""
    return win_chances(s.board, max(s.duel, 0), s.kitchen_level, *state_columns(s), calibration)[:, 0]


def expected_scores(
    board: Board,
    next_duel: int,
    kitchen_level: int,
    hands: np.ndarray,
    roof: np.ndarray,
    kitchen: np.ndarray,
    calibration: Calibration = CALIBRATION,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Expected final scores ``(players, N)``, the chance of being eligible ``(players, N)`` and the
    expected number of real duels left ``(N,)``."""
    pace = bidding_pace(next_duel, roof, calibration)
    bracket = _Bracket(board, next_duel, hands, calibration)
    pile_value = calibration.pile_weight * (roof + pace * bracket.future_roof + bracket.byes) / PILES
    scores = hands - pace * bracket.cost + bracket.piles() * pile_value
    current = SCHEDULE[next_duel][0] if next_duel < len(SCHEDULE) else None
    for level, drawn in bracket.drawn.items():
        real = bracket.real[level]
        share = np.minimum(1.0, calibration.kitchen_drawn[level] * pace) * drawn / np.where(real > 0, real, 1.0)
        if level == kitchen_level and level == current:
            scores += share * kitchen
        elif level != kitchen_level:
            scores += share * C.value(KITCHEN_SETS[level])
    return scores, bracket.eligibility(), bracket.duels_left


def bidding_pace(next_duel: int, roof: np.ndarray, calibration: Calibration, toward: float = 1.0) -> np.ndarray:
    """How much higher than the calibration this table bids: the roof so far over the roof the
    calibration expects after the duels played, shrunk towards ``toward`` by ``trust`` average duels
    (the outlook leans on the calibration itself; the hard bot, judging the table, on a careful one)."""
    played = SCHEDULE[:next_duel]
    expected = sum(calibration.winning_bid[level] for level, _ in played)
    if not expected:
        return np.full(np.shape(roof), toward)
    prior = calibration.trust * expected / len(played)
    return (roof + toward * prior) / (expected + prior)


class _Bracket:
    """The duels from ``next_duel`` on, each won by the richer duellist somewhat more often.

    For each duel it keeps the distribution of the winner's and the loser's owner (arrays
    ``(players, N)``), what the winners are expected to pay, the kitchen draws of the losers, and
    the points expected to reach the roof. A same-colour pairing is a walkover: no money moves.
    """

    def __init__(self, board: Board, next_duel: int, hands: np.ndarray, calibration: Calibration) -> None:
        players, n = hands.shape
        self.board = board
        self.next_duel = next_duel
        self.players = players
        self.calibration = calibration
        self.beats = 1.0 / (1.0 + np.exp((hands[None, :, :] - hands[:, None, :]) / calibration.duel_scale))
        self.winners: dict[tuple[int, int], np.ndarray] = {}
        self.losers: dict[tuple[int, int], np.ndarray] = {}
        self.drawn: dict[int, np.ndarray] = {}
        self.real: dict[int, np.ndarray] = {}
        self.cost = np.zeros((players, n))
        self.future_roof = np.zeros(n)
        self.byes = 0.0
        self.duels_left = np.zeros(n)
        self._one_hot = np.broadcast_to(np.eye(players)[:, :, None], (players, players, n))
        for level, office in SCHEDULE[next_duel:]:
            self._duel(level, office)

    def owner(self, level: int, space: int) -> np.ndarray | None:
        figure = self.board[level][space]
        if figure != EMPTY:
            return self._one_hot[figure]
        return None if level == 0 else self.winners[(level - 1, space)]

    def _duel(self, level: int, office: int) -> None:
        left, right = self.owner(level, 2 * office), self.owner(level, 2 * office + 1)
        if left is None or right is None:
            self.winners[(level, office)] = right if left is None else left
            self.byes += BYE_PAYMENT
            return
        beats = self.beats
        # Owner p wins with its left figure against a right figure of owner b with probability
        # beats[p, b]. A same-owner pairing is a walkover: beats[p, p] is 1/2, so the two sums
        # count it once as won and once as lost, which is what it is (one figure climbs, the
        # other stays behind), but no money moves there.
        # Each owner distribution sums to 1 and beats[p, b] + beats[b, p] = 1, so the chance of
        # losing against a figure is 1 less the chance of beating it: two products, not four.
        beats_right = np.einsum("abn,bn->an", beats, right)
        beats_left = np.einsum("abn,bn->an", beats, left)
        won = left * beats_right + right * beats_left
        lost = left * (1.0 - beats_right) + right * (1.0 - beats_left)
        same = left * right
        lost_real = lost - same
        self.winners[(level, office)] = won
        self.losers[(level, office)] = lost
        real = 1.0 - same.sum(axis=0)
        bid = self.calibration.winning_bid[level]
        self.cost = self.cost + (won - same) * bid
        self.future_roof = self.future_roof + real * bid
        if level == FINAL_LEVEL:
            losing_bid = self.calibration.final_losing_bid
            self.cost = self.cost + lost_real * losing_bid
            self.future_roof = self.future_roof + real * losing_bid
        self.drawn[level] = self.drawn.get(level, 0.0) + lost_real
        self.real[level] = self.real.get(level, 0.0) + real
        self.duels_left = self.duels_left + real

    def piles(self) -> np.ndarray:
        """B17: expected piles per player, 3 to the boss, 2 to the challenger, 1 per semi-finalist."""
        board = self.board
        piles = np.zeros_like(self.cost)
        boss = board[BOSS_LEVEL][0]
        piles += PILES_BOSS * (self._one_hot[boss] if boss != EMPTY else self.winners[(FINAL_LEVEL, 0)])
        for level, count in ((FINAL_LEVEL, PILES_CHALLENGER), (FINAL_LEVEL - 1, 1)):
            for office in range(len(board[level]) // 2):
                if (level, office) in self.losers:
                    piles += count * self.losers[(level, office)]
                elif (level, office) not in self.winners:
                    for figure in board[level][2 * office : 2 * office + 2]:
                        if figure != EMPTY:
                            piles += count * self._one_hot[figure]
        return piles

    def eligibility(self) -> np.ndarray:
        """B18: the chance of at least one figure in the building, from the steps duels left."""
        all_lost = np.ones_like(self.cost)
        for p in range(self.players):
            if eligible(self.board, p):
                all_lost[p] = 0.0
        for level, office in SCHEDULE[self.next_duel :]:
            if level != 0:
                break
            left, right = self.board[0][2 * office : 2 * office + 2]
            if EMPTY in (left, right):
                all_lost[left if right == EMPTY else right] = 0.0
            else:
                all_lost[left] *= self.beats[right, left]
                all_lost[right] *= self.beats[left, right]
        return 1.0 - all_lost
