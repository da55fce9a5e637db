"""The action bar's prompt stays inside the bar: a Confirm title of many steps (in French above all)
was shrunk to the smallest text on one line and still ran past the bar's end."""

from __future__ import annotations

from PySide6.QtWidgets import QStyleOptionGraphicsItem

from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.bar import ActionBar
from tests.ui.painted_text import recorded

CONFIRM_TITLE = "Confirmer : acheter de l’influence › " + " › ".join(
    f"bureau {row} en Ressources humaines" for row in (1, 2, 3, 4)
)


def test_a_long_confirm_title_wraps_beside_confirm(qtbot) -> None:
    bar = ActionBar()
    bar.set_texts(lambda: CONFIRM_TITLE, lambda: "")
    bar.offer_confirm(lambda: None, lambda: None)
    lines = recorded(round(L.SCENE.width()), round(L.SCENE.height()),
                     lambda p: bar.paint(p, QStyleOptionGraphicsItem(), None))  # fmt: skip
    assert " ".join(line.text.strip() for line in lines) == CONFIRM_TITLE, "every word is painted"
    assert all(line.width <= L.CONFIRM.x() - L.PROMPT.x() for line in lines), "no line runs under Confirm"
    assert all(line.pixels >= L.TEXT_MIN for line in lines)
