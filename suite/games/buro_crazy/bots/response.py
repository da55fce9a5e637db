"""The hard bot's answer to the opponent it reads: the best bid against what he is expected to do.

The solved duel (``bots.duel``, ``bots.search``) gives both duellists' equilibrium strategies: what
each should bid if the other plays well. That is one forecast of a sensible opponent; another is the
rule of thumb (``bots.heuristic``): he bids about what climbing is worth to him, which the table
shows anyone, without a thought for his rival. The bot expects each half the time (``WORTH_SHARE``).
Against an opponent read as careless (``bots.reading``) both are wrong: he bids any total of his
hand. So the opponent's expected bid is the mixture, weighed by the reading, and the bot takes the
total whose utility against that mixture is highest. Playing one fixed total would let a person
read the bot, so it mixes over the totals of its equilibrium strategy that its expectation does not
say lose (plus a little for near-best totals the equilibrium leaves out): the further the forecast
departs from the equilibrium, the fewer of its totals stay.

Against three `easy` bots, which bid by the rule of thumb, the hard bot won 64.0% of 200 games
forecasting a sensible opponent by the equilibrium alone and 71.5% with half the rule of thumb;
against three `normal` bots, which play the equilibrium, 43.8% and 50.5% (docs/bots-buro-crazy.md).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from suite.games.buro_crazy.rules import cards as C

NEAR_BEST = 0.006
"""How far below the best expected utility a total may be and still be bid: 0.6% of win chance, or
twelve points of expected score for a player whose chance no longer moves. Regret matching's
equilibrium is not exact: against the opponent's equilibrium, the totals it plays (5% or more) fall
short of the best by 0.0001 in the median position and by 0.002 in nine positions out of ten, so
against a sensible opponent nearly all of them stay near-best."""

WORTH_SHARE = 0.5
"""The part of a sensible opponent's bids forecast by the rule of thumb rather than the equilibrium:
nothing in a few shown bids tells the two apart, so each is given half."""

SHOWN_HALF = 4.0
"""The number of shown bids after which what a sensible opponent has shown weighs as much as the rest of his
forecast. Two people at a table bid 4 to 25 all game (a few percent of their hands), and the forecast of the
equilibrium and the rule of thumb, 21 to 69 most of the time, had the hard bot bid 1 to 7 in its last duel on the
steps with 179 points in hand: it lost all five and could not win (B18)."""

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


def thumb_spread(totals: tuple[int, ...], bids: np.ndarray) -> np.ndarray:
    """The rule of thumb's ``bids`` (``heuristic.thumb_bids``, each as likely) over the opponent's
    candidate ``totals``, each rounded up to the next candidate, as a careless bid is."""
    candidates = np.asarray(totals)
    index = np.minimum(np.searchsorted(candidates, bids, side="left"), len(candidates) - 1)
    counts = np.bincount(index, minlength=len(candidates)).astype(float)
    return counts / counts.sum()


def shown_weight(count: int) -> float:
    """The part of a sensible opponent's forecast given to what he has shown, after ``count`` shown bids."""
    return count / (count + SHOWN_HALF)


def shown_spread(totals: tuple[int, ...], hand: int, shares: Sequence[float]) -> np.ndarray:
    """The opponent's shown bids, each as the same share of his ``hand`` now, over his candidate ``totals`` (each
    rounded up to the next candidate, as the rule of thumb's are)."""
    return thumb_spread(totals, np.array([round(share * hand) for share in shares]))


def sensible_bids(
    equilibrium: np.ndarray, thumb: np.ndarray, shown: np.ndarray | None = None, weight: float = 0.0
) -> np.ndarray:
    """What a sensible opponent is expected to bid: his ``equilibrium`` strategy and the rule of
    ``thumb``'s spread, in the proportion ``WORTH_SHARE``; and what he has ``shown`` (``shown_spread``), in the
    proportion ``weight`` (``shown_weight``)."""
    forecast = (1.0 - WORTH_SHARE) * equilibrium + WORTH_SHARE * thumb
    return forecast if shown is None else (1.0 - weight) * forecast + weight * shown


def departure(careless: float, weight: float = 0.0) -> float:
    """How far the forecast of an opponent read ``careless`` departs from his equilibrium: all his
    careless part, and of the rest the rule of thumb's share and what he has shown (its ``weight``)."""
    return careless + (1.0 - careless) * (WORTH_SHARE * (1.0 - weight) + weight)


def expected_bids(totals: tuple[int, ...], sensible: np.ndarray, hand: C.Cards, careless: float) -> np.ndarray:
    """What the opponent is expected to bid over his candidate ``totals``: a ``sensible`` strategy
    (``sensible_bids``), or a careless bid of his ``hand``, in the proportion of the reading ``careless``."""
    return careless * careless_spread(totals, hand) + (1.0 - careless) * sensible


def best_response(worth: np.ndarray, equilibrium: np.ndarray, departs: float) -> np.ndarray:
    """The bot's mixed strategy over its totals: ``worth[i]`` is its expected utility when it bids
    its total ``i`` against the opponent's expected strategy (``utilities @ expected_bids(...)``),
    ``equilibrium`` its own equilibrium strategy, ``departs`` how far that expectation departs from
    the opponent's equilibrium (``departure``).

    The bot keeps its equilibrium but for the totals the expectation says lose: those whose shortfall
    from the best, times ``departs``, exceeds ``NEAR_BEST``. An opponent expected to play his
    equilibrium (``departs`` near 0) leaves the whole equilibrium, whose totals fall short only by
    the solver's inexactness; one expected to bid otherwise (near 1) leaves only the near-best totals.
    A small share (``OUTSIDE_EQUILIBRIUM``) goes evenly to the near-best totals, so that one the
    equilibrium never plays is still bid now and then."""
    shortfall = worth.max() - worth
    near = shortfall <= NEAR_BEST
    kept = np.where(departs * shortfall <= NEAR_BEST, equilibrium, 0.0)
    spread = near / near.sum()
    if kept.sum() <= 0.0:
        return spread
    return (1.0 - OUTSIDE_EQUILIBRIUM) * kept / kept.sum() + OUTSIDE_EQUILIBRIUM * spread
