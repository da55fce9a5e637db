"""Reading the table: how carelessly each player has bid so far, from the bids he has shown.

The hard bot solves each duel as if both duellists played well. People do not all play like
that, and a player who throws a random handful of cards at every duel is beaten by bidding
against what he does, not against what he ought to do. The table's memory (``BuroState.shown``,
public by B20) says how each player has bid; this module weighs it.

Two kinds of bidder are told apart, by Bayes' rule over their shown bids:

- a *careless* one bids any total his hand can make, each as likely (what ``random`` does, and
  what wild play looks like from across the table);
- a *sensible* one bids little, seldom more than a duel is worth: his total follows a falling
  exponential (``SENSIBLE_SCALE``) up to his rival's whole hand and a card more (``OVERSHOOT``),
  since more can win nothing more; a small part of his bids (``SENSIBLE_SLIP``) may be anything,
  so that one odd bid does not brand a careful player for the rest of the game.

Each shown bid multiplies the odds of carelessness by how much likelier it is under the careless
model; the prior (``CARELESS_PRIOR``) favours sensible play, so a player of whom little has been
seen is read as the bots' equilibrium expects. A bid from an empty hand, or from a hand so small
that both kinds of bidder spread over the same few totals, changes the odds little or not at all.
In games between the bots (issue 18) the reading of a ``random`` player ends a game near 0.8 on
average (above one half in nine games out of ten), that of ``normal`` and ``hard`` players near 0
(below one half in every game: a hard bot that answers a random rival's wild bids with bids of
40 or 50 may end near 0.5), and the noisy ``easy`` bot's near 0.3.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from suite.games.buro_crazy.constants import VALUES
from suite.games.buro_crazy.rules.state import ShownBid

CARELESS_PRIOR = 0.2
"""The chance that a player bids carelessly before any of his bids has been seen: one in five, so
that a careless player is read after two or three wild bids, while two sensible bids bring a careful
one down to a few percent. Against three ``random`` bots the hard bot won 92% of 100 games with a
prior of 0.1 and 95% with 0.2; against three ``normal`` bots 49% either way."""

SENSIBLE_SCALE = 15.0
"""The points over which a sensible bid's likelihood falls by a factor e: most duels between
careful players are decided below 20 (docs/bots-buro-crazy.md, the calibration)."""

OVERSHOOT = max(VALUES)
"""How far past his rival's whole hand a sensible bid may go: a bid made of whole cards may need
one card more than the rival can match (a lone 20 against a rival holding 3)."""

SENSIBLE_SLIP = 0.05
"""The part of a sensible player's bids that may be any total: it caps the evidence of one bid at a
factor of 20."""


def careless_odds(bid: ShownBid) -> float:
    """How many times likelier ``bid`` is from a careless bidder than from a sensible one."""
    hand = max(bid.hand, 0)
    careless = 1.0 / (hand + 1)
    cap = max(min(hand, bid.rival_hand + OVERSHOOT), 0)
    sensible = SENSIBLE_SLIP * careless
    if bid.total <= cap:
        falling = math.exp(-1.0 / SENSIBLE_SCALE)
        norm = (1.0 - falling ** (cap + 1)) / (1.0 - falling)
        sensible += (1.0 - SENSIBLE_SLIP) * falling**bid.total / norm
    return careless / sensible


def carelessness(shown: Sequence[ShownBid], player: int) -> float:
    """The chance that ``player`` bids carelessly, given every bid of his the table has seen."""
    log_odds = math.log(CARELESS_PRIOR / (1.0 - CARELESS_PRIOR))
    for bid in shown:
        if bid.player == player:
            log_odds += math.log(careless_odds(bid))
    return 1.0 / (1.0 + math.exp(-log_odds))
