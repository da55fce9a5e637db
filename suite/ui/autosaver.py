"""Autosave off the GUI thread: the window hands over a frozen record of the match after each
action and goes on at once; one worker thread writes it.

Only the newest record of a file matters (each save holds the whole match), so a record waiting to
be written is replaced by a newer one for the same file instead of queueing behind it; records for
different files are all written. ``flush`` waits for the last write, and the window calls it before
a game page closes or the app quits, so no action is ever lost.

A disk that refuses (full, read-only) is told once: the window warns at the first failed write, and
``UnsavedMark`` stays in the status line until a write works again. Every move hands a new record,
so every move tries again.
"""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QWidget

from suite.core.match import Match, MatchRecord
from suite.persistence.files import FileProblem
from suite.persistence.saves import autosave
from suite.ui.language import qt_tr
from suite.ui.retranslate import Retranslating


class Autosaver(QObject):
    """Writes autosaves on a worker thread; ``problem(FileProblem)`` (a write failed) and
    ``saved(Path)`` (a write worked) arrive on the GUI thread, to be shown there."""

    problem = Signal(object)
    saved = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._waiting: dict[Path, MatchRecord] = {}
        self._writing = False
        self._lock = threading.Condition()
        self._thread = threading.Thread(target=self._work, name="autosave", daemon=True)
        self._thread.start()

    def save(self, match: Match, path: Path) -> None:
        """Takes the match's record now (cheap: its values are immutable) to be written to ``path``,
        the match's own autosave, and returns at once."""
        with self._lock:
            self._waiting[path] = match.record()
            self._lock.notify_all()

    def flush(self) -> None:
        """Waits until every record handed over is on disk."""
        with self._lock:
            self._lock.wait_for(lambda: not self._waiting and not self._writing)

    def _work(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._waiting))
                path = next(iter(self._waiting))
                record = self._waiting.pop(path)
                self._writing = True
            try:
                self._write(record, path)
            finally:
                with self._lock:
                    self._writing = False
                    self._lock.notify_all()

    def _write(self, record: MatchRecord, path: Path) -> None:
        """Writes one record and tells the GUI thread how it went; when the autosaver was deleted with
        its window (a record handed over after the last ``flush``), nobody is left to tell, and the
        write stands."""
        try:
            autosave(record, path)
        except FileProblem as problem:
            with contextlib.suppress(RuntimeError):
                self.problem.emit(problem)
        else:
            with contextlib.suppress(RuntimeError):
                self.saved.emit(path)


class UnsavedMark(Retranslating, QLabel):
    """"Not saved" in the status line, from a failed autosave until one works again; its tooltip says
    what is wrong. ``problem`` is None while the mark is down."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problem: FileProblem | None = None
        self.setObjectName("unsaved")
        self.setStyleSheet("#unsaved { color: #b3261e; font-weight: bold; padding: 0 6px; }")
        self.hide()
        self.retranslate()

    def mark(self, problem: FileProblem) -> None:
        self.problem = problem
        self.retranslate()
        self.show()

    def unmark(self) -> None:
        self.problem = None
        self.hide()

    def retranslate(self) -> None:
        self.setText(self.tr("Not saved"))
        self.setToolTip("" if self.problem is None else self.problem.describe(qt_tr))
