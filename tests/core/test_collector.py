"""The entry points tune the garbage collector once; the tuning keeps generations two and three."""

from __future__ import annotations

import gc
import sys

import pytest

from suite import __main__ as entry
from suite.core import collector


@pytest.fixture
def restored_collector():
    before = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*before)


def test_tune_collects_the_young_generation_less_often(restored_collector) -> None:
    _, middle, old = gc.get_threshold()
    collector.tune()
    assert gc.get_threshold() == (collector.YOUNG_GENERATION, middle, old)
    assert gc.get_freeze_count() > 0


def test_the_command_line_entry_point_tunes_the_collector(restored_collector, monkeypatch, capsys) -> None:
    monkeypatch.setattr(sys, "argv", ["ludotheque-cli", "--version"])
    with pytest.raises(SystemExit):
        entry.cli()
    assert gc.get_threshold()[0] == collector.YOUNG_GENERATION
    assert "Ludothèque" in capsys.readouterr().out
