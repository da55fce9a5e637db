"""Saves written by released versions must keep loading, to the very same match."""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from suite import __version__
from suite.core.match import Seat, replay
from suite.games import REGISTRY
from suite.persistence import saves
from suite.persistence.saves import load_match, save_match

from .conftest import GOLDEN, golden_dict


@pytest.fixture
def golden(tmp_path: Path) -> Path:
    """A copy: a failing load would rename the file it reads."""
    return Path(shutil.copy(GOLDEN, tmp_path / GOLDEN.name))


def test_the_schema_1_golden_save_loads_to_the_replay_of_its_log(golden: Path) -> None:
    loaded = load_match(golden, REGISTRY)
    match, raw = loaded.match, golden_dict()
    assert match.module.info.id == "buro-crazy"
    assert match.seats == (
        Seat("Zoé", "red", "human"),
        Seat("Émile", "blue", "easy"),
        Seat("Ana", "green", "normal"),
        Seat("Bob", "yellow", "hard"),
    )
    assert match.seed == 7
    assert (match.cursor, len(match.log)) == (raw["cursor"], len(raw["log"])) == (15, 16)
    assert match.state == replay(match.module, match.options, 4, match.log[: match.cursor])
    assert (loaded.created, loaded.updated) == (
        datetime(2025, 6, 1, 9, 30, tzinfo=UTC),
        datetime(2025, 6, 1, 10, 5, 12, 345000, tzinfo=UTC),
    )
    match.rewind(16)
    assert match.state == replay(match.module, match.options, 4, match.log)


def test_saving_the_golden_match_again_writes_the_same_document(
    golden: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loaded = load_match(golden, REGISTRY)
    monkeypatch.setattr(saves, "_utc_now", lambda: loaded.updated)
    again = save_match(loaded.match, tmp_path / "again.json", created=loaded.created)
    # Its log replays under today's rules (version 2, ruling B15), so it is written as today's game.
    today = {"app_version": __version__, "rules_version": 2}
    assert json.loads(again.read_text(encoding="utf-8")) == {**golden_dict(), **today}
    expected = (
        GOLDEN.read_text(encoding="utf-8")
        .replace('"0.1.0"', json.dumps(__version__))
        .replace('"rules_version": 1', '"rules_version": 2')
    )
    assert again.read_text(encoding="utf-8") == expected, "the layout of a save is stable too"
