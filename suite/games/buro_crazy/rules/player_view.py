"""What one player may know of a state, and a full state drawn back from it (B20).

Everything in Buro Crazy is public but a first bid not yet revealed: the second bidder's view hides
it (``pending_hidden``), and a bot fills it in with a guess before it searches.
"""

from __future__ import annotations

import attrs

from suite.core.rng import Rng
from suite.games.buro_crazy.rules.actions import BidMenu
from suite.games.buro_crazy.rules.state import SCHEDULE, BuroState


def view(s: BuroState, player: int | None) -> BuroState:
    """``s`` as ``player`` (None: a spectator) sees it: without a first bid that is not his own."""
    if s.pending is None:
        return s
    level, office = SCHEDULE[s.duel]
    if player == s.board[level][2 * office]:
        return s
    return attrs.evolve(s, pending=None, pending_hidden=True)


def determinize(v: BuroState, rng: Rng) -> BuroState:
    """Fills a hidden first bid with one drawn uniformly among the totals its bidder can form."""
    if not v.pending_hidden:
        return v
    level, office = SCHEDULE[v.duel]
    menu = BidMenu(v.hands[v.board[level][2 * office]])
    return attrs.evolve(v, pending=menu[rng.randrange(len(menu))].cards, pending_hidden=False)
