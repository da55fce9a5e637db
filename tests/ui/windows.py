"""The main window shown for a test: the set-up every test of the whole window shares."""

from __future__ import annotations

from suite.persistence.paths import AppPaths
from suite.ui.window import MainWindow


def shown_window(qtbot, paths: AppPaths, size: tuple[int, int]) -> MainWindow:
    """A window on ``paths``, at ``size``, shown and exposed; pytest-qt closes it after the test."""
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window
