"""Why the hard bot bids what it bids, in one line for the person who asked for a hint.

The hard bot solves the duel as a game between both duellists (``bots.duel``): besides its own
mixed strategy it finds the opponent's, which is what it expects the opponent to bid. Put beside
the total it chose, that says what it is playing for: to win the duel, to let it go cheaply and
take the kitchen's difference, to keep its cards for its other figures' duels, to risk little in
a final whose loser pays too, or a close call. The line is built from those numbers alone, so it
never claims more than the bot worked out.
"""

from __future__ import annotations

import attrs
import numpy as np

from suite.core.game import Why
from suite.core.i18n import N_
from suite.games.buro_crazy.rules.queries import bidder, figure_in_play
from suite.games.buro_crazy.rules.state import BOSS_LEVEL, FINAL_LEVEL, SCHEDULE, BuroState

SURE = 0.5
"""From this chance of winning the duel on, the bid plays to win it."""

HOPELESS = 0.25
"""Below this chance of winning the duel, the bid gives the duel up (cheaply, or for later)."""


@attrs.frozen
class SolvedDuel:
    """What the bot worked out for the duel being decided: the totals each side considers, left
    first, and the mixed strategy of each side over them; ``side`` is the bidder's (0 left).
    ``careless`` is how carelessly the bot reads its opponent to bid (``bots.reading``; 0 for a
    bot that does not read the table): the opponent's strategy is then what it expects of him.
    A bot that answers that expectation (``bots.response``) also keeps ``worth``, its expected
    utility of each of its totals against it, and ``equilibrium``, its own equilibrium strategy,
    what it would bid against a sensible opponent."""

    side: int
    totals: tuple[tuple[int, ...], tuple[int, ...]]
    strategies: tuple[np.ndarray, np.ndarray]
    careless: float = 0.0
    worth: np.ndarray | None = None
    equilibrium: np.ndarray | None = None


WIN = N_("Half the time the opponent bids %1 or less; this bid wins the duel %2% of the time.")
CLOSE = N_("Half the time the opponent bids %1 or less. This bid wins %2% of the time and ties %3%: a gamble worth "
           "its cost.")
WIN_NOTHING = N_("Half the time the opponent bids nothing; this bid wins the duel %1% of the time.")
STANDOFF = N_("The opponent most likely bids nothing either: neither duellist wants to pay for this duel yet.")
FINAL = N_(
    "Half the time the opponent bids %1 or more; in the final the losing bid is paid too, so this bid risks little."
)
LATER = N_("Half the time the opponent bids %1 or more; the cards are better kept for the duels of the other figures.")
CHEAP = N_(
    "Half the time the opponent bids %1 or more; outbidding that is not worth it, and the kitchen pays the loser the"
    " difference."
)
"""The reasons, one per thing the bid can play for (``%1`` the opponent's median total, ``%2`` and ``%3`` chances in
percent; ``WIN_NOTHING`` where he bids nothing half the time: "bids 0 or less" read as if a bid could be below
nothing; a bid that may lose said it "still wins", which a tester could not read: still, against what?). A bid
given up names the total he reaches half the time: his likeliest one, a peak of his mixed
strategy, read "most likely bids 50" from a player who bid 5, and "a close call" stood beside a 30% chance."""

WILD = 0.5
"""From this reading of the opponent's carelessness on (``bots.reading``), the reason says that he
has bid wildly: his likeliest total then means little, as any total of his hand may come."""

WILD_WIN = N_(
    "The opponent has bid wildly so far and may bid anything up to %1: this bid wins the duel %2% of the time."
)
WILD_CLOSE = N_(
    "The opponent has bid wildly so far and may bid anything up to %1: this bid wins %2% of the time and ties %3%."
)
WILD_LET_GO = N_(
    "The opponent has bid wildly so far and may bid anything up to %1: let them overpay; this bid wins %2% of the time."
)
"""The reasons against an opponent read as careless (``%1`` his whole hand, ``%2`` and ``%3`` chances
in percent)."""


def why(view: BuroState, duel: SolvedDuel, chosen: int) -> Why:
    """The reason for bidding ``duel.totals[duel.side][chosen]``, from the opponent's strategy: how often the
    chosen total beats his or ties it; a bid played to win says the total he stays at or under half the time
    (his likeliest total beside a bid of 17 read "most likely bids 60; this bid wins 53%", when his other
    totals were all lower), a bid given up the total he reaches or passes half the time (the same median)."""
    mine = duel.totals[duel.side][chosen]
    theirs = np.asarray(duel.totals[1 - duel.side])
    expected = duel.strategies[1 - duel.side]
    likeliest = int(theirs[int(np.argmax(expected))])
    wins = float(expected[theirs < mine].sum())
    ties = float(expected[theirs == mine].sum())
    if duel.careless >= WILD:
        return _wild(duel, wins, ties)
    half = int(theirs[int(np.searchsorted(np.cumsum(expected), 0.5 * expected.sum()))])
    if wins >= SURE:
        return Why(WIN, (half, _percent(wins))) if half else Why(WIN_NOTHING, (_percent(wins),))
    if wins >= HOPELESS:
        return Why(CLOSE, (half, _percent(wins), _percent(ties)))  # he bids more than nothing half the time
    if mine == 0 and likeliest == 0:
        return Why(STANDOFF)
    if SCHEDULE[view.duel][0] == FINAL_LEVEL:
        return Why(FINAL, (half,))
    if _other_duels_ahead(view):
        return Why(LATER, (half,))
    return Why(CHEAP, (half,))


def _wild(duel: SolvedDuel, wins: float, ties: float) -> Why:
    """The reason against an opponent read as careless: what his hand allows, and the chances."""
    hand = duel.totals[1 - duel.side][-1]
    if wins >= SURE:
        return Why(WILD_WIN, (hand, _percent(wins)))
    if wins >= HOPELESS:
        return Why(WILD_CLOSE, (hand, _percent(wins), _percent(ties)))
    return Why(WILD_LET_GO, (hand, _percent(wins)))


def _percent(chance: float) -> int:
    return round(100 * chance)


def _other_duels_ahead(view: BuroState) -> bool:
    """Whether the bidder has another figure whose duel is still to come."""
    player, side = bidder(view)
    level, office = SCHEDULE[view.duel]
    return any(
        owner == player
        and (lvl, space) != (level, 2 * office + side)
        and lvl < BOSS_LEVEL
        and figure_in_play(view, lvl, space)
        for lvl, row in enumerate(view.board)
        for space, owner in enumerate(row)
    )
