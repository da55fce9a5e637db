"""Starts the window: ``ludotheque`` or ``python -m suite``."""

from __future__ import annotations

import sys
from collections.abc import Sequence

APP_ID = "io.github.ludotheque.Ludotheque"


def main(argv: Sequence[str] | None = None) -> int:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from suite import __version__
    from suite.persistence.paths import AppPaths
    from suite.ui.art import app_icon
    from suite.ui.window import MainWindow

    QCoreApplication.setOrganizationName("Ludotheque")
    QCoreApplication.setApplicationName("Ludotheque")
    QCoreApplication.setApplicationVersion(__version__)
    app = QApplication(list(argv if argv is not None else sys.argv))
    app.setApplicationDisplayName("Ludothèque")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    window = MainWindow(AppPaths())
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
