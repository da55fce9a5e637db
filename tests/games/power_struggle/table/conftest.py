"""The Power Struggle table under test: offscreen, bots answering at once, animations sped up."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from suite.games.power_struggle.table import table as power_table
from suite.ui import controller


@pytest.fixture(autouse=True)
def fast(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(controller, "MIN_THINKING_MS", 0)
    monkeypatch.setattr(controller, "UNDO_GRACE_MS", 0)
    monkeypatch.setattr(controller, "LOOK_MS", 0)
    monkeypatch.setattr(power_table, "animation_speed", 400.0)
