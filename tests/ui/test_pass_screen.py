"""The pass-the-screen cover answers the keyboard as a mouse: Enter or Space on its button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from suite.ui.pass_screen import PassScreen


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_the_cover_is_confirmed_from_the_keyboard(qtbot, key: Qt.Key) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    table.show()
    cover = PassScreen(table)
    cover.cover_for(2, "Léa")
    with qtbot.waitSignal(cover.confirmed, timeout=2000) as confirmed:
        qtbot.keyClick(cover.button, key)
    assert confirmed.args == [2] and not cover.isVisible()
