"""The Power Struggle table (Qt): the painted company, the players' areas, the action bar, the
deck ordering, the end screen, and the art the launcher and the rules page show. Imported lazily
by the shell only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from suite.core.game import GameModule
    from suite.core.match import Seat
    from suite.games.power_struggle.table.table import PowerTable


def create_table(module: GameModule, seats: Sequence[Seat], parent: QWidget | None = None) -> PowerTable:
    """The table for a match of Power Struggle with these seats."""
    from suite.games.power_struggle.table.table import PowerTable

    return PowerTable(module, seats, parent)


def cover_art(width: int, height: int) -> QPixmap:
    """The launcher's picture, painted without loading the rules."""
    from suite.games.power_struggle.table.art import cover_art as paint

    return paint(width, height)


def board_picture(width: int, height: int) -> QPixmap:
    """The rules page's picture of the board in mid-game."""
    from suite.games.power_struggle.table.picture import board_picture as paint

    return paint(width, height)


def key_help() -> list[tuple[str, str]]:
    """The table's keys and what they do, for the keyboard shortcuts dialog."""
    from suite.games.power_struggle.table.table import key_help as table_keys

    return table_keys()


__all__ = ["board_picture", "cover_art", "create_table", "key_help"]
