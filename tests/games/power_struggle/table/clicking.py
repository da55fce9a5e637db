"""A person at the Power Struggle table, for the tests: clicks with the mouse on what the table
offers (targets on the board, the bar's buttons, the cards of the deck being ordered)."""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from suite.games.power_struggle.table.bar import BarButton
from suite.games.power_struggle.table.table import PowerTable
from suite.ui.board.buttons import Activatable


def click(qtbot, table: PowerTable, item: Activatable) -> None:
    """A real click in the middle of ``item``, through the view."""
    centre = item.mapToScene(item.boundingRect().center())
    point: QPoint = table.board.mapFromScene(centre)
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton, pos=point)


def offered(table: PowerTable) -> list[Activatable]:
    """What a person may click now, Cancel aside."""
    bar = table.scene.bar
    if bar.confirm.isVisible():
        return [bar.confirm]
    order = table.scene.deck_order
    if order.isVisible() and order.hand:
        return list(order.hand)
    return [item for item in table._focusables() if item is not bar.cancel and item.isVisible()]


def play_step(qtbot, table: PowerTable, rng: random.Random) -> bool:
    """Clicks one of the things offered, if the person is to act; True if it did."""
    if table._player is None:
        return False
    items = offered(table)
    if not items:
        return False
    amount = [b for b in items if isinstance(b, BarButton) and b in table.scene.bar.choices]
    item = amount[-1] if amount and table.scene.bar.amount_range != (0, 0) and rng.random() < 0.5 else rng.choice(items)
    click(qtbot, table, item)
    return True


def run_until(qtbot, table: PowerTable, done, rng: random.Random, seconds: float = 240) -> None:
    """Lets the game run, the person clicking, until ``done()``."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the game did not get there in time"
        QApplication.processEvents()
        if not play_step(qtbot, table, rng):
            qtbot.wait(1)
