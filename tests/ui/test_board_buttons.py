"""A board button hidden while the pointer is on it (an action chosen, its buttons replaced) gets no hover
leave from Qt: it came back lit, looking unlike the others, the next time it was shown."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from suite.ui.board.buttons import ButtonItem


def test_a_button_hidden_under_the_pointer_comes_back_unlit(qtbot) -> None:
    scene = QGraphicsScene(0, 0, 300, 200)
    button = ButtonItem(QRectF(0, 0, 120, 40), lambda: "Hire", lambda: None, QColor("#2f6f9f"))
    button.setPos(20, 20)
    scene.addItem(button)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(320, 220)
    view.show()
    qtbot.waitExposed(view)
    QTest.mouseMove(view.viewport(), view.mapFromScene(60, 40))
    qtbot.waitUntil(lambda: button.hovered, timeout=2000)
    button.setVisible(False)
    QTest.mouseMove(view.viewport(), view.mapFromScene(280, 180))
    button.setVisible(True)
    assert not button.hovered
