"""Every Qt test starts with the mouse's buttons up (``tests/conftest.py``)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from tests.mouse_state import release_every_button


def test_buttons_a_test_left_down_are_released(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    QTest.mousePress(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    QTest.mousePress(widget, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton
    release_every_button()
    assert QGuiApplication.mouseButtons() == Qt.MouseButton.NoButton
