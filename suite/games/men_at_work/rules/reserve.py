"""The reserve (M6): the pieces of the box that are not on the site.

It is computed, not stored: every piece placed leaves it, every piece cleaned up or taken back returns
to it, so counting the site tells it exactly and a save cannot hold a reserve that disagrees with its site.
"""

from __future__ import annotations

from collections import Counter

from suite.games.men_at_work.constants import BEAMS, BRICKS, GIRDERS_PER_COLOUR, SUPPORTS, WORKERS
from suite.games.men_at_work.site.pieces import Colour, Kind, Snapshot

IN_THE_BOX = {Kind.SUPPORT: SUPPORTS, Kind.WORKER: WORKERS, Kind.BRICK: BRICKS, Kind.BEAM: BEAMS}


def left(site: Snapshot, kind: Kind) -> int:
    """How many pieces of ``kind`` the reserve holds (girders of every colour together)."""
    on_site = sum(1 for piece in site.pieces if piece.kind is kind)
    total = GIRDERS_PER_COLOUR * len(Colour) if kind is Kind.GIRDER else IN_THE_BOX[kind]
    return total - on_site


def girders_left(site: Snapshot) -> Counter[Colour]:
    """The reserve's girders by colour."""
    on_site = Counter(piece.colour for piece in site.pieces if piece.kind is Kind.GIRDER)
    return Counter({colour: GIRDERS_PER_COLOUR - on_site[colour] for colour in Colour})


def exhausted(site: Snapshot) -> bool:
    """G3: the construction stops (M17) when the reserve has no girder or no worker left, the two pieces
    that every card asks for."""
    return left(site, Kind.GIRDER) == 0 or left(site, Kind.WORKER) == 0
