"""The Men at Work table (Qt): the building site drawn from the live physics world, the hand that builds it,
the instruction cards, the reserve and the players, the end of the game, and the art the launcher and the
rules page show. Imported lazily by the shell only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from suite.core.game import GameModule
    from suite.core.match import Seat
    from suite.games.men_at_work.table.table import MenAtWorkTable


def create_table(module: GameModule, seats: Sequence[Seat], parent: QWidget | None = None) -> MenAtWorkTable:
    """The table for a match of Men at Work with these seats."""
    from suite.games.men_at_work.table.table import MenAtWorkTable

    return MenAtWorkTable(module, seats, parent)


def cover_art(width: int, height: int) -> QPixmap:
    """The launcher's picture, painted without loading the rules."""
    from suite.games.men_at_work.table.cover import cover_art as paint

    return paint(width, height)


def board_picture(width: int, height: int) -> QPixmap:
    """The rules page's picture of a site in mid-game."""
    from suite.games.men_at_work.table.cover import board_picture as paint

    return paint(width, height)


def rules_picture(name: str, width: int, height: int) -> QPixmap:
    """The rules page's pictures of the cards and their rules, by name."""
    from suite.games.men_at_work.table.rules_pictures import rules_picture as paint

    return paint(name, width, height)


def key_help() -> list[tuple[str, str]]:
    """The table's keys and what they do, for the keyboard shortcuts dialog."""
    from suite.games.men_at_work.table.table import key_help as table_keys

    return table_keys()


__all__ = ["board_picture", "cover_art", "create_table", "key_help", "rules_picture"]
