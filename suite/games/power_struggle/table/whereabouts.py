"""Where the department or board member an event is about stands once its whole move is done.

A move's events are told one line at a time over the board of the frame, which already shows the
move's end. An event names an office as it was when it happened: a department hired into office 3
stands in office 2 once a closure above it made the rows move up later in the same move, and the
ring of its line was drawn around office 3. These functions follow an office or a seat through the
events after it. No Qt: plain arithmetic over the rules' events.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from suite.games.power_struggle.rules import events as E


@attrs.frozen
class Whereabouts:
    """An office now (``division``, ``row``); with ``gone``, the office its department left the
    board from (closed, or merged into another)."""

    division: int
    row: int
    gone: bool = False


def office_now(later: Sequence[Any], division: int, row: int) -> Whereabouts:
    """Where the department in office (``division``, ``row``) stands after the events ``later``."""
    for index, e in enumerate(later):
        if isinstance(e, E.DepartmentClosed) and (e.division, e.row) == (division, row):
            return Whereabouts(division, row, gone=True)
        if isinstance(e, E.DepartmentMoved) and (e.division, e.row) == (division, row):
            division, row = e.to_division, e.to_row
        elif isinstance(e, E.RowsMovedUp) and e.division == division and e.row < row:
            row -= 1
        elif (isinstance(e, E.RowsMovedUp) and (e.division, e.row) == (division, row)
              and not _moved_on(later[index + 1 :], division, row)):  # fmt: skip
            return Whereabouts(division, row, gone=True)  # merged into another: the rows closed up
    return Whereabouts(division, row)


def _moved_on(later: Sequence[Any], division: int, row: int) -> bool:
    """Whether the department that left office (``division``, ``row``), making the rows below move
    up, is the one moved in the event that follows (a move vacates the office first)."""
    following = later[0] if later else None
    return isinstance(following, E.DepartmentMoved) and (following.division, following.row) == (division, row)


def seat_now(later: Sequence[Any], seat: int) -> int | None:
    """The board seat of the member in ``seat`` after the events ``later``: members move left when
    the leftmost leaves or one becomes Chairman. None once he has left the board."""
    for e in later:
        if isinstance(e, E.LeftBoard):
            seat -= 1
        elif isinstance(e, E.ChairmanElected) and 0 <= e.seat <= seat:
            seat = -1 if e.seat == seat else seat - 1
        if seat < 0:
            return None
    return seat
