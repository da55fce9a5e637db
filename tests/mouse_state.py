"""QTest's mouse buttons are one state for the whole process: a test that leaves one down (a
``mouseDClick`` leaves the left one down) turns the next test's clicks into something else."""

from __future__ import annotations


def release_every_button() -> None:
    """Releases any mouse button a test left down, so that the next test starts as a person would
    (imports Qt only when called: the tests of the pure layers run without it)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget

    down = QGuiApplication.mouseButtons()
    if down == Qt.MouseButton.NoButton:
        return
    target = QWidget()
    for button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
        if down & button:
            QTest.mouseRelease(target, button, Qt.KeyboardModifier.NoModifier, QPoint(0, 0))
    target.deleteLater()
