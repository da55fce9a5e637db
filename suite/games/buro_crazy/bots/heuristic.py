"""The easy bot's rule of thumb: what climbing is worth to the bidder.

Climbing brings piles (B17) and, on the steps, eligibility (B18); it costs the bid, and the money
paid is missing in the duels ahead. The worth is read off the outlook for every bid at once, with
no thought for what the opponent will do: the easy bot bids it with noise.
"""

from __future__ import annotations

import numpy as np

from suite.games.buro_crazy.bots.outlook import expected_scores
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules.queries import bidder, climbed
from suite.games.buro_crazy.rules.state import SCHEDULE, BuroState

ELIGIBILITY_STAKE = 0.5
"""The part of his hand a player would pay to get a first figure into the building for sure."""


def climbing_worth(s: BuroState) -> float:
    """The most the player to bid can pay to win the current duel and still be better off than
    losing it: where his expected final score after climbing and paying, plus a stake of his hand
    for the eligibility the climb adds, falls to what he expects after losing. Paying leaves him
    poorer for the duels ahead, which the outlook counts. Never more than one point over what the
    opponent can bid."""
    level, office = SCHEDULE[s.duel]
    player, side = bidder(s)
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
