"""The window under test: offscreen, in a temporary home, with bots and animations sped up."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest

from suite.games.buro_crazy.table import table as buro_table
from suite.persistence.paths import AppPaths
from suite.persistence.settings import Settings, save_settings
from suite.ui import controller
from suite.ui.window import MainWindow


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    paths = AppPaths(root=tmp_path)
    save_settings(Settings(language="en"), paths)
    return paths


@pytest.fixture(autouse=True)
def fast(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(controller, "MIN_THINKING_MS", 0)
    monkeypatch.setattr(controller, "UNDO_GRACE_MS", 0)
    monkeypatch.setattr(controller, "LOOK_MS", 0)
    monkeypatch.setattr(buro_table, "animation_speed", 80.0)


@pytest.fixture
def problems(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The warnings the window shows (each one a modal box in the app), kept instead of shown."""
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "_problem", lambda self, message: shown.append(message))
    return shown


@pytest.fixture
def window(qtbot, paths: AppPaths, problems: list[str]) -> Iterator[MainWindow]:
    """A window at its own size, its warnings in ``problems`` (test files may set their own)."""
    win = MainWindow(paths)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()
