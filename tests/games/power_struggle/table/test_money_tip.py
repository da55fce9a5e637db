"""Another player's money is shown as what the viewer can count ("estimated money ≈"; "counted ≈" read as his
money): the area's tool tip says what is counted and what is not."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from suite.core.match import Seat
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.table.panels import PlayerPanel
from tests.games.power_struggle.positions import service
from tests.ui.painted_text import recorded

NAMES = ["Ann", "Bob", "Cy", "Di"]


def _tip(player: int, viewer: int) -> str:
    s = MODULE.rules.view(service(4), viewer)
    colours = [QColor("#d55e00")] * 4
    panel = PlayerPanel(player, Seat(NAMES[player], "blue", "easy"), colours[player], NAMES, colours)
    panel.set_view(s, viewer, active=False)
    recorded(1200, 800, lambda p: panel.paint(p, QStyleOptionGraphicsItem(), None))
    return panel.toolTip()


def test_counted_money_says_what_it_counts(qtbot) -> None:
    assert "The money you can count: the open payments, and the bribes between the two of you." in _tip(1, 0)
    assert "The money you can count" not in _tip(0, 0), "his own money is his money"
    assert "Archenemy: " in _tip(0, 0), "his archenemy cards' meaning stays in the tip"


def test_counted_money_is_labelled_an_estimate(qtbot) -> None:
    """Labelled "counted", another player's money said nothing to a player of what it was."""
    s = MODULE.rules.view(service(4), 0)
    colours = [QColor("#d55e00")] * 4
    drawn = {}
    for player in (0, 1):
        panel = PlayerPanel(player, Seat(NAMES[player], "blue", "easy"), colours[player], NAMES, colours)
        panel.set_view(s, 0, active=False)
        lines = recorded(1200, 800, lambda p, panel=panel: panel.paint(p, QStyleOptionGraphicsItem(), None))
        drawn[player] = [line.text for line in lines]
    assert "estimated money" in drawn[1] and "counted" not in drawn[1]
    assert "money" in drawn[0] and "estimated money" not in drawn[0], "his own money is no estimate"
