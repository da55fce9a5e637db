"""The Buro Crazy table (Qt): the painted office building, the player panels, the bid, the end
screen, and the art the launcher and the rules page show. Imported lazily by the shell only."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from suite.core.game import GameModule
from suite.core.match import Seat
from suite.games.buro_crazy.view.art import board_picture, cover_art
from suite.games.buro_crazy.view.table import BuroTable


def create_table(module: GameModule, seats: Sequence[Seat], parent: QWidget | None = None) -> BuroTable:
    """The table for a match of Buro Crazy with these seats."""
    return BuroTable(module, seats, parent)


__all__ = ["BuroTable", "board_picture", "cover_art", "create_table"]
