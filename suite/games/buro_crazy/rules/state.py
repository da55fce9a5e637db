"""The state of a Buro Crazy game: who holds which cards, where the figures stand, which duel is next."""

from __future__ import annotations

import attrs

from suite.core.game import CHANCE, Chance
from suite.games.buro_crazy.constants import LEVELS, STEPS_SPACES, ZERO_BIDS_BEFORE_LOT
from suite.games.buro_crazy.rules.cards import Cards
from suite.games.buro_crazy.rules.events import Event, Note, records

EMPTY = -1
"""A board space without a figure."""


def _player_count(instance: object, attribute: attrs.Attribute[int], players: int) -> None:
    if not 3 <= players <= 5:
        raise ValueError(f"Buro Crazy is played by 3 to 5 players, not {players}")


@attrs.frozen
class Options:
    players: int = attrs.field(default=4, validator=_player_count)


def _schedule() -> tuple[tuple[int, int], ...]:
    """The duels in order (B12): the steps left to right, the ground floor right to left, the
    first floor left to right, then the final. Each duel is ``(level, office)``; office ``k`` of a
    level holds its spaces ``2k`` and ``2k+1``, and its winner climbs to space ``k`` one level up."""
    return (
        tuple((0, k) for k in range(8))
        + tuple((1, k) for k in (3, 2, 1, 0))
        + ((2, 0), (2, 1))
        + ((3, 0),)
    )


SCHEDULE: tuple[tuple[int, int], ...] = _schedule()
FINAL_LEVEL = 3
BOSS_LEVEL = 4


def empty_board() -> tuple[tuple[int, ...], ...]:
    return tuple((EMPTY,) * (STEPS_SPACES >> level) for level in range(LEVELS))


@attrs.define
class ShownBid:
    """A bid the table has seen (B20: both bids of a duel are shown once both are chosen): whose it
    was, in which duel (an index into ``SCHEDULE``), its total, and the points of his hand and of his
    rival's hand just before it. Hands are public, so these are what anyone at the table can note
    down; the bots read them to judge how each player bids. Unfrozen like the state, for speed."""

    player: int
    duel: int
    total: int
    hand: int
    rival_hand: int


def _to_move(s: BuroState) -> int | Chance | None:
    """Chance before the figures are placed, after the final until the piles are dealt, while a
    kitchen waits for roof cards (B15) and after three 0 against 0 (B10); otherwise the duellist
    whose bid is due: the left one first, the right one once the left has chosen (B6); None once
    the game is over."""
    duel = s.duel
    if duel < 0:
        return CHANCE
    if duel >= len(SCHEDULE):
        return None if s.piles else CHANCE
    if s.kitchen_short or s.zero_bids >= ZERO_BIDS_BEFORE_LOT:
        return CHANCE
    level, office = SCHEDULE[duel]
    return s.board[level][2 * office + (s.pending is not None or s.pending_hidden)]


@attrs.define
class BuroState:
    """A value: ``apply`` builds a new one and nothing ever assigns to a field. The class is not
    frozen only because a frozen attrs class sets each field through ``object.__setattr__``, which
    makes its constructor three times slower, and random play and bot search build some thirty
    states a game.

    ``duel`` is -1 before the figures are placed and ``len(SCHEDULE)`` once the final is over.
    ``pending`` is the first bid of the current duel; in a view that may not see it, it is None and
    ``pending_hidden`` is set. ``kitchen_short`` is what a kitchen reset still misses after the
    supply, to be drawn from the roof (B15). ``notes`` are what the last transition did, written
    down cheaply (``events.Note``); ``events`` are the records they stand for. ``shown`` is the
    table's memory: every bid shown so far this game, in order, two per duel fought with bids (a
    tie's bids too); a first bid joins it only when it is revealed, so no view holds a hidden one.
    A save from before rules version 3 has none and loads with an empty record.

    ``to_move`` is not part of the value (nor of a save): it is what the fields imply, worked out
    once when the state is built, because every step of play asks it three times (the caller,
    ``legal_actions`` and ``apply``) and the rules keep no memory of their own."""

    players: int
    hands: tuple[Cards, ...]
    kitchen: Cards
    supply: Cards
    roof: Cards
    box: Cards
    board: tuple[tuple[int, ...], ...]
    duel: int = -1
    kitchen_level: int = 0
    kitchen_short: int = 0
    pending: Cards | None = None
    pending_hidden: bool = False
    zero_bids: int = 0
    piles: tuple[Cards, ...] = ()
    notes: tuple[Note, ...] = ()
    shown: tuple[ShownBid, ...] = ()
    to_move: int | Chance | None = attrs.field(
        init=False, eq=False, repr=False, default=attrs.Factory(_to_move, takes_self=True)
    )

    @property
    def events(self) -> tuple[Event, ...]:
        """What the last transition did, in order (built afresh at each read: read it once)."""
        return records(self.notes)

    @property
    def committed(self) -> bool:
        """Whether the first duellist has chosen his bid (whether or not this state shows it)."""
        return self.pending is not None or self.pending_hidden

    def current_duel(self) -> tuple[int, int] | None:
        return SCHEDULE[self.duel] if 0 <= self.duel < len(SCHEDULE) else None

    def duellists(self) -> tuple[int, int] | None:
        """The owners of the left and right figure of the current duel."""
        duel = self.current_duel()
        if duel is None:
            return None
        level, office = duel
        return self.board[level][2 * office], self.board[level][2 * office + 1]
