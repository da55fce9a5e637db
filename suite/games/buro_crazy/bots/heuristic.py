"""The rule of thumb: bid about what climbing is worth to you.

Climbing brings piles (B17) and, on the steps, eligibility (B18); it costs the bid, and the money
paid is missing in the duels ahead. The worth is read off the outlook for every bid at once, with
no thought for what the opponent will do. The easy bot bids it with noise; the hard bot expects
people to bid so in part (``thumb_bids``), since the worth of a duel to a player is public.
"""

from __future__ import annotations

import numpy as np

from suite.games.buro_crazy.bots.outlook import expected_scores
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.queries import bidder, climbed
from suite.games.buro_crazy.rules.state import SCHEDULE, BuroState

ELIGIBILITY_STAKE = 0.5
"""The part of his hand a player would pay to get a first figure into the building for sure."""
NOTHING_SHARE = 0.15
"""How often a player who bids by the rule of thumb bids nothing, whatever the duel is worth."""
WORTH_FACTOR = (0.4, 1.3)
"""Otherwise he bids the worth times a factor in this range, evenly: below it when he hopes for a
bargain, above it when he wants the climb badly."""
THUMB_FACTORS = 51
"""How many evenly spread factors stand for that range when the bids are forecast."""


def climbing_worth(s: BuroState, side: int | None = None) -> float:
    """The most the duellist on ``side`` (0 left; by default the one to bid) can pay to win the
    current duel and still be better off than losing it: where his expected final score after
    climbing and paying, plus a stake of his hand for the eligibility the climb adds, falls to what
    he expects after losing. Paying leaves him poorer for the duels ahead, which the outlook counts.
    Never more than one point over what the opponent can bid."""
    level, office = SCHEDULE[s.duel]
    if side is None:
        side = bidder(s)[1]
    player = s.board[level][2 * office + side]
    opponent = s.board[level][2 * office + 1 - side]
    top = min(C.value(s.hands[player]), C.value(s.hands[opponent]) + 1)
    bids = np.arange(top + 1, dtype=float)
    hands = np.array([[C.value(h)] for h in s.hands], dtype=float).repeat(len(bids), axis=1)
    roof = np.full(len(bids), float(C.value(s.roof)))
    kitchen = np.full(len(bids), float(C.value(s.kitchen)))
    after = s.duel + 1
    down, down_eligible, _ = expected_scores(
        climbed(s.board, level, office, 1 - side), after, s.kitchen_level, hands[:, :1], roof[:1], kitchen[:1]
    )
    hands[player] -= bids
    up, up_eligible, _ = expected_scores(
        climbed(s.board, level, office, side), after, s.kitchen_level, hands, roof + bids, kitchen
    )
    stake = ELIGIBILITY_STAKE * C.value(s.hands[player])
    gain = up[player] - down[player, 0] + (up_eligible[player] - down_eligible[player, 0]) * stake
    worth = bids[gain >= 0]
    return float(worth[-1]) if len(worth) else 0.0


def nearest_total(hand: C.Cards, target: float) -> int:
    """The total closest to ``target`` that ``hand`` can form (the lower one on a tie)."""
    formable = C.totals(C.reachable(hand))
    return min(formable, key=lambda t: (abs(t - target), t))


def thumb_bids(hand: C.Cards, worth: float) -> np.ndarray:
    """The totals a player holding ``hand`` bids by the rule of thumb when climbing is ``worth`` that
    much to him, each as likely: nothing ``NOTHING_SHARE`` of the time, otherwise the worth times each
    of ``THUMB_FACTORS`` factors spread over ``WORTH_FACTOR``, as the nearest total he can form."""
    nothing = round(NOTHING_SHARE / (1.0 - NOTHING_SHARE) * THUMB_FACTORS)
    factors = np.linspace(*WORTH_FACTOR, THUMB_FACTORS)
    return np.array([0] * nothing + [nearest_total(hand, worth * factor) for factor in factors])
