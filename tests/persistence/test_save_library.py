"""Autosaves, the Saved games list, Continue, and deleting."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from suite.games import REGISTRY
from suite.persistence import saves
from suite.persistence.paths import AppPaths
from suite.persistence.saves import (
    SaveError,
    autosave,
    delete_save,
    latest_autosave,
    list_saves,
    load_match,
    new_save_path,
    save_match,
)

from .conftest import new_match, play


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[datetime]]:
    """Each save happens one minute after the previous one; ``clock[0]`` is the next time."""
    now = [datetime(2025, 3, 1, 12, 0, tzinfo=UTC)]

    def tick() -> datetime:
        moment = now[0]
        now[0] = moment + timedelta(minutes=1)
        return moment

    monkeypatch.setattr(saves, "_utc_now", tick)
    yield now


def test_autosave_writes_one_file_per_game(paths: AppPaths, clock: list[datetime]) -> None:
    match = play(new_match(), moves=6)
    path = autosave(match, paths)
    assert path == paths.saves_dir / "autosave-buro-crazy.json"
    assert load_match(path, REGISTRY).match.log == match.log


def test_autosave_keeps_the_creation_time_of_the_same_match(paths: AppPaths, clock: list[datetime]) -> None:
    match = new_match(seed=21)
    first = load_match(autosave(play(match, moves=3), paths), REGISTRY)
    later = load_match(autosave(play(match, moves=9), paths), REGISTRY)
    assert later.created == first.created < later.updated
    assert later.match.cursor == 9


def test_another_match_of_the_same_game_starts_a_new_autosave(paths: AppPaths, clock: list[datetime]) -> None:
    first = load_match(autosave(play(new_match(seed=21), moves=3), paths), REGISTRY)
    other = load_match(autosave(play(new_match(seed=22), moves=3), paths), REGISTRY)
    assert other.created > first.created
    assert other.match.seed == 22


def test_a_damaged_previous_autosave_is_simply_replaced(paths: AppPaths, clock: list[datetime]) -> None:
    path = saves.autosave_path(paths, "buro-crazy")
    path.parent.mkdir(parents=True)
    path.write_text("{", encoding="utf-8")
    assert load_match(autosave(new_match(), paths), REGISTRY).match.cursor == 0


def test_latest_autosave_is_the_last_updated(paths: AppPaths, clock: list[datetime]) -> None:
    assert latest_autosave(paths) is None
    older = save_match(new_match(), paths.saves_dir / "autosave-old-game.json")
    newer = autosave(new_match(), paths)
    save_match(new_match(), paths.saves_dir / "manual.json")
    assert latest_autosave(paths) == newer
    autosave_old = json.loads(older.read_text(encoding="utf-8"))
    autosave_old["updated"] = "2030-01-01T00:00:00Z"
    older.write_text(json.dumps(autosave_old), encoding="utf-8")
    assert latest_autosave(paths) == older


def test_latest_autosave_skips_unreadable_files(paths: AppPaths, clock: list[datetime]) -> None:
    readable = autosave(new_match(), paths)
    (paths.saves_dir / "autosave-broken.json").write_text("[", encoding="utf-8")
    assert latest_autosave(paths) == readable


def test_list_saves_describes_each_save(paths: AppPaths, clock: list[datetime]) -> None:
    assert list_saves(paths, REGISTRY) == []
    done = play(new_match(seed=4, players=3, kinds=("human", "hard", "easy")))
    finished = save_match(done, paths.saves_dir / "finished.json")
    running = autosave(play(new_match(), moves=7), paths)
    listed = list_saves(paths, REGISTRY)
    assert [s.path for s in listed] == [running, finished], "the most recently updated first"
    latest, older = listed
    assert (latest.is_autosave, latest.cursor, latest.over) == (True, 7, False)
    assert (older.is_autosave, older.cursor, older.over) == (False, len(done.log), True)
    assert older.game_id == "buro-crazy" and older.game_name == "Buro Crazy"
    assert [(s.name, s.kind) for s in older.seats] == [("P0", "human"), ("P1", "hard"), ("P2", "easy")]
    assert older.created == older.updated == datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    assert latest.problem is None


def test_list_saves_shows_unreadable_files_without_touching_them(paths: AppPaths, clock: list[datetime]) -> None:
    good = save_match(new_match(), paths.saves_dir / "good.json")
    (paths.saves_dir / "b-broken.json").write_text("not a save", encoding="utf-8")
    (paths.saves_dir / "a-future.json").write_text(
        json.dumps({"format": "ludotheque-save", "schema_version": 99}), encoding="utf-8"
    )
    (paths.saves_dir / "notes.txt").write_text("ignored", encoding="utf-8")
    (paths.saves_dir / "old.json.damaged").write_text("ignored", encoding="utf-8")
    listed = list_saves(paths, REGISTRY)
    assert [s.path.name for s in listed] == ["good.json", "a-future.json", "b-broken.json"]
    assert listed[0].problem is None
    assert "newer Ludothèque" in str(listed[1].problem)
    assert str(listed[2].problem).startswith('The file "b-broken.json" is not valid JSON')
    assert listed[2].game_id == "" and listed[2].updated is None
    assert sorted(p.name for p in paths.saves_dir.iterdir()) == [
        "a-future.json",
        "b-broken.json",
        "good.json",
        "notes.txt",
        "old.json.damaged",
    ]
    assert good.exists()


def test_a_save_whose_state_confuses_the_rules_is_listed_as_unreadable(paths: AppPaths, clock: list[datetime]) -> None:
    path = save_match(new_match(), paths.saves_dir / "odd.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    document["state"]["board"] = []
    document["state"]["duel"] = 3
    path.write_text(json.dumps(document), encoding="utf-8")
    (listed,) = list_saves(paths, REGISTRY)
    assert str(listed.problem).startswith('The save "odd.json" holds a game that cannot be set up (')


def test_delete_save(paths: AppPaths, clock: list[datetime]) -> None:
    path = save_match(new_match(), paths.saves_dir / "x.json")
    delete_save(path)
    assert not path.exists()
    delete_save(path)  # already gone: nothing to do


def test_delete_save_reports_a_refusal(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveError, match=r'The file "folder\.json" cannot be deleted'):
        delete_save(folder)


def test_new_save_path_never_reuses_a_name(paths: AppPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "_utc_now", lambda: datetime(2025, 3, 1, 12, 0, 5, tzinfo=UTC))
    first = new_save_path(paths, "buro-crazy")
    assert first == paths.saves_dir / "buro-crazy-20250301-120005.json"
    save_match(new_match(), first)
    second = save_match(new_match(), new_save_path(paths, "buro-crazy"))
    assert second.name == "buro-crazy-20250301-120005-2.json"
    assert new_save_path(paths, "buro-crazy").name == "buro-crazy-20250301-120005-3.json"
