"""What a transition did, for the table to animate and the log to put into words.

The rules never format text; these records carry the facts (players, levels, cards). They are
values, like the state, and unfrozen for the same reason: a transition builds several.

A transition writes its events down as notes (``Note``), and the records are built only when
someone reads them (``BuroState.events``): a duel writes five, an attrs record costs as much to
build as a dozen sums, and random play and bot searches never read one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs

from suite.games.buro_crazy.rules.cards import Cards


@attrs.define
class FiguresPlaced:
    spaces: tuple[int, ...]


@attrs.define
class KitchenLaidOut:
    """The kitchen set for ``level``; ``from_roof`` is what the roof had to add (B15)."""

    level: int
    cards: Cards
    from_roof: Cards


@attrs.define
class BidCommitted:
    """A duellist has chosen; the cards stay hidden until both have (B6)."""

    player: int


@attrs.define
class BidsRevealed:
    level: int
    office: int
    left: int
    right: int
    left_bid: Cards
    right_bid: Cards


@attrs.define
class DuelWon:
    level: int
    office: int
    winner: int
    loser: int
    by_lot: bool = False


@attrs.define
class CardsToRoof:
    """``reason``: ``"win"``, ``"tie"``, ``"bye"`` or ``"final"`` (the final's loser, B14)."""

    player: int
    cards: Cards
    reason: str


@attrs.define
class KitchenPaid:
    """The loser's payout: ``owed`` is the difference of the bids, ``cards`` what the kitchen gave."""

    player: int
    owed: int
    cards: Cards


@attrs.define
class FigureMoved:
    """A figure of ``player`` climbs from ``space`` of ``level`` to ``to_space`` of ``level + 1``."""

    player: int
    level: int
    space: int
    to_space: int


@attrs.define
class Tie:
    """Equal bids of ``total``: each duellist puts ``half`` on the roof and the duel is fought again (B9)."""

    total: int
    half: int


@attrs.define
class ZeroBids:
    """0 against 0, the ``times``-th in a row (B10)."""

    times: int


@attrs.define
class Bye:
    """The figure without an opponent climbs and its owner pays ``cards`` to the roof (B11)."""

    player: int


@attrs.define
class Walkover:
    """Two figures of one colour meet: one climbs, no cards move (B13)."""

    player: int
    level: int
    office: int


@attrs.define
class PilesDealt:
    piles: tuple[Cards, ...]
    box: Cards


@attrs.define
class PilesReceived:
    player: int
    piles: tuple[int, ...]
    points: int


Event = (
    FiguresPlaced
    | KitchenLaidOut
    | BidCommitted
    | BidsRevealed
    | DuelWon
    | CardsToRoof
    | KitchenPaid
    | FigureMoved
    | Tie
    | ZeroBids
    | Bye
    | Walkover
    | PilesDealt
    | PilesReceived
)


Note = tuple[Any, ...]
"""An event as a transition writes it down: its record class, then the record's fields in order."""


def records(notes: Iterable[Note]) -> tuple[Event, ...]:
    """The event records that ``notes`` stand for."""
    return tuple(note[0](*note[1:]) for note in notes)


def noted(events: Iterable[Event]) -> tuple[Note, ...]:
    """The notes of ``events``: what ``records`` turns back into equal records."""
    return tuple((type(e), *attrs.astuple(e, recurse=False)) for e in events)
