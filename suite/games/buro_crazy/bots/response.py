"""The hard bot's answer to the opponent it reads: the best bid against what he is expected to do.

The solved duel (``bots.duel``, ``bots.search``) gives both duellists' equilibrium strategies: what
each should bid if the other plays well. Against an opponent read as careless (``bots.reading``)
that is the wrong forecast: he bids any total of his hand. So the opponent's expected bid is the
mixture of the two, weighed by the reading, and the bot takes the total whose utility against that
mixture is highest. Playing one fixed total would let a person read the bot, so it mixes over
the totals of its equilibrium strategy that its reading does not say lose (plus a little for
near-best totals the equilibrium leaves out): against an opponent read as careless only the
near-best totals stay, against one read as sensible the whole equilibrium does.
"""

from __future__ import annotations

import numpy as np

from suite.games.buro_crazy.rules import cards as C

NEAR_BEST = 0.006
"""How far below the best expected utility a total may be and still be bid: 0.6% of win chance, or
twelve points of expected score for a player whose chance no longer moves. Regret matching's
equilibrium is not exact: against the opponent's equilibrium, the totals it plays (5% or more) fall
short of the best by 0.0001 in the median position and by 0.002 in nine positions out of ten, so
against a sensible opponent nearly all of them stay near-best."""

OUTSIDE_EQUILIBRIUM = 0.05
"""The part of the near-best bids' weight shared evenly among them, so that a near-best total the
equilibrium never plays is still bid now and then."""


def careless_spread(totals: tuple[int, ...], hand: C.Cards) -> np.ndarray:
    """A careless bid over the candidate ``totals`` (sorted, the last one the whole hand): each
    total stands for the totals the hand can form above the candidate before it, up to itself, all
    equally likely. Rounding a bid up to the next candidate counts the opponent a little stronger
    than he is, never weaker."""
    formable = np.asarray(C.totals(C.reachable(hand)))
    upper = np.searchsorted(formable, np.asarray(totals), side="right")
    counts = np.diff(upper, prepend=0).astype(float)
    return counts / counts.sum()


def expected_bids(totals: tuple[int, ...], equilibrium: np.ndarray, hand: C.Cards, careless: float) -> np.ndarray:
    """What the opponent is expected to bid over his candidate ``totals``: his equilibrium strategy,
    or a careless bid of his ``hand``, in the proportion of the reading ``careless``."""
    return careless * careless_spread(totals, hand) + (1.0 - careless) * equilibrium


def best_response(worth: np.ndarray, equilibrium: np.ndarray, careless: float) -> np.ndarray:
    """The bot's mixed strategy over its totals: ``worth[i]`` is its expected utility when it bids
    its total ``i`` against the opponent's expected strategy (``utilities @ expected_bids(...)``),
    ``equilibrium`` its own equilibrium strategy, ``careless`` its reading of the opponent.

    The bot keeps its equilibrium but for the totals its reading says lose: those whose shortfall
    from the best, times the reading, exceeds ``NEAR_BEST``. A sensible reading (near 0) keeps the
    whole equilibrium, whose totals fall short only by the solver's inexactness; a careless one
    (near 1) keeps only the near-best totals. A small share (``OUTSIDE_EQUILIBRIUM``) goes evenly to
    the near-best totals, so that one the equilibrium never plays is still bid now and then."""
    shortfall = worth.max() - worth
    near = shortfall <= NEAR_BEST
    kept = np.where(careless * shortfall <= NEAR_BEST, equilibrium, 0.0)
    spread = near / near.sum()
    if kept.sum() <= 0.0:
        return spread
    return (1.0 - OUTSIDE_EQUILIBRIUM) * kept / kept.sum() + OUTSIDE_EQUILIBRIUM * spread
