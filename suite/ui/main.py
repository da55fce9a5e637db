"""Starts the window: ``ludotheque`` or ``python -m suite``."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from suite.persistence.paths import AppPaths
    from suite.ui.window import MainWindow

APP_ID = "io.github.ludotheque.Ludotheque"


def main(argv: Sequence[str] | None = None) -> int:
    from suite.persistence.paths import AppPaths

    app, _window = start(argv if argv is not None else sys.argv, AppPaths())  # the window lives until exec ends
    return app.exec()


def start(argv: Sequence[str], paths: AppPaths) -> tuple[QApplication, MainWindow]:
    """Everything ``main`` does before the event loop, up to the launcher shown. The start-up budget
    (``suite/bench/shell.py``) times this very function, so the figure cannot drift from the app."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from suite import __version__
    from suite.ui.art import app_icon
    from suite.ui.window import MainWindow

    QCoreApplication.setOrganizationName("Ludotheque")
    QCoreApplication.setApplicationName("Ludotheque")
    QCoreApplication.setApplicationVersion(__version__)
    app = QApplication(list(argv))
    app.setApplicationDisplayName("Ludothèque")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    window = MainWindow(paths)
    window.show()
    return app, window


if __name__ == "__main__":
    sys.exit(main())
