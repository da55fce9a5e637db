"""Starts the window: ``ludotheque`` or ``python -m suite``, and opens the save given after it, if any
(``ludotheque game.ludotheque``). A second start while the window is open brings that window to the
front instead, and hands it the save to open (``suite.ui.single_instance``)."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from suite.persistence.paths import AppPaths
    from suite.ui.window import MainWindow

APP_ID = "io.github.ludotheque.Ludotheque"
BEFORE_QT = ("suite.core.i18n", "suite.games", "suite.persistence.settings")
"""The window's pure modules (the catalogs, the games' registry, the settings), imported before PySide6:
once PySide6 is in, its import hook looks up the source of every module imported after it (for
``from __feature__ import``), about 10 ms of a 0.18 s start (issue 17's budget)."""
QUIT_WHEN_SHOWN = "LUDOTHEQUE_QUIT_WHEN_SHOWN"
"""Set in the environment, the app quits as soon as its launcher is shown: ``make bench`` times the
bundle's start-up with it (``suite/bench/shell.py``)."""


def main(argv: Sequence[str] | None = None) -> int:
    from suite.persistence.paths import AppPaths

    started = start(argv if argv is not None else sys.argv, AppPaths())
    if started is None:
        return 0
    app, _window = started  # the window lives until exec ends
    if os.environ.get(QUIT_WHEN_SHOWN):
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, app.quit)
    return app.exec()


def start(argv: Sequence[str], paths: AppPaths) -> tuple[QApplication, MainWindow] | None:
    """Everything ``main`` does before the event loop, up to the launcher shown. The start-up budget
    (``suite/bench/shell.py``) times this very function, so the figure cannot drift from the app.

    None when the app already runs on the same data folder: its window was asked to come to the
    front, and this start has nothing more to do. The check comes before the window is built, so a
    second start costs little more than the application object."""
    for name in BEFORE_QT:
        importlib.import_module(name)
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from suite import __version__
    from suite.ui.art import app_icon
    from suite.ui.collector import collect_on_gui_thread
    from suite.ui.single_instance import LISTEN_AFTER_MS, SingleInstance, server_name
    from suite.ui.window import MainWindow

    QCoreApplication.setOrganizationName("Ludotheque")
    QCoreApplication.setApplicationName("Ludotheque")
    QCoreApplication.setApplicationVersion(__version__)
    app = QApplication(list(argv))
    collect_on_gui_thread(app)
    file = Path(argv[1]) if len(argv) > 1 else None  # ``ludotheque game.ludotheque``: the save to open
    instance = SingleInstance(server_name(paths), app)
    if not instance.claim(file):
        return None
    app.setApplicationDisplayName("Ludothèque")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    window = MainWindow(paths)
    instance.activate.connect(window.bring_to_front)
    instance.openFile.connect(window.open_file_from_elsewhere)
    window.show()
    QTimer.singleShot(LISTEN_AFTER_MS, instance.listen)
    if file is not None:
        window.open_file(file)
    return app, window


if __name__ == "__main__":
    sys.exit(main())
