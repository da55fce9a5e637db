"""Saves written by released versions must keep loading, to the very same match."""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime
from pathlib import Path

import attrs
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
    """Written under rules version 1, before the state remembered the bids shown (``BuroState.shown``,
    version 3): it opens at its position with an empty record, which is the replay of its log but for
    that record, and it plays on (``oldest_rules_version``)."""
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
    assert (match.cursor, len(raw["log"])) == (raw["cursor"], 16) == (15, 16)
    assert match.log == match.log[: match.cursor] and len(match.log) == 15
    replayed = replay(match.module, match.options, 4, match.log)
    assert match.state.shown == () and replayed.shown
    assert match.state == attrs.evolve(replayed, shown=())
    assert (loaded.created, loaded.updated) == (
        datetime(2025, 6, 1, 9, 30, tzinfo=UTC),
        datetime(2025, 6, 1, 10, 5, 12, 345000, tzinfo=UTC),
    )
    assert not match.is_over() and match.rules.legal_actions(match.state)


def test_saving_the_golden_match_again_writes_the_same_document(
    golden: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The match stays a game of rules version 1 (its log does not replay to a position with an empty
    record of bids): saved again, it keeps its moves up to its position, and its state gains the
    record at its default. It is written in save format 2, whose events of each move are only kept
    for a game not replayed on load (null here)."""
    loaded = load_match(golden, REGISTRY)
    monkeypatch.setattr(saves, "_utc_now", lambda: loaded.updated)
    again = save_match(loaded.match, tmp_path / "again.json", created=loaded.created)
    expected = golden_dict()
    expected |= {"schema_version": 2, "app_version": __version__, "log": expected["log"][:15], "events": None}
    expected["state"]["shown"] = []
    assert json.loads(again.read_text(encoding="utf-8")) == expected
