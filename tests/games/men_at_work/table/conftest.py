"""The Men at Work table under test: offscreen, bots answering at once."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from suite.ui import controller


@pytest.fixture(autouse=True)
def fast(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(controller, "MIN_THINKING_MS", 0)
    monkeypatch.setattr(controller, "UNDO_GRACE_MS", 0)
    monkeypatch.setattr(controller, "LOOK_MS", 0)
