"""The Buro Crazy table (Qt): the painted office building, the player panels, the bid, the end
screen, and the art the launcher and the rules page show. Imported lazily by the shell only.

The launcher imports this package while the suite starts, for ``cover_art``; so it imports the art
alone, and the table (which needs the rules) only when a table is made.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from suite.games.buro_crazy.table.art import board_picture, cover_art

if TYPE_CHECKING:
    from suite.core.game import GameModule
    from suite.core.match import Seat
    from suite.games.buro_crazy.table.table import BuroTable


def create_table(module: GameModule, seats: Sequence[Seat], parent: QWidget | None = None) -> BuroTable:
    """The table for a match of Buro Crazy with these seats."""
    from suite.games.buro_crazy.table.table import BuroTable

    return BuroTable(module, seats, parent)


def key_help() -> list[tuple[str, str]]:
    """The table's keys and what they do, for the keyboard shortcuts dialog."""
    from suite.games.buro_crazy.table.table import key_help as table_keys

    return table_keys()


__all__ = ["board_picture", "cover_art", "create_table", "key_help"]
