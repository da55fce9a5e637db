"""Older save formats are upgraded step by step, in order, up to the current one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from suite.games import REGISTRY
from suite.persistence import saves
from suite.persistence.saves import SaveError, load_match

from .conftest import golden_dict


def test_format_2_added_the_events_of_each_move() -> None:
    """A file of format 1 did not keep what each move did: it is read as keeping nothing (``events`` null)."""
    assert saves.SCHEMA_VERSION == 2
    assert set(saves.MIGRATIONS) == {1}
    old = golden_dict()
    assert saves.MIGRATIONS[1](old) == {**old, "events": None}


def test_a_format_1_file_with_events_is_damaged(tmp_path: Path) -> None:
    """Format 1 had no ``events``: one found in such a file was not written by Ludothèque, and is not taken
    for the events of format 2."""
    path = tmp_path / "v1.json"
    path.write_text(json.dumps({**golden_dict(), "events": None}), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    expected = 'cannot be upgraded from save format 1 (a field "events", which save format 1 does not have)'
    assert expected in str(caught.value)


def test_a_version_0_save_is_upgraded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A made-up version 0 called the log "moves": its migration renames it."""

    def zero_to_one(envelope: dict[str, Any]) -> dict[str, Any]:
        upgraded = {key: value for key, value in envelope.items() if key != "moves"}
        return {**upgraded, "log": envelope["moves"]}

    monkeypatch.setitem(saves.MIGRATIONS, 0, zero_to_one)
    old = golden_dict()
    old["moves"] = old.pop("log")
    old["schema_version"] = 0
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    match = load_match(path, REGISTRY).match
    assert len(match.log) == 15, "the moves up to its position: a game of older rules is not replayed"
    assert json.loads(path.read_text(encoding="utf-8")) == old, "the file itself is left as it was"


def test_migrations_run_in_order_from_the_files_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[int, int]] = []

    def step(version: int) -> saves.Migration:
        def migrate(envelope: dict[str, Any]) -> dict[str, Any]:
            calls.append((version, envelope["schema_version"]))
            return dict(envelope)

        return migrate

    monkeypatch.setattr(saves, "SCHEMA_VERSION", 4)
    for version in (3, 1, 2):
        monkeypatch.setitem(saves.MIGRATIONS, version, step(version))
    path = tmp_path / "v1.json"
    path.write_text(json.dumps({**golden_dict(), "events": None}), encoding="utf-8")  # the fields of today
    load_match(path, REGISTRY)
    assert calls == [(1, 1), (2, 2), (3, 3)]

    calls.clear()
    path.write_text(json.dumps({**golden_dict(), "events": None, "schema_version": 3}), encoding="utf-8")
    load_match(path, REGISTRY)
    assert calls == [(3, 3)]


def test_a_gap_in_the_chain_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "SCHEMA_VERSION", 3)
    monkeypatch.setitem(saves.MIGRATIONS, 1, dict)
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(golden_dict()), encoding="utf-8")
    with pytest.raises(SaveError, match="uses save format 2, which no Ludothèque ever wrote"):
        load_match(path, REGISTRY)


def test_a_migration_that_fails_on_a_damaged_file_gives_a_save_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(saves.MIGRATIONS, 0, lambda envelope: {**envelope, "log": envelope["moves"]})
    path = tmp_path / "old.json"
    content = json.dumps({**golden_dict(), "schema_version": 0})
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_match(path, REGISTRY)
    assert str(caught.value) == (
        'The save "old.json" cannot be upgraded from save format 0 (\'moves\' is missing); '
        'it was kept as "old.json.damaged".'
    )
    assert caught.value.kept_as is not None
    assert caught.value.kept_as.read_text(encoding="utf-8") == content
