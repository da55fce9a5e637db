"""The launcher's cover pictures, kept once painted: a start loads each from a PNG instead of
importing its game's art and painting it, the largest part of showing the launcher beyond a bare Qt
window (``suite/bench/shell.py``: issue 12's budget for the source tree, issue 17's for the bundle).

A picture must be painted again whenever the code that paints it may have changed, so the folder is
named after the version and what painted it: a frozen build's program (its build time), or, in the
source tree, the newest change to the window's and the tables' modules and to the translations (their
times of change: a few hundred file lookups, under a millisecond here). A picture is named by its
game, language and size in pixels; a missing or unreadable file is painted again, and a cache that
cannot be written costs nothing.
"""

from __future__ import annotations

import importlib
import os
import shutil
import sys
from pathlib import Path

from PySide6.QtGui import QPixmap

from suite import __version__
from suite.core.registry import GameEntry
from suite.persistence.paths import AppPaths

SUITE = Path(__file__).resolve().parents[1]
PAINTING = ("ui/**/*.py", "games/*/table/**/*.py", "translations/*.qm")
"""The source tree's files that decide how a cover looks."""


def cover_folder(paths: AppPaths) -> Path:
    """Where this build of the app keeps its covers."""
    return paths.cache_dir / "covers" / f"{__version__}-{_painter()}"


def _painter() -> int:
    """When what paints the covers last changed: the frozen program, or the source tree's painting code."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).stat().st_mtime_ns
    return max(file.stat().st_mtime_ns for pattern in PAINTING for file in SUITE.glob(pattern))


class Covers:
    """Paints a game's cover, or reads it back from ``folder`` (None: always paints)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder

    def cover(self, entry: GameEntry, width: int, height: int, language: str) -> QPixmap:
        """``entry``'s cover, ``width`` × ``height`` device pixels, its words in ``language``."""
        file = None if self.folder is None else self.folder / f"{entry.info.id}-{language}-{width}x{height}.png"
        if file is not None and file.is_file():
            kept = QPixmap(str(file))
            if not kept.isNull():
                return kept
        pixmap: QPixmap = importlib.import_module(entry.table).cover_art(width, height)
        if file is not None:
            self._keep(pixmap, file)
        return pixmap

    def _keep(self, pixmap: QPixmap, file: Path) -> None:
        """Writes ``file`` whole or not at all (a start reading it meanwhile finds none). The first
        cover of a new build also removes the folders of the builds before it."""
        folder = file.parent
        try:
            if not folder.is_dir():
                for old in folder.parent.glob("*"):
                    shutil.rmtree(old, ignore_errors=True)
                folder.mkdir(parents=True, exist_ok=True)
            part = file.with_name(f".{file.name}.{os.getpid()}")
            if pixmap.save(str(part), "PNG"):
                os.replace(part, file)
        except OSError:
            pass  # no cache this time: the next start paints again
