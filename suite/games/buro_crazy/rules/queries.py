"""Questions about positions that the bots and the table ask the rules instead of working out
themselves: whose bid is due, where a figure climbs, which duels need no bids, whether a
transition leads from one view to another.

Who is to move is the state's own ``to_move``, and the engine halves a tie with ``tie_half``; the
rest is checked: ``tests/games/buro_crazy/rules/test_queries.py`` plays hundreds of seeded games
and compares every answer with what the engine did, so a bot's model or a table's animation cannot
drift from the game it plays or shows. Everything here is pure and keeps no memory but caches
keyed by value.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, TypeVar

import attrs

from suite.core.game import CHANCE
from suite.games.buro_crazy.constants import FIGURES_PER_PLAYER
from suite.games.buro_crazy.rules import cards as C
from suite.games.buro_crazy.rules import events as E
from suite.games.buro_crazy.rules.state import BOSS_LEVEL, EMPTY, SCHEDULE, BuroState

Board = tuple[tuple[int, ...], ...]
Points = TypeVar("Points")
"""A number of points, or a numpy column of them (the bots weigh many money situations at once)."""


def bidder(s: BuroState) -> tuple[int, int]:
    """The player whose bid the current duel waits for, and his side (0 left, 1 right); only
    meaningful when ``to_move`` is that player."""
    level, office = SCHEDULE[s.duel]
    side = 1 if s.committed else 0
    return s.board[level][2 * office + side], side


class Turn(enum.Enum):
    """What a seat has to do with the current duel."""

    NONE = "none"
    MUST_BID = "must bid"
    HAS_BID = "has bid"
    WAITS = "waits"


def turn(s: BuroState, player: int) -> Turn:
    """What ``player`` has to do with the current duel: nothing (not a duellist), bid now, wait
    for the other bid after his own, or wait for the other duellist or for chance."""
    duellists = s.duellists()
    if duellists is None or player not in duellists:
        return Turn.NONE
    mover = s.to_move
    if mover == player:
        return Turn.MUST_BID
    if mover is not CHANCE and player == duellists[0] and s.committed:
        return Turn.HAS_BID
    return Turn.WAITS


def figure_in_play(s: BuroState, level: int, space: int) -> bool:
    """A figure is out once the duel of its office has been fought and it is still standing there
    (the winner has climbed away); the boss is never out."""
    if level == BOSS_LEVEL:
        return True
    return SCHEDULE.index((level, space // 2)) >= s.duel


def winning_figures(s: BuroState, player: int) -> tuple[bool, ...]:
    """``player``'s figures, highest first, each True while he can still win with it (B18): a
    figure in the building keeps him eligible even once beaten there, and a figure on the steps
    may still enter it until its duel has been fought. Before the figures are placed, all of his
    figures wait for the steps. ``any`` of it at the end of a game is ``scoring.eligible``."""
    if s.duel < 0:
        return (True,) * FIGURES_PER_PLAYER[s.players]
    figures = [
        (level, level > 0 or figure_in_play(s, level, space))
        for level, row in enumerate(s.board)
        for space, owner in enumerate(row)
        if owner == player
    ]
    return tuple(alive for _, alive in sorted(figures, reverse=True))


def in_building(s: BuroState, player: int) -> int:
    """How many of ``player``'s figures stand in the building (the ground floor or higher), beaten there or not:
    one is enough to win (B18)."""
    return sum(owner == player for row in s.board[1:] for owner in row)


def climbed(board: Board, level: int, office: int, side: int) -> Board:
    """The board after the figure on ``side`` (0 left, 1 right) of office ``office`` of ``level``
    climbs to space ``office`` one level up (B7)."""
    rows = list(board)
    row = list(rows[level])
    space = 2 * office + side
    up = list(rows[level + 1])
    up[office], row[space] = row[space], EMPTY
    rows[level], rows[level + 1] = tuple(row), tuple(up)
    return tuple(rows)


@attrs.frozen
class Unopposed:
    """A duel settled without bids: the figure on ``side`` climbs; ``bye`` when the other space is
    empty (its owner pays, B11), else a walkover between two figures of one owner (B13)."""

    side: int
    bye: bool


_BYE_LEFT = Unopposed(side=0, bye=True)
_BYE_RIGHT = Unopposed(side=1, bye=True)
_WALKOVER = Unopposed(side=0, bye=False)


def unopposed(board: Board, level: int, office: int) -> Unopposed | None:
    """How the duel of ``office`` on ``level`` settles without bids, or None if it needs them."""
    left, right = board[level][2 * office], board[level][2 * office + 1]
    if left == EMPTY:
        return _BYE_RIGHT
    if right == EMPTY:
        return _BYE_LEFT
    return _WALKOVER if left == right else None


@attrs.frozen
class Settled:
    """Where the duels that need no bids lead, from some duel on: the ``board`` and ``duel`` of
    the next duel that needs bids (``len(SCHEDULE)`` when none is left), the owners who paid a
    bye, in order (B11), and the highest ``floor`` among the duels looked at, whose kitchen is
    laid out by then (B4; -1 when none was)."""

    board: Board
    duel: int
    byes: tuple[int, ...]
    floor: int


@lru_cache(maxsize=1 << 12)
def settled(board: Board, duel: int) -> Settled:
    """The duels from ``duel`` on that need no bids, played as the rules play them: byes and
    walkovers until a duel needs bids. A kitchen the supply cannot fill stops the engine at its
    floor until chance completes it (B15); this answer reads on past it. Cached: bot searches ask
    about the same few boards again and again."""
    byes: list[int] = []
    floor = -1
    while duel < len(SCHEDULE):
        level, office = SCHEDULE[duel]
        floor = level
        settles = unopposed(board, level, office)
        if settles is None:
            break
        if settles.bye:
            byes.append(board[level][2 * office + settles.side])
        board = climbed(board, level, office, settles.side)
        duel += 1
    return Settled(board=board, duel=duel, byes=tuple(byes), floor=floor)


def tie_half(total: Points) -> Points:
    """What each duellist owes the roof after a tie of ``total`` points: half, rounded up (B9).
    Integer arithmetic, so that a numpy column of whole points gets the same answer."""
    return (total + 1) // 2


def follows(old: BuroState, new: BuroState, events: Sequence[Any]) -> bool:
    """Whether ``events`` lead from ``old`` to ``new``: only then is there a move to animate. An
    undo, a loaded game or another seat's view shows the new position at once."""
    if not events or old.players != new.players or new.duel < old.duel:
        return False
    first = events[0]
    if isinstance(first, E.PilesDealt):
        return not old.piles and bool(new.piles)
    gained = sum(C.value(e.cards) for e in events if isinstance(e, E.CardsToRoof))
    lent = sum(C.value(e.from_roof) for e in events if isinstance(e, E.KitchenLaidOut))
    if C.value(old.roof) + gained - lent != C.value(new.roof):
        return False
    if isinstance(first, E.BidCommitted):
        return old.duel == new.duel and not old.committed and new.committed
    if isinstance(first, E.BidsRevealed | E.DuelWon):
        return old.current_duel() == (first.level, first.office)
    if isinstance(first, E.KitchenLaidOut):
        return old.kitchen_short > 0
    return False
