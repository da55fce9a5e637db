"""The end screen's sheet hides the board: nearly opaque, it let the board's print show through the results."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from suite.core.match import Seat
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.end_screen import SHEET, EndScreen
from tests.games.power_struggle.positions import RULES, random_game


def test_the_end_screen_s_sheet_hides_the_board_behind_it(qtbot) -> None:
    _, states = random_game(2, 4)
    screen = EndScreen(lambda: None, lambda: None)
    screen.show_result(RULES.view(states[-1], None), [Seat(name, "red") for name in "ABCD"], [QColor("red")] * 4)
    image = QImage(int(L.SCENE.width()), int(L.SCENE.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    screen.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    blank = QPoint(round(SHEET.left()) + 20, round(SHEET.bottom()) - 20)  # under the rows, beside the buttons
    assert image.pixelColor(blank) == QColor(252, 249, 240), "the board shows through the sheet"
