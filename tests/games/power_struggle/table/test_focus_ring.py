"""The keyboard's focus on a board target is seen: it was the same amber frame as a hovered target's, and among
the highlighted offices a person tabbing through them could hardly tell which one Space would press."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from suite.games.power_struggle.table.board import FOCUS_RING, Target


def _painted(focused: bool) -> QImage:
    scene = QGraphicsScene(0, 0, 200, 120)
    target = Target(QRectF(40, 30, 120, 60), None, "", lambda: None)
    scene.addItem(target)
    if focused:
        target.set_focused(True)
    else:
        target.hovered = True
    image = QImage(200, 120, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 120), QRectF(0, 0, 200, 120))
    painter.end()
    return image


def test_a_focused_target_has_a_ring_of_its_own(qapp) -> None:
    x, y = 100, round(30 + FOCUS_RING)
    assert _painted(True).pixelColor(x, y) != _painted(False).pixelColor(x, y)
